// The Netlify host as Netlify runs it: `npm run build:netlify` builds the site and the function, and the
// built function's handler answers real Requests, asking the Gemini and GitHub doubles over HTTP. The CDN's
// side (the files and `_headers`) is read from the built site. (CI also runs `netlify build --offline`
// on it: .ci/hosts.sh.)
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profile } from '@/content/profile'
import { CHAT_API_PATH } from '@/core/chat'
import { githubUsernameOf } from '@/core/links'
import { PROJECTS_API_PATH, type ProjectsPayload } from '@/core/projects'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { OWNER_EXPECTED_ORDER, ownerRepos } from '../doubles/github/fixtures'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { questionRequest } from '../fixtures/questions'

const KEY = 'netlify-test-key'
const SITE = resolve('dist/netlify/site')
const FUNCTION = resolve('dist/netlify/functions/api/api.mjs')
const username = githubUsernameOf(profile)

type Handler = (
  request: Request,
  context?: { waitUntil?: (work: Promise<unknown>) => void },
) => Promise<Response>
let handler: Handler
let config: { path: string[] }
let gemini: GeminiDouble
let github: GithubDouble
const kept: Promise<unknown>[] = []
const call = (path: string, init: RequestInit = {}, ip = '198.51.100.4') =>
  handler(
    new Request(`https://portfolio.netlify.app${path}`, {
      ...init,
      headers: { 'x-nf-client-connection-ip': ip, ...(init.headers as Record<string, string>) },
    }),
    { waitUntil: (work) => void kept.push(work) },
  )

beforeAll(async () => {
  gemini = await startGeminiDouble({ apiKey: KEY })
  github = await startGithubDouble({
    users: username ? { [username]: ownerRepos({ login: username, id: 1 }) } : {},
  })
  execFileSync(process.execPath, ['--import', 'tsx', 'build/build-netlify.ts'], {
    env: { ...process.env, SITE_URL: 'https://portfolio.netlify.app' },
    stdio: 'pipe',
  })
  // Netlify gives the function the site's environment variables.
  Object.assign(process.env, {
    GEMINI_API_KEY: KEY,
    GEMINI_API_BASE_URL: gemini.url,
    GITHUB_API_BASE_URL: github.url,
    CHAT_LIMIT_PER_MINUTE: '2',
  })
  ;({ default: handler, config } = (await import(pathToFileURL(FUNCTION).href)) as {
    default: Handler
    config: { path: string[] }
  })
}, 120_000)
afterAll(async () => {
  await Promise.allSettled(kept)
  await gemini.close()
  await github.close()
})

describe('the Netlify Function', () => {
  it('answers /api/* and /healthz, and nothing else is routed to it', async () => {
    expect(config.path).toEqual(['/api/*', '/healthz'])
    const health = await call('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
  })

  it('answers an unknown API route with the JSON 404, with the security headers', async () => {
    const response = await call('/api/nothing')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API route.' },
    })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('asks the model through the same app: a chat through the Gemini double', async () => {
    const response = await call(CHAT_API_PATH, questionRequest())
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ reply: 'Hello from the Gemini double.' })
    expect(gemini.requests.at(-1)?.system).toContain(profile.name)
  })

  it('tells visitors apart by x-nf-client-connection-ip', async () => {
    const statuses = async (ip: string) => {
      const results: number[] = []
      for (let i = 0; i < 3; i++)
        results.push((await call(CHAT_API_PATH, questionRequest(), ip)).status)
      return results
    }
    expect(await statuses('203.0.113.9')).toEqual([200, 200, 429])
    expect(await statuses('203.0.113.10')).toEqual([200, 200, 429])
  })

  it('serves the projects from GitHub through the double', async () => {
    await expect
      .poll(
        async () => ((await (await call(PROJECTS_API_PATH)).json()) as ProjectsPayload).source,
        {
          timeout: 10_000,
        },
      )
      .toBe(username ? 'github' : 'samples')
    const payload = (await (await call(PROJECTS_API_PATH)).json()) as ProjectsPayload
    if (username) expect(payload.projects.map((p) => p.name)).toEqual(OWNER_EXPECTED_ORDER)
  })
})

describe("the CDN's side", () => {
  it('holds the pages and files, without the precompressed copies Netlify does not need', () => {
    for (const file of ['index.html', 'resume.html', '404.html', 'robots.txt', 'resume.pdf']) {
      expect(existsSync(join(SITE, file)), file).toBe(true)
    }
    expect(existsSync(join(SITE, 'index.html.br'))).toBe(false)
    expect(existsSync(join(SITE, '.assetsignore'))).toBe(false)
  })

  it("gives every file the server's security headers, the CSP with the pages' script hashes", () => {
    const headers = readFileSync(join(SITE, '_headers'), 'utf8')
    const html = readFileSync(join(SITE, 'index.html'), 'utf8')
    expect(headers.startsWith('/*\n')).toBe(true)
    expect(headers).toMatch(
      / {2}content-security-policy: default-src 'none'; script-src 'self' 'sha256-/,
    )
    expect(headers).toContain('  x-content-type-options: nosniff')
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
    // Netlify has no way to detach a header: no Cloudflare-only `!` lines.
    expect(headers).not.toMatch(/^ {2}! /m)
    expect(html).toContain('<script')
  })
})
