// Reads the test runners' JSON reports for `npm test`'s summary: how many tests ran beside how many were
// found, and the files that failed to load (their tests never ran, and each counts as a failure).
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

export type Counts = {
  passed: number
  failed: number
  skipped: number
  /** Tests the runner found (collected) in the files that loaded. */
  expected: number
  /** Files that failed to load: their tests never ran and are not in `expected` either. */
  unloaded: string[]
}

export const ran = (counts: Counts) => counts.passed + counts.failed + counts.skipped

export function vitestCounts(reportFile: string): Counts | undefined {
  if (!existsSync(reportFile)) return undefined
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numTotalTests: number
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: Array<{
      name: string
      status: string
      message?: string
      assertionResults: unknown[]
    }>
  }
  // A file that throws while loading reports no test at all, only its error: each is one failure.
  const unloaded = report.testResults
    .filter((file) => file.status === 'failed' && file.assertionResults.length === 0)
    .map((file) => `${relative(process.cwd(), file.name)}: ${firstLine(file.message)}`)
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloaded.length,
    skipped: report.numPendingTests + report.numTodoTests,
    expected: report.numTotalTests,
    unloaded,
  }
}

const firstLine = (message: string | undefined) =>
  (message ?? 'failed to load').trim().split('\n')[0] ?? 'failed to load'

type PlaywrightSuite = {
  file?: string
  specs?: Array<{ tests: Array<{ results: Array<{ status: string }> }> }>
  suites?: PlaywrightSuite[]
}

export function playwrightCounts(reportFile: string): Counts | undefined {
  if (!existsSync(reportFile)) return undefined
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    suites: PlaywrightSuite[]
    errors?: Array<{ message?: string; location?: { file?: string } }>
  }
  let collected = 0
  const count = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) collected += spec.tests.length
    suite.suites?.forEach(count)
  }
  report.suites.forEach(count)
  // A spec file that throws while loading is a top-level error, not a test.
  const unloaded = (report.errors ?? []).map(
    (error) =>
      `${error.location?.file ? `${relative(process.cwd(), error.location.file)}: ` : ''}${firstLine(error.message)}`,
  )
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + unloaded.length,
    skipped: report.stats.skipped,
    expected: collected,
    unloaded,
  }
}
