// `npm test`: every test, in order: unit, component and server tests (Vitest), then a production build,
// the end-to-end tests in Chromium (Playwright) and the light load profile. Prints one summary at the end.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { NO_CHROMIUM_MESSAGE, chromiumPath } from './chromium.ts'

// Stop before anything runs rather than after a minute of unit tests.
if (!chromiumPath) {
  console.error(NO_CHROMIUM_MESSAGE)
  process.exit(1)
}

const resultsDir = 'test-results'
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })
const vitestJson = join(resultsDir, 'vitest.json')
const playwrightJson = join(resultsDir, 'playwright.json')

function run(command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
}

type Counts = { passed: number; failed: number; skipped: number }

function vitestCounts(): Counts | undefined {
  if (!existsSync(vitestJson)) return undefined
  const report = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

function playwrightCounts(): Counts | undefined {
  if (!existsSync(playwrightJson)) return undefined
  const report = JSON.parse(readFileSync(playwrightJson, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  }
}

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
])
// Read now: Playwright empties test-results/ when it starts.
const unit = vitestCounts() ?? { passed: 0, failed: 1, skipped: 0 }
const buildStatus = run('npm', ['run', 'build'])
const e2eStatus =
  buildStatus === 0
    ? run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson })
    : 1

const e2e = playwrightCounts() ?? { passed: 0, failed: 1, skipped: 0 }
// The light profile of `npm run test:load`: errors, non-2xx answers and memory growth under load.
const loadStatus = buildStatus === 0 ? run('npx', ['tsx', 'scripts/load-test.ts', '--light']) : 1
const load: Counts = {
  passed: loadStatus === 0 ? 1 : 0,
  failed: loadStatus === 0 ? 0 : 1,
  skipped: 0,
}
const total: Counts = {
  passed: unit.passed + e2e.passed + load.passed,
  failed:
    unit.failed +
    e2e.failed +
    load.failed +
    (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) +
    (buildStatus !== 0 ? 1 : 0),
  skipped: unit.skipped + e2e.skipped,
}
const line = (counts: Counts) =>
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`

console.log('\nSummary')
console.log(`  unit, component and server (Vitest): ${line(unit)}`)
console.log(`  build: ${buildStatus === 0 ? 'ok' : 'FAILED'}`)
console.log(`  end-to-end (Playwright, Chromium): ${line(e2e)}`)
console.log(`  load (light profile): ${line(load)}`)
console.log(`tests: ${line(total)}`)

// A skipped test is a defect here: it fails the run like a failed one.
process.exit(
  unitStatus || buildStatus || e2eStatus || loadStatus || total.failed || total.skipped ? 1 : 0,
)
