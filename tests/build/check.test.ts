// `npm run check` as an owner runs it, in a copy of the project (tests/support/project-copy.ts) with a
// .env and a resume of the test's own: what it finds, its exit code, and `--online` against the model
// doubles over real HTTP.
import { spawn } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profile as mateo } from '../../examples/mateo/profile'
import { resumeFileOf } from '../../tooling/builder/resume-file'
import { reply } from '../doubles/chat-model'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { copyProject } from '../support/project-copy'

let dir: string
let gemini: GeminiDouble
beforeAll(async () => {
  dir = await copyProject()
  gemini = await startGeminiDouble({ apiKey: 'check-test-key' })
})
afterAll(async () => {
  await gemini?.close()
  await rm(dir, { recursive: true, force: true })
})

/** Runs `npm run check` in the copy with only PATH and `env`; its exit code and output. */
async function check(args: string[] = [], env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/check.ts', ...args],
    {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((done) => child.once('exit', done))
  return { code, output }
}

describe('npm run check', () => {
  it('passes the untouched template as a preview on this machine, and says what is off', async () => {
    const { code, output } = await check()
    expect(output).toContain('Nothing to fix.')
    expect(output).toMatch(/on +resume: rendered from your content/)
    expect(output).toMatch(/off +SITE_URL is not set/)
    expect(code).toBe(0)
  })

  it('a misspelt variable in .env, SITE_URL unset for the web and an example owner’s resume: each is named, and it exits 1', async () => {
    await writeFile(join(dir, '.env'), 'SITE_ULR=https://ada.dev\n')
    // Another owner's resume, as their site renders it.
    const theirs = await resumeFileOf({ ...mateo, resume: { ...mateo.resume, pdf: 'content' } })
    await writeFile(join(dir, 'public/resume.pdf'), theirs.bytes)
    try {
      const { code, output } = await check(['--host=static'])
      expect(output).toContain('.env: SITE_ULR is not a setting; did you mean SITE_URL?')
      expect(output).toContain('SITE_URL is not set: the canonical links')
      expect(output).toMatch(
        /public\/resume\.pdf is the example owner mateo's \([^)]+\), not yours/,
      )
      expect(output).toContain('3 to fix.')
      expect(code).toBe(1)
    } finally {
      await rm(join(dir, '.env'))
      await rm(join(dir, 'public/resume.pdf'))
    }
  })

  it('an unknown host is refused with the hosts it knows', async () => {
    const { code, output } = await check(['--host=heroku'])
    expect(output).toContain('--host must be one of node, workers, netlify, vercel, static')
    expect(code).toBe(1)
  })

  it('--online asks the model once, with one short question, and prints its answer', async () => {
    gemini.enqueue(reply('OK'))
    const { code, output } = await check(['--online'], gemini.serverEnv)
    expect(output).toMatch(/on +online: gemini \([^)]+\) answered "OK"/)
    expect(code).toBe(0)
    expect(gemini.requests).toHaveLength(1)
    expect(gemini.requests[0]?.turns).toEqual([['visitor', 'Say OK.']])
  })

  it('--online with a key the provider refuses says so, and exits 1', async () => {
    const { code, output } = await check(['--online'], {
      ...gemini.serverEnv,
      GEMINI_API_KEY: 'a-key-it-does-not-know',
    })
    expect(output).toMatch(/FIX +online: gemini \([^)]+\) refused: invalid_key/)
    expect(code).toBe(1)
  })
})
