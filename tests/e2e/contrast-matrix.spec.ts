// Contrast is a checked property of every look: axe with every rule (colour contrast included) on `/`,
// `/resume` and the 404 page in every preset, its colour contrast in both themes and several accents, and
// with the chat panel open. A preset and an accent are only attributes of <html> read by CSS (src/content/look.ts), so one
// built page shows them all: the test switches the attributes, as the build would have written them.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { CHAT_PANEL_ID } from '@/client/chat/chat-panel-id'
import { PRESETS, type AccentName } from '@/content/look'
import { openChatAt, panel } from '../support/chat'
import { t } from '../support/words'
import { expect, test } from './fixtures'
import { EVERY_RULE, setLook } from './support/look'
import { settled } from './support/page'

// Each test in the dark theme runs axe with every rule over a whole page once, then its colour rule alone
// for two more accents; in the light theme the colour rule alone for all three. An accent and a theme
// change nothing but colours, so the other rules would find the same for them. That is still 10 to 60 s a
// test on a busy 2-core machine, where the default 30 s would catch slowness rather than a hang.
test.describe.configure({ timeout: 90_000 })

const PAGES = [
  ['home', '/'],
  ['resume', '/resume'],
  ['404', '/no/such/page'],
] as const
const THEMES = ['dark', 'light'] as const
// The default, the one with the least room in the light theme (amber) and a cool one.
const ACCENTS: readonly AccentName[] = ['indigo', 'amber', 'teal']
/** Whether a theme's run has every rule for the first accent: the dark one's. */
const everyRuleIn = (theme: (typeof THEMES)[number]) => theme === THEMES[0]
const accentRuns = (theme: (typeof THEMES)[number]) =>
  everyRuleIn(theme)
    ? `every rule in ${ACCENTS[0]}, colour contrast in ${ACCENTS.slice(1).join(' and ')}`
    : `colour contrast in ${ACCENTS.join(', ')}`

/**
 * What axe finds: with every rule when `everyRule`, otherwise with the colour rule alone; in the element
 * `within` selects, or the whole page.
 */
async function violations(page: Page, everyRule: boolean, within?: string) {
  const axe = within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page })
  const { violations } = await (
    everyRule ? axe.options({ rules: EVERY_RULE }) : axe.withRules(['color-contrast'])
  ).analyze()
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }))
}

/**
 * The contrast of an element's text with the colour behind it: its own background and its ancestors'
 * painted over one another (translucent ones included, which axe cannot always judge: it left the
 * selected filter's one-digit count, white on a 20 % white tint over the accent, 4.19:1, as "incomplete").
 * Only for text on plain colours, not on gradients or images.
 */
function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const layers: string[] = []
    for (let at: Element | null = node; at; at = at.parentElement)
      layers.unshift(getComputedStyle(at).backgroundColor)
    const canvas = new OffscreenCanvas(1, 1)
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('no 2d canvas')
    const paint = (colours: string[]) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, 1, 1)
      for (const colour of colours) {
        context.fillStyle = colour
        context.fillRect(0, 0, 1, 1)
      }
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
      const channel = (value: number) => {
        const v = value / 255
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const background = paint(layers)
    const text = paint([...layers, getComputedStyle(node).color])
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05)
  })
}

/** Text in the accent, or on it, that the accent decides the contrast of. */
function accentText(page: Page): Array<[string, Locator]> {
  const selected = page.locator('#projects button[aria-pressed="true"]')
  const about = page.locator('#about')
  return [
    ['the selected filter', selected],
    ['its count', selected.locator('span')],
    ['the Current badge', about.getByText(t.about.current, { exact: true }).first()],
    ['a primary button', page.locator('#contact').getByRole('link', { name: t.contact.sendEmail })],
    [
      "a skill's expertise",
      page.locator('#skills li span.text-accent:not([data-skill-initial])').first(),
    ],
  ]
}

async function lowContrast(checks: Array<[string, Locator]>): Promise<string[]> {
  const low: string[] = []
  for (const [name, element] of checks) {
    if ((await element.count()) === 0) continue
    const ratio = await textContrast(element)
    if (ratio < 4.5) low.push(`${name}: ${ratio.toFixed(2)}:1`)
  }
  return low
}

async function open(page: Page, url: string, theme: (typeof THEMES)[number], chat = false) {
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  // Reduced motion keeps every section at full opacity, so axe reads all of the content (it skips what is
  // invisible, such as sections still waiting to fade in).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  if (chat) await openChatAt(page, url)
  else await page.goto(url)
  await settled(page)
  await expect(page.locator('html')).toHaveClass(theme)
}

for (const preset of PRESETS) {
  for (const theme of THEMES) {
    for (const [name, path] of PAGES) {
      test(`axe finds nothing on ${name}: ${preset}, ${theme}, ${accentRuns(theme)}`, async ({
        page,
        server,
      }) => {
        await open(page, `${server.url}${path}`, theme)
        const found: Record<string, unknown> = {}
        for (const accent of ACCENTS) {
          await setLook(page, { preset, accent })
          const seen = await violations(page, everyRuleIn(theme) && accent === ACCENTS[0])
          const low = name === 'home' ? await lowContrast(accentText(page)) : []
          if (seen.length || low.length) found[accent] = [...seen, ...low]
        }
        expect(found).toEqual({})
      })
    }

    // In the panel: the page behind it is the home page of the test above, and the whole page with the
    // panel open is accessibility.spec's, in the owner's own look.
    test(`axe finds nothing in the open chat panel: ${preset}, ${theme}, ${accentRuns(theme)}`, async ({
      page,
      server,
    }) => {
      await open(page, `${server.url}/`, theme, true)
      await expect(panel(page)).toBeVisible()
      const found: Record<string, unknown> = {}
      const header = panel(page).getByRole('heading').first()
      for (const accent of ACCENTS) {
        await setLook(page, { preset, accent })
        const seen = await violations(
          page,
          everyRuleIn(theme) && accent === ACCENTS[0],
          `#${CHAT_PANEL_ID}`,
        )
        const low = await lowContrast([['the chat header', header]])
        if (seen.length || low.length) found[accent] = [...seen, ...low]
      }
      expect(found).toEqual({})
    })
  }
}
