// `npm start` rebuilds when what the site is built from is newer than the build.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildFreshness } from '../../tooling/builder/build-freshness.mjs'

let root: string
const write = (path: string, secondsAgo: number) => {
  const file = join(root, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, 'x')
  const when = new Date(Date.now() - secondsAgo * 1000)
  utimesSync(file, when, when)
}
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('buildFreshness', () => {
  it('no build: not built', () => {
    root = mkdtempSync(join(tmpdir(), 'fresh-'))
    write('src/content/profile.ts', 10)
    expect(buildFreshness(root)).toMatchObject({ built: false, stale: true })
  })

  it('a build newer than every input is fresh', () => {
    root = mkdtempSync(join(tmpdir(), 'fresh-'))
    write('src/content/profile.ts', 60)
    write('public/resume.pdf', 60)
    write('dist/server/node.js', 10)
    expect(buildFreshness(root)).toMatchObject({ built: true, stale: false })
  })

  it.each(['src/content/profile.ts', 'public/resume.pdf', 'src/client/sections/hero/hero.tsx'])(
    'an edit to %s after the build makes it stale, and names the file',
    (path) => {
      root = mkdtempSync(join(tmpdir(), 'fresh-'))
      write('src/core/seo.ts', 60)
      write('dist/server/node.js', 30)
      write(path, 5)
      expect(buildFreshness(root)).toMatchObject({
        built: true,
        stale: true,
        newest: { path },
      })
    },
  )

  it('a test file changes no page', () => {
    root = mkdtempSync(join(tmpdir(), 'fresh-'))
    write('src/core/seo.ts', 60)
    write('dist/server/node.js', 30)
    write('src/core/seo.test.ts', 5)
    expect(buildFreshness(root)).toMatchObject({ stale: false })
  })
})
