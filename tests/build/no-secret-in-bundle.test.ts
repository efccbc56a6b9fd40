// The Gemini key lives only on the server. This builds the browser bundle with a sentinel key in the
// environment and in `.env`, with an extra entry that reads it, and checks no output file contains it.
// The same build shows that no page's script carries a catalog of the interface's words: an island gets
// the texts it shows in its props, in the page's language, so a page ships its own language alone.
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGES } from '../../src/core/pages'
import { OWNER_PAGE } from '../../src/core/owner-page'
import { FALLBACK_ERROR, githubErrorText } from '../../src/core/projects'
import { CATALOGS, type Messages } from '../../src/i18n/catalog'

const root = fileURLToPath(new URL('../..', import.meta.url))
const probe = fileURLToPath(new URL('./key-probe.ts', import.meta.url))
const catalogProbe = fileURLToPath(new URL('./catalog-probe.ts', import.meta.url))
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
            'catalog-probe': catalogProbe,
            ...Object.fromEntries(
              [...Object.values(PAGES), OWNER_PAGE].map(({ template }) => [
                template,
                join(root, template),
              ]),
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

  it('nor any catalog of the interface’s words: an island gets its texts in its props', async () => {
    const scripts = (await filesUnder(join(workDir, 'client'))).filter((file) =>
      file.endsWith('.js'),
    )
    const probes = scripts.filter((file) => /\/catalog-probe-[\w-]+\.js$/.test(file))
    const pages = scripts.filter((file) => !probes.includes(file) && !/\/probe-/.test(file))
    expect(probes).toHaveLength(1)
    expect(pages.length).toBeGreaterThan(0)
    const bundled = (files: string[], text: string) =>
      Promise.all(files.map(async (file) => (await readFile(file, 'utf8')).includes(text)))
    // The server's words for a failed GitHub, which the projects island reads to say them in its
    // language, are part of the API, not of a catalog.
    const api = [FALLBACK_ERROR, githubErrorText(0).replace(/\d+$/, '')]
    // Each catalog's longer texts (a word or two could be anyone's: "Code", "Live").
    for (const [locale, catalog] of Object.entries(CATALOGS)) {
      const texts = textsOf(catalog).filter(
        (text) => Buffer.byteLength(text) >= 16 && !api.includes(text),
      )
      expect(texts.length).toBeGreaterThan(80)
      if (locale === 'en') expect(await bundled(probes, texts[0] ?? '')).toEqual([true])
      for (const text of texts) {
        expect((await bundled(pages, text)).some(Boolean), `${locale}: ${text}`).toBe(false)
      }
    }
  })
})

/** A catalog's texts, each cut at its `{values}` into the parts a script would hold as they are. */
function textsOf(messages: Messages | Messages[keyof Messages] | string): string[] {
  if (typeof messages === 'string') return messages.split(/\{\w+\}/)
  return Object.values(messages).flatMap((value) => textsOf(value as string))
}
