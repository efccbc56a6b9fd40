import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const [theme, width, ...ids] = process.argv.slice(2)
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, reducedMotion: 'reduce' })
await page.addInitScript(t => localStorage.setItem('theme', t), theme)
await page.goto('http://localhost:4173/', { waitUntil: 'networkidle' })
for (const id of ids) {
  const el = page.locator('#' + id)
  await el.scrollIntoViewIfNeeded()
  await page.waitForTimeout(400)
  await el.screenshot({ path: `/tmp/shots/sec-${id}-${theme}-${width}.png` })
}
await browser.close()
