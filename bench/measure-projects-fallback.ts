// `npx tsx bench/measure-projects-fallback.ts` (after `npm run build`): how soon after the page starts
// loading the projects section shows the eight samples and the note when GitHub cannot be reached.
// Production server, Chromium, placeholder content. Prints milliseconds from navigation start.
import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { freePort } from '../tests/support/ports.ts'
import { startServer } from '../tests/support/server.ts'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.ts'

const RUNS = Number(process.env.RUNS ?? 7)

/** A server that accepts connections and never says a word: GitHub (or DNS) hanging. */
async function silentServer(): Promise<Server> {
  const server = createServer(() => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const silent = await silentServer()
const scenarios: { name: string; env: Record<string, string> }[] = [
  {
    name: 'GITHUB_API_BASE_URL = a refusing 127.0.0.1 port',
    env: { GITHUB_API_BASE_URL: `http://127.0.0.1:${await freePort()}` },
  },
  { name: 'default https://api.github.com (no network here)', env: {} },
  {
    name: 'GITHUB_API_BASE_URL = a 127.0.0.1 port that never answers',
    env: { GITHUB_API_BASE_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
  },
]

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: CHROMIUM_FLAGS,
})

// A string, not a function: tsx would wrap a function's inner names in helpers the page does not have.
const WATCH_FOR_SAMPLES = `
  const observer = new MutationObserver(() => {
    const section = document.querySelector('#projects')
    const status = section?.querySelector('[role="status"]')?.textContent ?? ''
    const cards = section?.querySelectorAll('ul[aria-label="Projects"] > li h3').length ?? 0
    if (status.includes('Showing sample projects') && cards === 8) {
      window.shownAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
`

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

for (const scenario of scenarios) {
  const server = await startServer(scenario.env)
  const shown: number[] = []
  const loads: number[] = []
  const apiStarts: number[] = []
  const apiEnds: number[] = []
  const domReady: number[] = []
  let note = ''
  for (let run = 0; run < RUNS; run++) {
    // Run 0 comes right after the server started: its own first call to GitHub may still be under way.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript(WATCH_FOR_SAMPLES)
    const page = await context.newPage()
    await page.goto(server.url)
    await page.waitForFunction(() => 'shownAt' in window, undefined, { timeout: 20_000 })
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const api = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/api/projects')) as PerformanceResourceTiming
      return {
        shownAt: (window as unknown as { shownAt: number }).shownAt,
        load: nav.loadEventEnd,
        apiStart: api.startTime,
        apiEnd: api.responseEnd,
        domContentLoaded: nav.domContentLoadedEventEnd,
        note: document.querySelector('#projects [role="status"]')?.textContent ?? '',
      }
    })
    shown.push(timing.shownAt)
    loads.push(timing.load)
    apiStarts.push(timing.apiStart)
    apiEnds.push(timing.apiEnd)
    domReady.push(timing.domContentLoaded)
    note = timing.note
    await context.close()
  }
  await server.stop()
  console.log(`\n${scenario.name}`)
  console.log(`  note: ${JSON.stringify(note)}`)
  console.log(
    `  samples + note shown, ms after navigation start: ${shown.map(Math.round).join(', ')}`,
  )
  console.log(
    `  median ${Math.round(median(shown))} ms, worst ${Math.round(Math.max(...shown))} ms`,
  )
  console.log(
    `  medians: /api/projects requested at ${Math.round(median(apiStarts))} ms, answered at ${Math.round(median(apiEnds))} ms; DOMContentLoaded ${Math.round(median(domReady))} ms; load ${Math.round(median(loads))} ms`,
  )
}

await browser.close()
silent.close()
