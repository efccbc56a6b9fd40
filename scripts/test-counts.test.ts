// `npm test`'s summary, from real Vitest reports: a test file that throws while loading is a failure
// with its error, and the tests that ran stand beside the tests that were found.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ran, vitestCounts } from './test-counts'

const folder = mkdtempSync(join(tmpdir(), 'test-counts-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function vitestReport(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text)
  const report = join(folder, 'report.json')
  spawnSync(
    process.execPath,
    [
      join(process.cwd(), 'node_modules/vitest/vitest.mjs'),
      'run',
      '--root',
      folder,
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { encoding: 'utf8', cwd: folder },
  )
  return vitestCounts(report)
}

describe('the summary of a Vitest run', () => {
  it('counts a file that fails to load as a failure, with its error, and its tests as not run', () => {
    const counts = vitestReport({
      'fine.test.ts':
        "import { it, expect } from 'vitest'\nit('a', () => expect(1).toBe(1))\nit('b', () => {})\n",
      'broken.test.ts':
        "import { it } from 'vitest'\nconst owner = {} as { education: Array<{ gpa: string }> }\nconst gpa = owner.education[1].gpa\nit('never runs', () => void gpa)\n",
    })
    expect(counts).toMatchObject({ passed: 2, failed: 1, skipped: 0, expected: 2 })
    expect(ran(counts!)).toBe(3)
    expect(counts?.unloaded).toHaveLength(1)
    expect(counts?.unloaded[0]).toMatch(/broken\.test\.ts: Cannot read properties of undefined/)
  }, 60_000)
})
