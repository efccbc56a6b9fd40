// Every screenshot in README.md and docs/, as data: which example owner's build it shows, the window,
// the theme and the look, and what a visitor does before the picture is taken. `npm run screenshots`
// (screenshots.ts) takes them all from a fresh build, the owner page's from a server with its log on. Add a shot here and it is taken with the others; a
// shot that needs the server set up another way adds to SERVER_ENV.
import { expect, type Page } from '@playwright/test'
import type { Preset } from '../../src/content/look.ts'
import type { Profile } from '../../src/content/schema.ts'
import { replyPieces, splitReply, type ReplyScenario } from '../../tests/doubles/chat-model.ts'
import { ask, openChatAt, panel } from '../../tests/support/chat.ts'
import { sampleJobDescription, sampleJobFitAnswer } from '../../tests/support/job-fit.ts'

/** The example owners the shots show (examples/<name>). */
export type Owner = 'placeholder' | 'mateo'

export type ShotContext = {
  page: Page
  /** The production server's address. */
  url: string
  /** The owner whose build is served. */
  profile: Profile
  /** Queues the model double's next answers. */
  answer: (...next: ReplyScenario[]) => void
}

export type Shot = {
  file: string
  owner: Owner
  viewport: { width: number; height: number }
  theme: 'light' | 'dark'
  /** Another preset than the owner's, as the build would write it on <html>. */
  preset?: Preset
  /** The whole page rather than the window. */
  fullPage?: boolean
  /** Goes where the picture is taken and gets it ready (default: the home page, at the top). */
  take?: (context: ShotContext) => Promise<void>
  /** Served with the owner's page on (OWNER_TOKEN) and a month of made-up conversations in its log. */
  ownerPage?: boolean
  /**
   * From the owner's site in every shipped language, with the tests' Portuguese and Arabic translations
   * (tests/support/languages-site.ts), built static and served as GitHub Pages serves it.
   */
  everyLanguage?: boolean
}

/** The owner token of the server the owner page's shots are taken from. */
export const SHOTS_OWNER_TOKEN = 'screenshots-owner-token-0123456789abcdef'

/** Signs in on /owner and waits for the month's figures. */
async function ownerPage({ page, url }: ShotContext) {
  await page.goto(`${url}/owner`)
  await page.getByLabel(/token/i).fill(SHOTS_OWNER_TOKEN)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Most asked' })).toBeVisible()
}

/** The server's environment beyond the model double's, per owner. */
export const SERVER_ENV: Record<Owner, Record<string, string>> = { placeholder: {}, mateo: {} }

const firstName = (profile: Profile) => profile.name.split(/\s+/)[0] ?? profile.name

/** An answer about the owner's current role and how to reach them, from the content. */
function experienceAndContact(profile: Profile): string {
  const [role] = profile.experience
  const github = profile.social.find((link) => link.label === 'GitHub')
  return [
    `${firstName(profile)} is **${role?.role ?? 'an engineer'}** at ${role?.company ?? 'her company'} (${role?.period ?? 'now'}). ${role?.description ?? ''}`,
    '',
    '**Reach her:**',
    `- Email: ${profile.email}`,
    ...(github ? [`- GitHub: ${github.url}`] : []),
  ].join('\n')
}

/** Asks a question, answered with `text`, and waits for the whole answer. */
async function askAndWait({ page, url, answer }: ShotContext, question: string, text: string) {
  await openChatAt(page, url)
  answer(replyPieces([text]))
  await ask(page, question)
  await expect(panel(page).getByRole('log')).toHaveAttribute('aria-busy', 'false')
  await expect(panel(page).getByRole('log')).toContainText(text.split('\n')[0]?.slice(-20) ?? '')
}

/** The job fit, from a pasted description, scrolled to the verdict (`top`) or to the gaps (`bottom`). */
async function jobFit({ page, url, profile, answer }: ShotContext, at: 'top' | 'bottom') {
  await openChatAt(page, url)
  await panel(page).getByRole('button', { name: 'Paste a job description' }).click()
  await panel(page)
    .getByRole('textbox', { name: 'Job description' })
    .fill(sampleJobDescription(profile))
  answer(replyPieces([sampleJobFitAnswer(profile)]))
  await panel(page).getByRole('button', { name: 'Check the fit' }).click()
  await expect(panel(page).getByRole('log')).toContainText('Gaps')
  await expect(panel(page).getByRole('log')).toHaveAttribute('aria-busy', 'false')
  await panel(page)
    .getByRole('log')
    .evaluate((log, to) => {
      const reply = log.querySelector(':scope > ol > li:last-child') as HTMLElement
      const top = reply.getBoundingClientRect().top - log.getBoundingClientRect().top
      log.scrollTop = to === 'top' ? log.scrollTop + top - 8 : log.scrollHeight
    }, at)
}

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 812 }
const SHORT_PHONE = { width: 375, height: 740 }
const PRESETS: readonly Preset[] = ['aurora', 'terminal', 'minimal']

/** The look gallery (docs/look/): each preset on the placeholder owner, whole pages and first screens. */
const lookGallery: Shot[] = PRESETS.flatMap((preset) => {
  const shot = (
    name: string,
    theme: Shot['theme'],
    viewport: Shot['viewport'],
    fullPage: boolean,
  ) =>
    ({
      file: `docs/look/${preset}-${name}.jpg`,
      owner: 'placeholder',
      viewport,
      theme,
      preset,
      fullPage,
    }) satisfies Shot
  return [
    shot('dark-1280-top', 'dark', DESKTOP, false),
    shot('dark-1280', 'dark', DESKTOP, true),
    shot('dark-375', 'dark', PHONE, true),
    shot('light-1280', 'light', DESKTOP, true),
    shot('light-375', 'light', PHONE, true),
    shot('light-375-top', 'light', SHORT_PHONE, false),
  ]
})

const OWNER_WINDOW = { width: 1280, height: 1000 }
const ownerShots: Shot[] = (['dark', 'light'] as const).flatMap((theme) => [
  {
    file: `docs/owner-${theme}.png`,
    owner: 'placeholder' as const,
    viewport: OWNER_WINDOW,
    theme,
    ownerPage: true,
    take: ownerPage,
  },
  {
    file: `docs/owner-${theme}-phone.png`,
    owner: 'placeholder' as const,
    viewport: PHONE,
    theme,
    ownerPage: true,
    take: ownerPage,
  },
])

/** docs/languages.md: a language other than English at / (mateo's Spanish), the switcher, and right to left. */
const languageShots: Shot[] = [
  ...(['dark', 'light'] as const).map((theme): Shot => ({
    file: `docs/languages/es-${theme}-1280.png`,
    owner: 'mateo',
    viewport: DESKTOP,
    theme,
    take: async ({ page, url }) => {
      await page.goto(url)
    },
  })),
  {
    file: 'docs/languages/switcher-es-light-375.png',
    owner: 'mateo',
    viewport: SHORT_PHONE,
    theme: 'light',
    take: async ({ page, url }) => {
      await page.goto(url)
      await page.getByRole('button', { name: 'Menú' }).click()
      await expect(page.getByRole('list', { name: 'Idioma' })).toBeVisible()
    },
  },
  ...(['dark', 'light'] as const).flatMap((theme): Shot[] => [
    {
      file: `docs/languages/ar-${theme}-1280.png`,
      owner: 'placeholder',
      everyLanguage: true,
      viewport: DESKTOP,
      theme,
      take: async ({ page, url }) => {
        await page.goto(`${url}/ar/`)
      },
    },
    {
      file: `docs/languages/ar-${theme}-375.png`,
      owner: 'placeholder',
      everyLanguage: true,
      viewport: SHORT_PHONE,
      theme,
      take: async ({ page, url }) => {
        await page.goto(`${url}/ar/`)
      },
    },
  ]),
]

export const SHOTS: readonly Shot[] = [
  { file: 'docs/home-dark.png', owner: 'placeholder', viewport: DESKTOP, theme: 'dark' },
  {
    file: 'docs/chat-suggestions.png',
    owner: 'placeholder',
    viewport: DESKTOP,
    theme: 'dark',
    take: async ({ page, url }) => {
      await openChatAt(page, url)
      await expect(
        panel(page).getByRole('list', { name: 'Suggested questions' }).getByRole('button').first(),
      ).toBeVisible()
    },
  },
  {
    file: 'docs/chat-light-phone.png',
    owner: 'placeholder',
    viewport: PHONE,
    theme: 'light',
    take: (context) =>
      askAndWait(
        context,
        `Where does ${firstName(context.profile)} work now, and how do I reach her?`,
        experienceAndContact(context.profile),
      ),
  },
  {
    file: 'docs/chat-streaming-phone.png',
    owner: 'placeholder',
    viewport: SHORT_PHONE,
    theme: 'light',
    take: async ({ page, url, profile, answer }) => {
      await openChatAt(page, url)
      // The first paragraph has arrived; the rest is still on its way (the stream stays open).
      const [first = ''] = experienceAndContact(profile).split('\n\n')
      answer({ kind: 'reply', pieces: splitReply(`${first}\n\n`), end: 'hang' })
      await ask(page, `What does ${firstName(profile)} do now?`)
      await expect(panel(page).locator('[data-streaming]')).toBeVisible()
      await expect(panel(page).getByRole('log')).toContainText(first.slice(-20))
    },
  },
  {
    file: 'docs/job-fit-dark.png',
    owner: 'placeholder',
    viewport: DESKTOP,
    theme: 'dark',
    take: (context) => jobFit(context, 'top'),
  },
  {
    file: 'docs/job-fit-light-phone.png',
    owner: 'placeholder',
    viewport: SHORT_PHONE,
    theme: 'light',
    take: (context) => jobFit(context, 'bottom'),
  },
  ...lookGallery,
  ...ownerShots,
  {
    file: 'docs/writing/post-dark-1280.png',
    owner: 'mateo',
    viewport: DESKTOP,
    theme: 'dark',
    fullPage: true,
    take: async ({ page, url }) => {
      await page.goto(`${url}/en/writing/idempotent-consumers`)
    },
  },
  {
    file: 'docs/writing/writing-light-375.png',
    owner: 'mateo',
    viewport: SHORT_PHONE,
    theme: 'light',
    fullPage: true,
    take: async ({ page, url }) => {
      await page.goto(`${url}/en/writing`)
    },
  },
  ...languageShots,
]
