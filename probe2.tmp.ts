import { chromium } from '@playwright/test'
import { startServer } from './tests/support/server'
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium'
const server = await startServer()
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await page.goto(server.url, { waitUntil: 'networkidle' })
console.log(await page.evaluate(`(async () => {
  await document.fonts.ready
  const text = document.querySelector('main').innerText.slice(0, 3000).replace(/\\s+/g, ' ')
  const out = {}
  const w = (family, weight) => { const span = document.createElement('span')
    span.style.cssText = 'font: ' + weight + ' 16px ' + family + '; white-space: nowrap; position: absolute; line-height: normal'
    span.textContent = text
    document.body.append(span)
    const r = span.getBoundingClientRect(); span.remove(); return [r.width, r.height] }
  for (const weight of [400, 500, 600, 700, 800]) {
    const [a, ah] = w('Inter', weight), [b, bh] = w("'Inter Fallback'", weight), [c, ch] = w("'JetBrains Mono'", weight), [d, dh] = w("'JetBrains Mono Fallback'", weight)
    out[weight] = { inter: (b / a).toFixed(4), ih: [ah, bh], mono: (d / c).toFixed(4), mh: [ch, dh] }
  }
  return out
})()`))
await browser.close(); await server.stop()
