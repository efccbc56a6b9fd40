// What every host must get right, run against each server (Node, and the Workers runtime): the projects
// answer compressed once, static files with our security headers, a GitHub call that outlives the
// request that started it, a log line per request written when it happens, and chat limits that hold
// under a burst.
import { profile } from '@/content/profile'
import { githubUsernameOf } from '@/core/links'
import type { ProjectsPayload } from '@/core/projects'
import { OWNER_EXPECTED_ORDER, ownerRepos } from '../doubles/github/fixtures'
import { extractResumeText } from '../../tooling/vite/resume-text'
import type { RunningServer } from '../support/server'
import { ANY_OWNER, expect, test, useModelDouble, useGithubDouble } from './fixtures'
import { askServer, countStatuses } from '../fixtures/questions'

const KEY = 'hosting-test-key'
const username = githubUsernameOf(profile) ?? 'no-github-user'
const repos = () => ownerRepos({ login: username, id: 91234567 })

const projectsOf = async (url: string) => {
  // fetch decodes one Content-Encoding, as a browser does: a body compressed twice is not JSON.
  const response = await fetch(`${url}/api/projects`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.status).toBe(200)
  return JSON.parse(await response.text()) as ProjectsPayload
}

test.describe('one server', ANY_OWNER, () => {
  useGithubDouble({ [username]: repos() })

  test('/api/projects is compressed once', async ({ server }) => {
    const body = await projectsOf(server.url)
    expect(body.projects.map((project) => project.name)).toEqual(OWNER_EXPECTED_ORDER)
    const raw = await fetch(`${server.url}/api/projects`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/)
  })

  test('every page and static file carries the security headers', async ({ request, server }) => {
    const home = await request.get(server.url)
    const hashed = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1]
    expect(hashed).toBeDefined()
    const files: [string, number][] = [
      ['/', 200],
      ['/resume', 200],
      ['/no/such/page', 404],
      [hashed ?? '', 200],
      ['/resume.pdf', 200],
      ['/robots.txt', 200],
      ['/resume.json', 200],
      ['/llms.txt', 200],
      ['/favicon.svg', 200],
      ['/og-image.png', 200],
    ]
    for (const [path, status] of files) {
      const response = await request.get(`${server.url}${path}`)
      expect(response.status(), path).toBe(status)
      const headers = response.headers()
      // A raster image gets a policy of its own (the browser's image viewer styles it inline).
      expect(headers['content-security-policy'], path).toContain(
        path.endsWith('.png') ? "default-src 'none'; img-src 'self'" : "script-src 'self' 'sha256-",
      )
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
    }
    const script = await request.get(`${server.url}${hashed}`)
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('the build’s precompressed copies and host files are not served as files', async ({
    request,
    server,
  }) => {
    for (const path of ['/index.html.br', '/robots.txt.gz', '/_headers', '/.assetsignore']) {
      expect((await request.get(`${server.url}${path}`)).status(), path).toBe(404)
    }
  })

  test('each request’s log line is written when it happens', async ({ server }) => {
    await fetch(`${server.url}/api/no-such-route`)
    await expect
      .poll(() => server.output(), { timeout: 5_000 })
      .toContain('"path":"/api/no-such-route","status":404')
  })
})

test.describe('GitHub slower than a visitor waits', ANY_OWNER, () => {
  useGithubDouble({ [username]: repos() }, (github) => github.setDelay(1_500))

  test('the call started with the first request outlives it and fills the cache', async ({
    server,
    github,
  }) => {
    // The first request of all (Node starts the call at startup instead); it does not wait for GitHub.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    // A visitor who comes while that call is under way waits for it, instead of starting another.
    const during = projectsOf(server.url)
    expect((await during).source).toBe('github')
    await new Promise((resolve) => setTimeout(resolve, 500))
    // Answered from the cache that call filled, without asking GitHub again.
    const body = await projectsOf(server.url)
    expect(body.source).toBe('github')
    expect(body.projects.map((project) => project.name)).toEqual(OWNER_EXPECTED_ORDER)
    expect(github.repoRequests()).toHaveLength(1)
  })
})

test.describe('chat limits under a burst', ANY_OWNER, () => {
  useModelDouble(KEY, { CHAT_LIMIT_PER_MINUTE: '10', CHAT_DAILY_CAP: '15', TRUST_PROXY: 'true' })
  test.beforeEach(({ model }) => model.reset())

  // Node behind a trusted proxy reads X-Forwarded-For; Workers read CF-Connecting-IP.
  const ask = (server: RunningServer, ip: string) =>
    askServer(server.url, { 'X-Forwarded-For': ip, 'CF-Connecting-IP': ip })

  test('200 concurrent questions from one visitor: exactly the per-minute limit reach Gemini', async ({
    server,
    model,
    serverKind,
  }) => {
    const started = performance.now()
    const counts = await countStatuses(
      Array.from({ length: 200 }, () => ask(server, '198.51.100.7')),
    )
    const elapsed = Math.round(performance.now() - started)
    console.log(`[${serverKind}] burst of 200: ${JSON.stringify(counts)} in ${elapsed} ms`)
    expect(counts).toEqual({ 200: 10, 429: 190 })
    expect(model.requests).toHaveLength(10)
  })

  test('the daily cap of all visitors together holds', async ({ server, model }) => {
    // 10 went through above; the cap of 15 leaves 5, whoever asks.
    const visitors = Array.from({ length: 8 }, (_, i) => `203.0.113.${i + 1}`)
    const counts = await countStatuses(visitors.map((ip) => ask(server, ip)))
    expect(counts).toEqual({ 200: 5, 429: 3 })
    expect(model.requests).toHaveLength(5)
  })
})

test.describe('a network’s share of the day', ANY_OWNER, () => {
  // A cap of 50 gives each IPv6 /48 a fifth of it: 10 questions a day.
  useModelDouble(KEY, { CHAT_DAILY_CAP: '50', TRUST_PROXY: 'true' })
  test.beforeEach(({ model }) => model.reset())

  const ask = (server: RunningServer, ip: string) =>
    askServer(server.url, { 'X-Forwarded-For': ip, 'CF-Connecting-IP': ip })

  test('24 /64s of one /48 at once get the network’s 10; another /48 is still answered', async ({
    server,
    model,
  }) => {
    const counts = await countStatuses(
      Array.from({ length: 24 }, (_, i) => ask(server, `2001:db8:5:${(i + 1).toString(16)}::9`)),
    )
    expect(counts).toEqual({ 200: 10, 429: 14 })
    expect((await ask(server, '2001:db8:6::1')).status).toBe(200)
    expect(model.requests).toHaveLength(11)
  })
})

test.describe('the assistant', () => {
  useModelDouble(KEY)

  test("knows the resume PDF's text, which the build bundles for each host", async ({
    server,
    model,
  }) => {
    // The whole text of the PDF the site serves (the owner's, or the one rendered from the content, whose
    // every line is also in the prompt's summary of the content file).
    const pdf = await fetch(`${server.url}${profile.resume.file}`)
    const { text } = await extractResumeText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text.length, `the text of ${profile.resume.file}`).toBeGreaterThan(200)
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Where did you study?', history: [] }),
    })
    expect(response.status).toBe(200)
    const system = model.requests[0]?.system ?? ''
    expect(system).toContain(text)
  })
})
