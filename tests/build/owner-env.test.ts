// .env works for the build as the README says: SITE_URL (and the build's other variables) from .env reach
// the pages, a variable already in the environment wins, and the build says which SITE_URL it used.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadOwnerEnv, siteUrlOrigin } from '../../tooling/builder/owner-env'
import { freePort } from '../support/ports'
import { copyProject } from '../support/project-copy'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  vi.unstubAllEnvs()
})

async function envFile(text: string) {
  const dir = await mkdtemp(join(tmpdir(), 'owner-env-'))
  folders.push(dir)
  await writeFile(join(dir, '.env'), text)
  return join(dir, '.env')
}

describe('loadOwnerEnv', () => {
  it('sets what the file holds, under what the environment already has', async () => {
    vi.stubEnv('SITE_URL', undefined)
    vi.stubEnv('GITHUB_TOKEN', 'from-the-environment')
    const file = await envFile('SITE_URL=https://from-file.example\nGITHUB_TOKEN=from-the-file\n')
    const fromFile = loadOwnerEnv(file)
    expect(process.env.SITE_URL).toBe('https://from-file.example')
    expect(process.env.GITHUB_TOKEN).toBe('from-the-environment')
    expect([...fromFile]).toEqual(['SITE_URL'])
    expect(siteUrlOrigin(fromFile)).toBe('from .env')
    expect(siteUrlOrigin(new Set())).toBe('from the environment')
  })

  it('without a file sets nothing, and the default SITE_URL says where to set it', () => {
    vi.stubEnv('SITE_URL', undefined)
    expect(loadOwnerEnv(join(tmpdir(), 'no-such-folder', '.env')).size).toBe(0)
    expect(siteUrlOrigin(new Set())).toMatch(/^not set, the default: set SITE_URL in \.env/)
  })
})

it('npm run build reads SITE_URL from .env: it reaches the canonical link, and the build says so', async () => {
  const dir = await copyProject()
  folders.push(dir)
  // GitHub's address too, so nothing leaves the machine: the build reads every variable from the file.
  await writeFile(
    join(dir, '.env'),
    `SITE_URL=https://owner-from-dotenv.example\nGITHUB_API_BASE_URL=http://127.0.0.1:${await freePort()}\n`,
  )
  const build = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'tooling/builder/build.ts'],
    {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  expect(await new Promise((done) => build.once('exit', done)), output).toBe(0)
  expect(output).toContain('SITE_URL: https://owner-from-dotenv.example (from .env)')
  const home = await readFile(join(dir, 'dist/client/index.html'), 'utf8')
  expect(home).toContain('<link rel="canonical" href="https://owner-from-dotenv.example/"')
}, 300_000)
