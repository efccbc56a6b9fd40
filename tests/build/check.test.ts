// `npm run check` as an owner runs it, in a copy of the project (tests/support/project-copy.ts) with a
// .env and a resume of the test's own: what its setup part finds (`--setup-only`), its exit code,
// `--online` against the model doubles over real HTTP, and the whole check (build, leak check, the pages
// in Chromium) straight after an import.
import { spawn } from 'node:child_process'
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profile as ines } from '../../examples/ines/profile'
import { profile as mateo } from '../../examples/mateo/profile'
import { profile as owner } from '@/content/profile'
import { ownResumePdf, resumeFileOf } from '../../tooling/builder/resume-file'
import { exampleFiles, exampleNames } from '../../scripts/example-files'
import { reply } from '../doubles/chat-model'
import { startAnthropicDouble, type AnthropicDouble } from '../doubles/anthropic/server'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { copyProject } from '../support/project-copy'

let dir: string
let gemini: GeminiDouble
let anthropic: AnthropicDouble
beforeAll(async () => {
  dir = await copyProject()
  gemini = await startGeminiDouble({ apiKey: 'check-test-key' })
  anthropic = await startAnthropicDouble({ apiKey: 'sk-ant-check-test' })
})
afterAll(async () => {
  await gemini?.close()
  await anthropic?.close()
  await rm(dir, { recursive: true, force: true })
})

/** Runs `script` in the copy with only PATH, HOME and `env`; its exit code and output. */
async function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((done) => child.once('exit', done))
  return { code, output }
}

/** The setup part of `npm run check`. */
const check = (args: string[] = [], env: Record<string, string> = {}) =>
  run('scripts/check.ts', ['--setup-only', ...args], env)

// What the content cannot change (the hosts' names, the model's answer) is tagged `any-owner`: it runs once,
// not again for each example owner (scripts/test-owners.ts).
const ANY_OWNER = { tags: ['any-owner'] }

describe('npm run check', () => {
  it('passes the content as it is, as a preview on this machine, and says what is off', async () => {
    const { code, output } = await check()
    expect(output).toContain('Nothing to fix.')
    // The owner's own PDF when public/ has one, otherwise the one rendered from the content.
    expect(output).toMatch(
      (await ownResumePdf(owner)).bytes
        ? /on +resume: your PDF, public\/resume\.pdf/
        : /on +resume: rendered from your content/,
    )
    expect(output).toMatch(/off +SITE_URL is not set/)
    expect(output).toMatch(/off +owner page and conversation log: off \(set OWNER_TOKEN/)
    expect(code).toBe(0)
  })

  it('a misspelt variable in .env, SITE_URL unset for the web and an example owner’s resume: each is named, and it exits 1', async () => {
    await writeFile(join(dir, '.env'), 'SITE_ULR=https://ada.dev\n')
    // Another example owner's resume, as their site renders it (whichever example is not the owner now).
    const [name, other] =
      owner.name === mateo.name ? (['ines', ines] as const) : (['mateo', mateo] as const)
    const theirs = await resumeFileOf({ ...other, resume: { ...other.resume, pdf: 'content' } })
    // The owner's own PDF, if they ship one, is put back after.
    const pdf = join(dir, 'public/resume.pdf')
    const own = await readFile(pdf).catch(() => undefined)
    await writeFile(pdf, theirs.bytes)
    try {
      const { code, output } = await check(['--host=static'])
      expect(output).toContain('.env: SITE_ULR is not a setting; did you mean SITE_URL?')
      expect(output).toContain('SITE_URL is not set: the canonical links')
      expect(output).toMatch(
        new RegExp(`public/resume\\.pdf is the example owner ${name}'s \\([^)]+\\), not yours`),
      )
      expect(output).toContain('3 to fix.')
      expect(code).toBe(1)
    } finally {
      await rm(join(dir, '.env'))
      await (own ? writeFile(pdf, own) : rm(pdf))
    }
  })

  it(
    'takes github-pages, the name of its deploy page, and static, its former name, as one host',
    ANY_OWNER,
    async () => {
      const env = { SITE_URL: 'https://ada.github.io/portfolio' }
      for (const name of ['github-pages', 'static']) {
        const { code, output } = await check([`--host=${name}`], env)
        expect(output, name).toContain('The setup for github-pages')
        expect(output, name).toMatch(/on +SITE_URL: https:\/\/ada\.github\.io\/portfolio$/m)
        expect(code, name).toBe(0)
      }
    },
  )

  it('an unknown host is refused with the hosts it knows', ANY_OWNER, async () => {
    const { code, output } = await check(['--host=heroku'])
    expect(output).toContain(
      '--host must be one of node, workers, netlify, vercel, github-pages, static',
    )
    expect(code).toBe(1)
  })

  it(
    '--online asks the model once, with one short question, and prints its answer',
    ANY_OWNER,
    async () => {
      gemini.enqueue(reply('OK'))
      const { code, output } = await check(['--online'], gemini.serverEnv)
      expect(output).toMatch(/on +online: gemini \([^)]+\) answered "OK"/)
      expect(code).toBe(0)
      expect(gemini.requests).toHaveLength(1)
      expect(gemini.requests[0]?.turns).toEqual([['visitor', 'Say OK.']])
    },
  )

  it('--online with a key the provider refuses says so, and exits 1', ANY_OWNER, async () => {
    const { code, output } = await check(['--online'], {
      ...gemini.serverEnv,
      GEMINI_API_KEY: 'a-key-it-does-not-know',
    })
    expect(output).toMatch(/FIX +online: gemini \([^)]+\) refused: invalid_key/)
    expect(code).toBe(1)
  })

  it(
    'names a missing ANTHROPIC_API_KEY when LLM_PROVIDER is anthropic, and exits 1',
    ANY_OWNER,
    async () => {
      const { code, output } = await check([], { LLM_PROVIDER: 'anthropic' })
      expect(output).toMatch(/FIX +ANTHROPIC_API_KEY is not set: LLM_PROVIDER is anthropic/)
      expect(code).toBe(1)
    },
  )

  it('--online asks Claude through the Messages API double', ANY_OWNER, async () => {
    anthropic.enqueue(reply('OK'))
    const { code, output } = await check(['--online'], anthropic.serverEnv)
    expect(output).toMatch(/on +assistant: Claude \(claude-haiku-4-5\)/)
    expect(output).toMatch(/on +online: anthropic \(claude-haiku-4-5\) answered "OK"/)
    expect(code).toBe(0)
  })

  it(
    'after an import, the whole check passes: the TODOs said, built, no example owner’s value or file, every page loads in Chromium',
    { tags: ['any-owner'], timeout: 300_000 },
    async () => {
      // As a new owner would: their JSON Resume (no image), imported over the template.
      const imported = await run('scripts/import-resume.ts', [
        resolve('tests/fixtures/new-owner.resume.json'),
        '--force',
      ])
      expect(imported.code, imported.output).toBe(0)
      const { code, output } = await run('scripts/check.ts')
      expect(output, output).toMatch(/warn +src\/content\/profile\.ts line \d+, TODO: intro: /)
      expect(output).toMatch(/on +build: made in/)
      expect(output).toMatch(/on +leak check: No other owner's values in dist\//)
      expect(output).toMatch(
        /on +pages in Chromium: \/, \/resume, .*\/a-page-that-does-not-exist load without an error/,
      )
      expect(output).toMatch(/Nothing to fix; checked in \d+ s\./)
      expect(code).toBe(0)
      // Nothing an example ships is left in public/, and so none is in the build.
      const built = await readdir(join(dir, 'dist/client'), { recursive: true })
      for (const file of exampleNames().flatMap((name) => exampleFiles(name)))
        if (file.target.startsWith('public/'))
          expect(built, file.target).not.toContain(file.target.slice('public/'.length))
    },
  )
})
