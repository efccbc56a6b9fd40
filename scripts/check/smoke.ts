// The smoke test of `npm run check`: the production build served by its own Node server, each page opened
// once in Chromium as a visitor would. It finds what a build cannot: a page that does not load, a script
// that throws, a file the page asks for that is missing, a policy that blocks something, and an
// assistant's button that opens nothing. Short on purpose: `npm test` is the full suite.
import { chromium, type Page } from '@playwright/test'
import { CHAT_PANEL_ID } from '../../src/client/chat/chat-panel-id.ts'
import type { Profile } from '../../src/content/schema.ts'
import { documentsOf } from '../../src/core/pages.ts'
import type { PostMeta } from '../../src/core/posts.ts'
import { startServer } from '../../tests/support/server.ts'
import { CHROMIUM_FLAGS, NO_CHROMIUM_MESSAGE, chromiumPath } from '../chromium.ts'

export type SmokeResult = { pages: string[]; problems: string[] }

const MISSING_PAGE = '/a-page-that-does-not-exist'

/** What went wrong on one page, as lines naming the page. */
async function visit(page: Page, url: string, path: string, expectedStatus: number) {
  const problems: string[] = []
  const say = (problem: string) => problems.push(`${path}: ${problem}`)
  page.removeAllListeners()
  page.on('pageerror', (error) => say(`script error: ${error.message.split('\n')[0]}`))
  page.on('console', (message) => {
    // The missing page's own 404, which it also logs (as the spec has it), is what it should do.
    const expected = expectedStatus === 404 && message.text().includes('404')
    if (message.type() === 'error' && !expected)
      say(`console error: ${message.text().split('\n')[0]}`)
  })
  page.on('response', (response) => {
    const own = response.url().startsWith(url)
    if (own && response.status() >= 400 && response.url() !== `${url}${path}`)
      say(`${response.status()} for ${response.url().slice(url.length)}`)
  })
  page.on('requestfailed', (request) => {
    // A request the page itself gave up on (the projects' fetch when the page moves on) is not a fault.
    if (request.url().startsWith(url) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      say(`${request.failure()?.errorText ?? 'failed'} for ${request.url().slice(url.length)}`)
  })
  const response = await page.goto(`${url}${path}`, { waitUntil: 'load' })
  if (response?.status() !== expectedStatus)
    say(`answered ${response?.status() ?? 'nothing'}, expected ${expectedStatus}`)
  if ((await page.locator('h1').count()) !== 1) say('has no single h1 heading')
  return problems
}

/** Opens the assistant's panel from its button, as a visitor's first click does. */
async function openAssistant(page: Page): Promise<string[]> {
  const button = page.locator('button[data-chat-launcher]')
  if ((await button.count()) === 0) return ['/: no assistant button']
  await button.click()
  try {
    await page.locator(`#${CHAT_PANEL_ID}`).waitFor({ state: 'visible', timeout: 10_000 })
    return []
  } catch {
    return ["/: the assistant's button opened no panel"]
  }
}

/**
 * Serves dist/ with the Node server (the owner's settings, from `env`) and opens every page of the site:
 * `/`, the resume, the writing pages and each post, and a missing page.
 */
export async function smokeTest(
  profile: Profile,
  posts: readonly PostMeta[],
  env: Record<string, string>,
): Promise<SmokeResult> {
  if (!chromiumPath) return { pages: [], problems: [NO_CHROMIUM_MESSAGE] }
  const paths = documentsOf({ posts }).flatMap((document) => (document.path ? [document.path] : []))
  const server = await startServer(env)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS })
  const problems: string[] = []
  try {
    const page = await browser.newPage()
    for (const path of paths) {
      problems.push(...(await visit(page, server.url, path, 200)))
      if (path !== '/') continue
      if (!(await page.title()).includes(profile.name))
        problems.push('/: the title does not name the owner')
      problems.push(...(await openAssistant(page)))
    }
    problems.push(...(await visit(page, server.url, MISSING_PAGE, 404)))
  } finally {
    await browser.close()
    await server.stop()
  }
  return { pages: [...paths, MISSING_PAGE], problems }
}
