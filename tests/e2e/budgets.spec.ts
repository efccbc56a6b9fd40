// The size budgets, checked on every `npm test`: what the first view of `/` costs a visitor
// before any interaction. Sizes only: timings belong to `npm run bench`, never to a test.
import { readFileSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page, Response } from '@playwright/test'
import { expect, test } from './fixtures'

const KB = 1000
const BUDGET = {
  /** JavaScript loaded by `/` before any interaction, gzipped. */
  js: 85 * KB,
  /** CSS, gzipped. */
  css: 15 * KB,
  /** The web fonts the first view loads (WOFF2, compressed already). */
  fonts: 20 * KB,
  /** Everything the first view of `/` transfers (bodies as sent, plus headers), the resume PDF aside. */
  total: 150 * KB,
}

// A phone (Lighthouse's mobile screen) and a laptop: lazy images and media queries differ between them.
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/** Bytes on the wire for a file served with gzip, the encoding the budgets are written in. */
function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let size = 0
      response.on('data', (chunk: Buffer) => (size += chunk.length))
      response.on('end', () => resolve(size))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

type Loaded = { url: string; type: string; contentType: string; transferred: number }

/** Opens `/` in a fresh context and records every response until the network settles. */
async function firstView(page: Page, url: string): Promise<Loaded[]> {
  const responses: Response[] = []
  page.on('response', (response) => responses.push(response))
  await page.goto(url, { waitUntil: 'networkidle' })
  return Promise.all(
    responses.map(async (response) => {
      const sizes = await response.request().sizes()
      return {
        url: response.url(),
        type: response.request().resourceType(),
        contentType: response.headers()['content-type'] ?? '',
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
      }
    }),
  )
}

const list = (files: { url: string; bytes: number }[]) =>
  files.map((file) => `\n  ${kb(file.bytes).padStart(9)}  ${new URL(file.url).pathname}`).join('')

for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
  test(`the first view of / on a ${name} stays within the size budgets`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch })
    const page = await context.newPage()
    const loaded = await firstView(page, server.url)
    await context.close()

    const ofType = async (type: string) =>
      Promise.all(
        loaded
          .filter((file) => file.type === type)
          .map(async (file) => ({ url: file.url, bytes: await gzippedSize(file.url) })),
      )
    const sum = (files: { bytes: number }[]) => files.reduce((total, file) => total + file.bytes, 0)
    const scripts = await ofType('script')
    const styles = await ofType('stylesheet')
    const counted = loaded
      .filter((file) => !new URL(file.url).pathname.endsWith('.pdf'))
      .map((file) => ({ url: file.url, bytes: file.transferred }))
    const fonts = loaded
      .filter((file) => file.type === 'font')
      .map((file) => ({ url: file.url, bytes: file.transferred }))
    const js = sum(scripts)
    const css = sum(styles)
    const fontBytes = sum(fonts)
    const total = sum(counted)

    console.log(
      `first view of / on a ${name}: JS ${kb(js)} gzipped (${scripts.length} files), CSS ${kb(css)} gzipped, ` +
        `fonts ${kb(fontBytes)} (${fonts.length} files), ` +
        `${kb(total)} transferred in ${counted.length} requests`,
    )
    expect(
      js,
      `JS budget exceeded on a ${name}: / loads ${kb(js)} of JavaScript (gzipped) before any interaction; the budget is ${kb(BUDGET.js)}.${list(scripts)}`,
    ).toBeLessThanOrEqual(BUDGET.js)
    expect(
      css,
      `CSS budget exceeded on a ${name}: / loads ${kb(css)} of CSS (gzipped); the budget is ${kb(BUDGET.css)}.${list(styles)}`,
    ).toBeLessThanOrEqual(BUDGET.css)
    expect(
      fontBytes,
      `Font budget exceeded on a ${name}: / loads ${kb(fontBytes)} of fonts; the budget is ${kb(BUDGET.fonts)}.${list(fonts)}`,
    ).toBeLessThanOrEqual(BUDGET.fonts)
    expect(
      total,
      `Total transfer budget exceeded on a ${name}: the first view of / transfers ${kb(total)} (resume PDF aside); the budget is ${kb(BUDGET.total)}.${list(counted)}`,
    ).toBeLessThanOrEqual(BUDGET.total)
  })

  test(`the first view of / on a ${name} asks nothing of other sites, and its images are sized and modern`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch })
    const page = await context.newPage()
    const loaded = await firstView(page, server.url)

    const origin = new URL(server.url).origin
    const elsewhere = loaded.filter(
      (file) => !file.url.startsWith('data:') && new URL(file.url).origin !== origin,
    )
    expect(
      elsewhere.map((file) => file.url),
      'third-party requests on first load',
    ).toEqual([])

    const images = loaded.filter((file) => file.type === 'image')
    const oldFormats = images.filter(
      (file) => !/^image\/(svg\+xml|webp|avif)/.test(file.contentType),
    )
    expect(
      oldFormats.map((file) => `${new URL(file.url).pathname} (${file.contentType})`),
      'images in formats older than SVG, WebP or AVIF',
    ).toEqual([])

    const unsized = await page
      .locator('img')
      .evaluateAll((elements) =>
        elements
          .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
          .map((image) => image.outerHTML.slice(0, 120)),
      )
    expect(
      unsized,
      'images without width and height (they shift the layout when they load)',
    ).toEqual([])
    await context.close()
  })

  test(`nothing shifts while / loads on a ${name}`, async ({ browser, server }) => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch })
    const page = await context.newPage()
    await page.goto(server.url, { waitUntil: 'networkidle' })
    // Every layout shift since navigation, as Cumulative Layout Shift counts them (none follow input here).
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {})
      observer.observe({ type: 'layout-shift', buffered: true })
      return observer.takeRecords().map((entry) => {
        const shift = entry as PerformanceEntry & {
          value: number
          sources?: { node?: Node | null }[]
        }
        const nodes = (shift.sources ?? []).map((source) =>
          source.node instanceof Element
            ? source.node.outerHTML.slice(0, 80)
            : (source.node?.nodeName ?? '?'),
        )
        return { value: shift.value, nodes }
      })
    })
    await context.close()
    const cls = shifts.reduce((total, shift) => total + shift.value, 0)
    // the layout-shift budget: CLS at most 0.01
    expect(
      cls,
      `layout shifts while / loads: ${JSON.stringify(shifts, null, 2)}`,
    ).toBeLessThanOrEqual(0.01)
  })
}

test('/ does not load the code of the other pages', async ({ page, server }) => {
  const entryOf = (template: string) =>
    /<script type="module"[^>]*src="([^"]+)"/.exec(
      readFileSync(new URL(`../../dist/client/${template}`, import.meta.url), 'utf8'),
    )?.[1]
  const others = ['resume.html', '404.html'].map(entryOf)
  expect(others.every(Boolean), 'each page has its own entry script').toBe(true)
  const loaded = await firstView(page, server.url)
  const paths = loaded.map((file) => new URL(file.url).pathname)
  for (const entry of others) expect(paths).not.toContain(entry)
})

test('only the HTML and the CSS hold back the first paint: the stylesheet first, scripts at low priority', async ({
  request,
  server,
}) => {
  for (const path of ['/', '/resume']) {
    const html = await (await request.get(`${server.url}${path}`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const stylesheet = head.indexOf('<link rel="stylesheet"')
    const scripts = [...head.matchAll(/<(script type="module"|link rel="modulepreload")[^>]*>/g)]
    expect(stylesheet, `${path} links a stylesheet`).toBeGreaterThan(0)
    expect(scripts.length, `${path} loads its island code`).toBeGreaterThan(0)
    for (const [tag] of scripts) {
      expect(tag, `${path}: ${tag}`).toContain('fetchpriority="low"')
      expect(head.indexOf(tag), `${path}: the stylesheet comes before ${tag}`).toBeGreaterThan(
        stylesheet,
      )
    }
  }
})

test('the hero does not move when the page arrives in two parts, cut inside the hero', async ({
  browser,
  server,
}) => {
  // A busy browser may paint whatever it has parsed; a pause in the HTML makes that happen every time.
  const html = await (await fetch(server.url)).text()
  const cut = html.indexOf('id="home-heading"')
  expect(cut, 'the hero heading is in the page').toBeGreaterThan(0)
  const proxy = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.write(html.slice(0, cut))
      setTimeout(() => response.end(html.slice(cut)), 400)
      return
    }
    const upstream = httpRequest(
      `${server.url}${request.url}`,
      { headers: request.headers },
      (r) => {
        response.writeHead(r.statusCode ?? 502, r.headers)
        r.pipe(response)
      },
    )
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' })
  const shifts = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    return observer
      .takeRecords()
      .map((entry) => (entry as PerformanceEntry & { value: number }).value)
  })
  await context.close()
  await new Promise((resolve) => proxy.close(resolve))
  expect(shifts).toEqual([])
})
