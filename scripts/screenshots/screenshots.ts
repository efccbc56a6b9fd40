// `npm run screenshots`: every screenshot in README.md and docs/ (the list is shots.ts), each from a fresh
// production build of the example owner it shows, served by the production server with the Gemini double
// answering, in Chromium. `npm run screenshots -- look` takes only the shots whose file names hold "look".
// The content is switched to each example in turn (npm run use-example) and back to the one it was, so
// it refuses to run unless src/content/profile.ts is an example's: your own content would be overwritten.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import type { Profile } from '../../src/content/schema.ts'
import { RENDER_LATER } from '../../src/client/lib/render-later.ts'
import { startGeminiDouble } from '../../tests/doubles/gemini/server.ts'
import { startServer } from '../../tests/support/server.ts'
import { LANGUAGES_SITE, buildLanguagesSite } from '../../tests/support/languages-site.ts'
import { startStaticServer } from '../../tests/support/static-server.ts'
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts'
import { SERVER_ENV, SHOTS, SHOTS_OWNER_TOKEN, type Owner, type Shot } from './shots.ts'
import { sqliteConversationLog } from '../../src/server/stores/sqlite/conversation-log.ts'
import { DEMO_BOUNDS, fillWithDemoMonth } from '../../tooling/vite/owner-demo-log.ts'

const profileOf = (owner: string) => join('examples', owner, 'profile.ts')
const owners = [...new Set(SHOTS.map((shot) => shot.owner))]
const content = readFileSync('src/content/profile.ts', 'utf8')
// The profile as shipped points at the placeholder example's (`export { profile } from '../../examples/…'`).
const pointedAt = /^export \{ profile \} from '\.\.\/\.\.\/examples\/([\w-]+)\/profile'$/m.exec(
  content,
)?.[1]
const current = owners.find(
  (owner) =>
    owner === pointedAt ||
    (existsSync(profileOf(owner)) && readFileSync(profileOf(owner), 'utf8') === content),
)
if (!current) {
  console.error(
    `src/content/profile.ts is not one of the examples (${owners.join(', ')}): npm run screenshots switches between them and would overwrite it. Commit your content, run npm run use-example -- placeholder, then try again.`,
  )
  process.exit(1)
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** Waits until the home page has laid out every section, the fonts are in and every image has loaded. */
async function settle(page: Page, fullPage: boolean) {
  await page.waitForFunction(
    (attribute) => !document.documentElement.hasAttribute(attribute),
    RENDER_LATER,
  )
  if (fullPage) {
    // Lazy images load as they near the window: pass over the whole page once.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += 600)
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  }
  // The images the picture shows: a lazy one far below the window never loads, so it is not waited for.
  await page.evaluate(async (whole) => {
    await document.fonts.ready
    const shown = [...document.images].filter(
      (image) => whole || image.getBoundingClientRect().top < window.innerHeight,
    )
    // A lazy image that has not started loading never decodes: ask for it now (the whole page's shot
    // hung on one below the window's last stop).
    for (const image of shown) if (!image.complete) image.loading = 'eager'
    await Promise.all(
      shown.map((image) => (image.complete ? null : image.decode().catch(() => {}))),
    )
  }, fullPage)
}

/**
 * Visits the site once so that every font face is in the browser's cache before the picture's visit: the
 * text face is font-display: optional, and on a busy machine it can miss the first paint, after which the
 * page keeps the fallback. A returning visitor's page, with the fonts, is what the pictures show.
 */
async function warmFonts(page: Page, url: string) {
  await page.goto(url)
  await page.evaluate(() =>
    Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))),
  )
}

/** A data folder whose conversation log holds the month `npm run dev` previews /owner with. */
async function demoDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'screenshots-owner-'))
  const log = sqliteConversationLog(dir, DEMO_BOUNDS)
  await fillWithDemoMonth(log)
  log.close()
  return dir
}

const filters = process.argv.slice(2)
const wanted = (shot: Shot) => filters.length === 0 || filters.some((f) => shot.file.includes(f))
// The current owner last, so dist/ ends with its build, and a run that needs only it switches nothing.
const order: Owner[] = [...owners.filter((owner) => owner !== current), current]
let shown: Owner = current
const written: string[] = []
const built: Owner[] = []
try {
  for (const owner of order) {
    const shots = SHOTS.filter((shot) => shot.owner === owner && wanted(shot))
    if (shots.length === 0) continue
    if (owner !== shown) run('npm', ['run', 'use-example', '--', owner])
    shown = owner
    run('npm', ['run', 'build'])
    built.push(owner)
    const { profile } = (await import(`../../${profileOf(owner)}`)) as { profile: Profile }
    const double = await startGeminiDouble({ apiKey: 'screenshots' })
    const server = await startServer({ ...double.serverEnv, ...SERVER_ENV[owner] })
    // The shots of every language: the owner's site in each, static, as a project site serves it.
    const everyLanguage = shots.some((shot) => shot.everyLanguage)
      ? await buildLanguagesSite({ SITE_URL: `http://127.0.0.1${LANGUAGES_SITE.base}` }).then(() =>
          startStaticServer(LANGUAGES_SITE.root, LANGUAGES_SITE.base),
        )
      : undefined
    // The owner page's shots: a second server with the page on and the dev preview's made-up month.
    const ownerServer = shots.some((shot) => shot.ownerPage)
      ? await startServer({
          ...double.serverEnv,
          ...SERVER_ENV[owner],
          OWNER_TOKEN: SHOTS_OWNER_TOKEN,
          DATA_DIR: await demoDataDir(),
        })
      : undefined
    const browser = await chromium.launch({
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: CHROMIUM_FLAGS,
    })
    try {
      for (const shot of shots) {
        // Reduced motion: every section shows at once, as on paper, and nothing is caught mid-fade.
        const context = await browser.newContext({
          viewport: shot.viewport,
          reducedMotion: 'reduce',
        })
        const page = await context.newPage()
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), shot.theme)
        const take = shot.take ?? (({ page, url }) => page.goto(url).then(() => {}))
        const url =
          (shot.everyLanguage ? everyLanguage : shot.ownerPage ? ownerServer : server)?.url ??
          server.url
        await warmFonts(page, url)
        await take({
          page,
          url,
          profile,
          answer: (...next) => double.enqueue(...next),
        })
        if (shot.preset)
          await page.evaluate(
            (preset) => (document.documentElement.dataset.preset = preset),
            shot.preset,
          )
        await settle(page, Boolean(shot.fullPage))
        mkdirSync(dirname(shot.file), { recursive: true })
        await page.screenshot({
          path: shot.file,
          fullPage: Boolean(shot.fullPage),
          animations: 'disabled',
          ...(shot.file.endsWith('.jpg') ? { type: 'jpeg', quality: 80 } : { type: 'png' }),
        })
        written.push(shot.file)
        console.log(`wrote ${shot.file}`)
        await context.close()
      }
    } finally {
      await browser.close()
      await server.stop()
      await ownerServer?.stop()
      await everyLanguage?.stop()
      await double.close()
    }
  }
} finally {
  if (shown !== current) run('npm', ['run', 'use-example', '--', current])
  // use-example copies an example's whole profile: the file goes back to what it was (the pointer).
  writeFileSync('src/content/profile.ts', content)
}
console.log(`${written.length} screenshots, from fresh builds of ${built.join(' and ')}.`)
