// One Lighthouse run in the tests' Chromium, with Lighthouse's default mobile settings, and the figures
// the reports read from a result. Shared by `npm run bench` and `npm run bench:compare`.
import { launch } from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.ts'

export type { LighthouseResult }

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export const chromePath = chromiumPath
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS]

// On a busy machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is redone.
const ATTEMPTS = 3

export async function lighthouseRun(
  url: string,
  categories: readonly string[] = CATEGORIES,
  attempt = 1,
): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const failure = result.lhr.runtimeError
    if (!failure) return result.lhr
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`)
    process.stdout.write(`(${failure.code}, again) `)
  } finally {
    chrome.kill()
  }
  return lighthouseRun(url, categories, attempt + 1)
}

export const score = (lhr: LighthouseResult, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100)

export const numeric = (lhr: LighthouseResult, audit: string) =>
  lhr.audits[audit]?.numericValue ?? NaN

type SummaryItem = { resourceType: string; transferSize: number; requestCount: number }

/** Lighthouse's resource summary for one type (`total`, `script`, `font`, `image`, ...). */
export function resourceSummary(lhr: LighthouseResult, type: string): SummaryItem | undefined {
  const details = lhr.audits['resource-summary']?.details as { items?: SummaryItem[] } | undefined
  return details?.items?.find((item) => item.resourceType === type)
}

type WorkItem = { duration: number }

/** The main thread's work during the load, every kind summed: steadier than TBT, which counts only what
 * each long task has over 50 ms. */
export function mainThreadWork(lhr: LighthouseResult): number {
  const details = lhr.audits['mainthread-work-breakdown']?.details as
    { items?: WorkItem[] } | undefined
  return (details?.items ?? []).reduce((sum, item) => sum + item.duration, 0)
}
