// What the tests of a host's built function share (tests/server/netlify.test.ts, vercel.test.ts): the
// host's build run as the host runs it, the function's environment pointing at the Gemini and GitHub
// doubles, and the checks every host's function must pass with real Requests.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { profile } from '@/content/profile'
import { CHAT_API_PATH, CHAT_MISSING_KEY_CODE } from '@/core/chat'
import { assistantOffWithoutRedis } from '@/server/hosts/hosts'
import { githubUsernameOf } from '@/core/links'
import { PROJECTS_API_PATH, type ProjectsPayload } from '@/core/projects'
import { OWNER_API_PATH, OWNER_PAGE } from '@/core/owner-page'
import { NOT_FOUND_FILE } from '@/core/pages'
import { inlineScriptHashes } from '@/server/csp'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { OWNER_EXPECTED_ORDER, ownerRepos } from '../doubles/github/fixtures'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { questionRequest } from '../fixtures/questions'
import { startRedis, type RunningRedis } from '../support/redis-server'

const KEY = 'host-function-test-key'
const OWNER_TOKEN = 'host-function-owner-token-0123456789abcdef'
/** The folder each host's CDN serves, as its build writes it. */
const CDN_FILES = { netlify: 'dist/netlify/site', vercel: '.vercel/output/static' }

/**
 * A copy of a built, self-contained function file, for a second module instance: a cold start with its
 * own app and memory (an import of the same file, even with a query, gives the same instance here).
 */
export function coldStartCopy(file: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'cold-start-')), basename(file))
  copyFileSync(file, copy)
  return pathToFileURL(copy).href
}

/** Sends a request to the function as the host would, from a visitor at `ip`. */
export type CallFunction = (path: string, init?: RequestInit, ip?: string) => Promise<Response>

/**
 * Builds with `script` (an npm script's file under build/), gives the function the environment its host
 * would (the doubles' addresses, a shared Redis, a per-minute limit of 2), then `load` starts it; the
 * shared checks follow. `load(true)` starts another instance of the function (a cold start), which
 * reads the environment anew.
 */
export function builtFunctionSuite(
  script: string,
  host: keyof typeof CDN_FILES,
  load: (coldStart?: boolean) => Promise<CallFunction>,
) {
  const site = CDN_FILES[host]
  const username = githubUsernameOf(profile)
  let gemini: GeminiDouble
  let github: GithubDouble
  let redis: RunningRedis
  let call: CallFunction

  beforeAll(async () => {
    gemini = await startGeminiDouble({ apiKey: KEY })
    redis = await startRedis()
    github = await startGithubDouble({
      users: username ? { [username]: ownerRepos({ login: username, id: 1 }) } : {},
    })
    execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' })
    Object.assign(process.env, {
      GEMINI_API_KEY: KEY,
      GEMINI_API_BASE_URL: gemini.url,
      GITHUB_API_BASE_URL: github.url,
      CHAT_LIMIT_PER_MINUTE: '2',
      REDIS_URL: redis.url,
    })
    call = await load()
  }, 120_000)
  afterAll(async () => {
    await gemini.close()
    await github.close()
    await redis.stop()
  })

  it('without REDIS_URL the assistant is off: the missing-configuration text, and one line at each cold start', async () => {
    const lines: string[] = []
    const console = vi.spyOn(globalThis.console, 'log').mockImplementation((line: string) => {
      lines.push(line)
    })
    const url = process.env.REDIS_URL
    delete process.env.REDIS_URL
    try {
      const coldStart = await load(true)
      const status = await coldStart(`${CHAT_API_PATH}/status`)
      // The spec's text for Gemini, the provider these functions are set up for.
      const missingKey = 'Gemini API key is missing or invalid. Please set VITE_GEMINI_API_KEY.'
      expect(await status.json()).toEqual({ available: false, providerTexts: 'gemini' })
      const asked = await coldStart(CHAT_API_PATH, questionRequest())
      expect(asked.status).toBe(503)
      expect(await asked.json()).toEqual({
        error: { code: CHAT_MISSING_KEY_CODE, message: missingKey },
      })
      // The pages' data needs nothing shared.
      expect((await coldStart(PROJECTS_API_PATH)).status).toBe(200)
    } finally {
      process.env.REDIS_URL = url
      console.mockRestore()
    }
    const off = lines.filter((line) => line.includes(assistantOffWithoutRedis(host)))
    expect(off).toHaveLength(1)
    expect(JSON.parse(off[0] ?? '{}')).toMatchObject({ level: 'error' })
  })

  it('answers /healthz', async () => {
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

  it("tells visitors apart by the host's header", async () => {
    const statuses = async (ip: string) => {
      const results: number[] = []
      for (let i = 0; i < 3; i++) {
        results.push((await call(CHAT_API_PATH, questionRequest(), ip)).status)
      }
      return results
    }
    expect(await statuses('203.0.113.9')).toEqual([200, 200, 429])
    expect(await statuses('203.0.113.10')).toEqual([200, 200, 429])
  })

  it('serves the projects from GitHub through the double', async () => {
    const source = async () =>
      ((await (await call(PROJECTS_API_PATH)).json()) as ProjectsPayload).source
    await expect.poll(source, { timeout: 10_000 }).toBe(username ? 'github' : 'samples')
    const payload = (await (await call(PROJECTS_API_PATH)).json()) as ProjectsPayload
    if (username) expect(payload.projects.map((p) => p.name)).toEqual(OWNER_EXPECTED_ORDER)
  })

  /** A cold start of the function with OWNER_TOKEN set, as a deploy with the variable would start. */
  async function coldStartWithToken() {
    process.env.OWNER_TOKEN = OWNER_TOKEN
    try {
      const call = await load(true)
      // The function reads its environment on its first request.
      expect((await call('/healthz')).status).toBe(200)
      return call
    } finally {
      delete process.env.OWNER_TOKEN
    }
  }
  /** The owner page's files the page links to (its script, stylesheet and font). */
  const ownerAssetsOf = (html: string) => [
    ...new Set(
      [...html.matchAll(new RegExp(`"(/${OWNER_PAGE.assetsDir}/[^"]+)"`, 'g'))].map(
        ([, path = '']) => path,
      ),
    ),
  ]

  it("keeps the owner's page out of the CDN's files: only the function holds it", () => {
    const files = readdirSync(site, { recursive: true }).map(String)
    expect(files.filter((name) => /owner/.test(name))).toEqual([])
  })

  it("without OWNER_TOKEN, the owner's page and its API are 404, the page as any unknown address", async () => {
    const page = await call(OWNER_PAGE.path)
    expect(page.status).toBe(404)
    expect(await page.text()).toBe(readFileSync(`${site}/${NOT_FOUND_FILE}`, 'utf8'))
    expect((await call(`/${OWNER_PAGE.assetsDir}/owner.js`)).status).toBe(404)
    const api = await call(`${OWNER_API_PATH}/export?format=json`, {
      headers: { Authorization: `Bearer ${OWNER_TOKEN}` },
    })
    expect(api.status).toBe(404)
  })

  it("with OWNER_TOKEN, serves the owner's page and its files as Node does, and its log holds a visitor's question", async () => {
    const owner = await coldStartWithToken()
    const page = await owner(OWNER_PAGE.path)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    // The same strict policy, which allows the page's own inline script and nothing inline else.
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    for (const hash of await inlineScriptHashes([html])) expect(csp).toContain(`'sha256-${hash}'`)

    const assets = ownerAssetsOf(html)
    expect(assets.map((path) => path.replace(/-[\w-]+\./, '.'))).toEqual(
      expect.arrayContaining([
        `/${OWNER_PAGE.assetsDir}/owner.css`,
        `/${OWNER_PAGE.assetsDir}/owner.js`,
      ]),
    )
    for (const path of assets) {
      const asset = await owner(path)
      expect(asset.status, path).toBe(200)
      expect(asset.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
      expect(asset.headers.get('cache-control'), path).toMatch(/^private,/)
      const body = new Uint8Array(await asset.arrayBuffer())
      expect(body.length, path).toBeGreaterThan(1000)
      // A font is carried as bytes: it must arrive as the font it was (its signature, wOF2).
      if (path.endsWith('.woff2')) expect(new TextDecoder().decode(body.slice(0, 4))).toBe('wOF2')
    }

    const question = `Does she speak Portuguese? (${host} ${Date.now()})`
    const asked = await owner(
      CHAT_API_PATH,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: question, history: [] }),
      },
      '192.0.2.77',
    )
    expect(asked.status).toBe(200)
    await asked.text()
    // The turn is written after the reply is sent, into the shared Redis.
    const exported = async () =>
      (
        await owner(`${OWNER_API_PATH}/export?format=json`, {
          headers: { Authorization: `Bearer ${OWNER_TOKEN}` },
        })
      ).text()
    await expect.poll(exported, { timeout: 10_000 }).toContain(question)
  })
}
