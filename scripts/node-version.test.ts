// The Node version check that each of npm's commands runs first: one line naming the Node it needs, on a
// Node that cannot run the project, before anything else runs.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }

const { satisfies, spoken } = createRequire(import.meta.url)('./node-version.cjs') as {
  satisfies: (version: string, range: string) => boolean
  spoken: (range: string) => string
}
const RANGE = '^22.22.2 || ^24.15.0 || >=26.0.0'

describe('satisfies: the engines range', () => {
  it.each([
    ['20.20.2', false],
    ['22.22.1', false],
    ['22.22.2', true],
    ['23.11.0', false],
    ['24.14.9', false],
    ['24.15.0', true],
    ['25.0.0', false],
    ['26.0.0', true],
    ['31.2.0', true],
  ])('%s: %s', (version, ok) => {
    expect(satisfies(version, RANGE)).toBe(ok)
  })

  it('reads as a person would say it', () => {
    expect(spoken(RANGE)).toBe('22.22.2+, 24.15.0+ or 26+')
  })
})

/** A Node on this machine that the project's engines refuse (CI's own Node is 20), if there is one. */
function oldNode(): string | undefined {
  const candidates = [
    ...(process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'node')),
    '/usr/bin/node',
    '/usr/local/bin/node',
  ]
  return candidates.find((node) => {
    if (!existsSync(node)) return false
    const version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' })
    return !satisfies(version.trim(), packageJson.engines.node)
  })
}

describe('on a Node that cannot run the project', () => {
  it('npm start says which Node it needs, in one line, and runs nothing else', () => {
    const old = oldNode()
    let run: ReturnType<typeof spawnSync>
    let version: string
    if (old && existsSync(join(dirname(old), 'npm'))) {
      // The real case: that Node's own npm, in this project.
      version = execFileSync(old, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
      run = spawnSync('npm', ['start', '--silent'], {
        env: { PATH: `${dirname(old)}${delimiter}${process.env.PATH ?? ''}` },
        encoding: 'utf8',
        // were the check to let it through, npm start would build and serve: stopped, and failed below
        timeout: 60_000,
      })
    } else {
      // Without an older Node here, this Node against engines it cannot meet, in a copy of the check.
      const dir = mkdtempSync(join(tmpdir(), 'node-version-'))
      mkdirSync(join(dir, 'scripts'))
      cpSync('scripts/node-version.cjs', join(dir, 'scripts/node-version.cjs'))
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=99.0.0' } }))
      version = process.versions.node
      run = spawnSync(process.execPath, ['scripts/node-version.cjs'], {
        cwd: dir,
        encoding: 'utf8',
      })
      rmSync(dir, { recursive: true, force: true })
    }
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(String(run.stderr).trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Node\\.js ${version.replace(/\./g, '\\.')} cannot run this project: it needs Node\\.js .+\\+`,
        ),
      ),
    ])
  })
})
