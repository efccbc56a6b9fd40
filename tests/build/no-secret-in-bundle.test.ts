// The Gemini key lives only on the server. This builds the browser bundle with a sentinel key in the
// environment and in `.env`, with an extra entry that reads it, and checks no output file contains it.
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGES } from '../../src/core/pages'

const root = fileURLToPath(new URL('../..', import.meta.url))
const probe = fileURLToPath(new URL('./key-probe.ts', import.meta.url))
const SENTINEL = `AIzaSySentinel${randomBytes(12).toString('hex')}`
const PUBLIC_MARKER = `public-marker-${randomBytes(6).toString('hex')}`
const KEY_NAMES = ['GEMINI_API_KEY', 'VITE_GEMINI_API_KEY'] as const

let workDir: string
let envDir: string
const saved: Record<string, string | undefined> = {}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const files = await filesUnder(dir)
  const hits = await Promise.all(
    files.map(async (file) => ((await readFile(file)).includes(needle) ? file : undefined)),
  )
  return hits.filter((file): file is string => file !== undefined)
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portfolio-secret-'))
  envDir = join(workDir, 'env')
  await mkdir(envDir)
  const lines = [
    ...KEY_NAMES.map((name) => `${name}=${SENTINEL}`),
    `PORTFOLIO_PUBLIC_PROBE=${PUBLIC_MARKER}`,
  ]
  await writeFile(join(envDir, '.env'), `${lines.join('\n')}\n`)
  await writeFile(join(envDir, '.env.production'), `${lines.slice(0, 2).join('\n')}\n`)
  for (const name of KEY_NAMES) {
    saved[name] = process.env[name]
    process.env[name] = SENTINEL
  }
})

afterAll(async () => {
  const { GEMINI_API_KEY, VITE_GEMINI_API_KEY } = saved
  if (GEMINI_API_KEY === undefined) delete process.env.GEMINI_API_KEY
  else process.env.GEMINI_API_KEY = GEMINI_API_KEY
  if (VITE_GEMINI_API_KEY === undefined) delete process.env.VITE_GEMINI_API_KEY
  else process.env.VITE_GEMINI_API_KEY = VITE_GEMINI_API_KEY
  await rm(workDir, { recursive: true, force: true })
})

describe('the browser build never contains the Gemini key', () => {
  it('the probe leaks the key when VITE_ variables are exposed (so the check below can fail)', async () => {
    const outDir = join(workDir, 'control')
    await build({
      configFile: false,
      root,
      envDir,
      envPrefix: 'VITE_',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, rolldownOptions: { input: { probe } } },
    })
    expect(await filesContaining(outDir, SENTINEL)).not.toEqual([])
  })

  it('the site build, with the probe as an extra entry, has no file containing it', async () => {
    const outDir = join(workDir, 'client')
    await build({
      configFile: join(root, 'vite.config.ts'),
      root,
      envDir,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        // Every page template, as tooling/builder/build.ts builds them, and the probe.
        rolldownOptions: {
          input: {
            probe,
            ...Object.fromEntries(
              Object.values(PAGES).map(({ template }) => [template, join(root, template)]),
            ),
          },
        },
      },
    })
    const files = await filesUnder(outDir)
    // The build is real: the pages and the probe are there, and public variables do get through.
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true)
    expect(await filesContaining(outDir, PUBLIC_MARKER)).not.toEqual([])
    expect(await filesContaining(outDir, SENTINEL)).toEqual([])
  }, 60_000) // a whole Vite build: seconds on a quiet machine, more on a busy shared one
})
