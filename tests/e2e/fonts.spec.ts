// The self-hosted fonts (tooling/vite/text-fonts.ts): asked for early, from this site only, and arriving late
// moves nothing on the page. Their bytes are a budget in budgets.spec.ts.
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const

/** The families the page's text is drawn in, with the state of their files, once they have settled. */
const fontStates = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((face) => face.status !== 'unloaded')
      .map((face) => `${face.family.replace(/"/g, '')} ${face.status}`)
  })

test('the text font is preloaded, every font comes from this site, and the page is drawn in them', async ({
  page,
  server,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  await page.goto(server.url, { waitUntil: 'networkidle' })

  const preload = page.locator('head link[rel="preload"][as="font"]')
  await expect(preload).toHaveCount(1)
  await expect(preload).toHaveAttribute('type', 'font/woff2')
  await expect(preload).toHaveAttribute('crossorigin', '')
  const preloaded = new URL((await preload.getAttribute('href'))!, server.url).href

  expect(fonts).toContain(preloaded)
  expect(fonts.filter((url) => new URL(url).origin !== new URL(server.url).origin)).toEqual([])
  const states = await fontStates(page)
  expect(states).toContain('Inter loaded')
  expect(states.filter((state) => !state.endsWith(' loaded'))).toEqual([])
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter,/)
  // Every file the page asks for is a subset of ours, never a whole font package file.
  for (const url of new Set(fonts)) {
    const response = await page.request.get(url)
    expect(response.headers()['content-type']).toBe('font/woff2')
    expect((await response.body()).length, url).toBeLessThan(20_000)
  }
})

test('every page asks for the text font right after its stylesheet, before any script', async ({
  request,
  server,
}) => {
  for (const path of ['/', '/resume', '/no-such-page']) {
    const html = await (await request.get(`${server.url}${path}`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const tags = [...head.matchAll(/<(link|script)\b[^>]*>/g)].map(([tag]) => tag)
    const stylesheet = tags.findIndex((tag) => tag.includes('rel="stylesheet"'))
    expect(tags[stylesheet + 1], path).toMatch(/^<link rel="preload" href="[^"]+\.woff2" as="font"/)
    const firstScript = tags.findIndex((tag) => /^<script type="module"|modulepreload/.test(tag))
    expect(firstScript, path).toBeGreaterThan(stylesheet + 1)
  }
})

for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
  test(`on a ${name}, nothing moves when the fonts arrive after the page is drawn`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = []
      ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          sources?: { node?: Node | null }[]
        })[]) {
          shifts.push({
            value: entry.value,
            nodes: (entry.sources ?? []).map((source) =>
              source.node instanceof Element
                ? source.node.outerHTML.slice(0, 80)
                : (source.node?.nodeName ?? '?'),
            ),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // Our own server's font files are held back until the page has been drawn in the fallback.
    const held: Route[] = []
    await page.route('**/*.woff2', (route) => {
      held.push(route)
    })
    // Not until `load`: a preloaded file that is held back holds the load event back too.
    await page.goto(server.url, { waitUntil: 'commit' })
    await page.waitForFunction(() =>
      performance.getEntriesByName('first-contentful-paint').some(Boolean),
    )
    expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(false)
    await expect.poll(() => held.length).toBeGreaterThan(0)

    for (const route of held) await route.continue()
    await page.unroute('**/*.woff2')
    await expect.poll(() => fontStates(page)).toContain('Inter loaded')
    // The frame after the swap is laid out and any shift in it reported.
    const shifts = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { shifts: unknown[] }).shifts),
            ),
          ),
        ),
    )
    await context.close()
    expect(shifts).toEqual([])
  })
}
