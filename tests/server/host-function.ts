// What the tests of a host's built function share (tests/server/netlify.test.ts, vercel.test.ts): the
// host's build run as the host runs it, the function's environment pointing at the Gemini and GitHub
// doubles, and the checks every host's function must pass with real Requests.
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { profile } from '@/content/profile'
import { CHAT_API_PATH } from '@/core/chat'
import { githubUsernameOf } from '@/core/links'
import { PROJECTS_API_PATH, type ProjectsPayload } from '@/core/projects'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { OWNER_EXPECTED_ORDER, ownerRepos } from '../doubles/github/fixtures'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { questionRequest } from '../fixtures/questions'

const KEY = 'host-function-test-key'

/** Sends a request to the function as the host would, from a visitor at `ip`. */
export type CallFunction = (path: string, init?: RequestInit, ip?: string) => Promise<Response>

/**
 * Builds with `script` (an npm script's file under build/), gives the function the environment its host
 * would (the doubles' addresses, a per-minute limit of 2), then `load` starts it; the shared checks follow.
 */
export function builtFunctionSuite(script: string, load: () => Promise<CallFunction>) {
  const username = githubUsernameOf(profile)
  let gemini: GeminiDouble
  let github: GithubDouble
  let call: CallFunction

  beforeAll(async () => {
    gemini = await startGeminiDouble({ apiKey: KEY })
    github = await startGithubDouble({
      users: username ? { [username]: ownerRepos({ login: username, id: 1 }) } : {},
    })
    execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' })
    Object.assign(process.env, {
      GEMINI_API_KEY: KEY,
      GEMINI_API_BASE_URL: gemini.url,
      GITHUB_API_BASE_URL: github.url,
      CHAT_LIMIT_PER_MINUTE: '2',
    })
    call = await load()
  }, 120_000)
  afterAll(async () => {
    await gemini.close()
    await github.close()
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
}
