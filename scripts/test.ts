// `npm test`: every test, in order: unit, component and server tests (Vitest), then a production build,
// the end-to-end tests in Chromium (Playwright) and the light load profile. Prints one summary at the end.
// `npm test -- --no-unit` leaves Vitest out, for CI, which runs it on another Node just before.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { NO_CHROMIUM_MESSAGE, chromiumPath } from './chromium.ts'
import { ran, playwrightCounts, vitestCounts, type Counts } from './test-counts.ts'

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

const NOTHING_RAN = (why: string): Counts => ({
  passed: 0,
  failed: 1,
  skipped: 0,
  expected: 0,
  unloaded: [why],
})

const withUnit = !process.argv.includes('--no-unit')
const unitStatus = withUnit
  ? run('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ])
  : 0
// Read now: Playwright empties test-results/ when it starts.
const NONE: Counts = { passed: 0, failed: 0, skipped: 0, expected: 0, unloaded: [] }
const unit = withUnit ? (vitestCounts(vitestJson) ?? NOTHING_RAN('Vitest wrote no report')) : NONE
const buildStatus = run('npm', ['run', 'build'])
// No value of another example owner may be in the build (see tooling/checks/check-owner-leaks.ts).
const leakStatus =
  buildStatus === 0 ? run('npx', ['tsx', 'tooling/checks/check-owner-leaks.ts']) : 1
const e2eStatus =
  buildStatus === 0
    ? run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson })
    : 1

const e2e =
  playwrightCounts(playwrightJson) ??
  NOTHING_RAN(buildStatus === 0 ? 'Playwright wrote no report' : 'not run: the build failed')
// The light profile of `npm run test:load`: errors, non-2xx answers and memory growth under load.
const loadStatus = buildStatus === 0 ? run('npx', ['tsx', 'bench/load-test.ts', '--light']) : 1
const check = (status: number): Counts => ({
  passed: status === 0 ? 1 : 0,
  failed: status === 0 ? 0 : 1,
  skipped: 0,
  expected: 1,
  unloaded: [],
})
const load = check(loadStatus)
const leaks = check(leakStatus)
const parts = [unit, e2e, load, leaks]
const sum = (key: 'passed' | 'failed' | 'skipped' | 'expected') =>
  parts.reduce((total, counts) => total + counts[key], 0)
const total: Counts = {
  passed: sum('passed'),
  failed:
    sum('failed') +
    (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) +
    (e2eStatus !== 0 && e2e.failed === 0 && buildStatus === 0 ? 1 : 0) +
    (buildStatus !== 0 ? 1 : 0),
  skipped: sum('skipped'),
  expected: sum('expected'),
  unloaded: parts.flatMap((counts) => counts.unloaded),
}
// Tests run beside tests found: a run that stops early, or a file that never loads, shows here.
const line = (counts: Counts) =>
  `${ran(counts)} of ${counts.expected} run: ${counts.passed} passed, ${counts.failed} failed` +
  `${counts.skipped ? `, ${counts.skipped} skipped` : ''}` +
  `${counts.unloaded.length ? `, ${counts.unloaded.length} file(s) did not load` : ''}`

console.log('\nSummary')
console.log(
  `  unit, component and server (Vitest): ${withUnit ? line(unit) : 'left out (--no-unit)'}`,
)
console.log(`  build: ${buildStatus === 0 ? 'ok' : 'FAILED'}`)
console.log(`  no other owner's values in the build: ${leakStatus === 0 ? 'ok' : 'FAILED'}`)
console.log(`  end-to-end (Playwright, Chromium): ${line(e2e)}`)
console.log(`  load (light profile): ${line(load)}`)
for (const problem of total.unloaded) console.log(`  did not run: ${problem}`)
console.log(`tests: ${line(total)}`)

// A skipped test is a defect here: it fails the run like a failed one.
process.exit(
  unitStatus ||
    buildStatus ||
    leakStatus ||
    e2eStatus ||
    loadStatus ||
    total.failed ||
    total.skipped
    ? 1
    : 0,
)
