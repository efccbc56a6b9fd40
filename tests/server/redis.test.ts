// Two app instances sharing one real redis-server (REDIS_URL), as several Node instances behind a load
// balancer do: the chat limits and the projects cache hold across them, and Redis going away never
// takes the site down.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from 'redis'
import { fixtureOwner as profile } from '../fixtures/owner'
import { CHAT_API_PATH, CHAT_ERROR_TEXTS } from '@/core/chat'
import type { ProjectsPayload } from '@/core/projects'
import { composeApp } from '@/server/compose'
import { loadConfig } from '@/server/config'
import { createServices } from '@/server/services/create-services'
import { connectRedis, type RedisState } from '@/server/stores/redis/connect'
import { reply, startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { STORE_DEADLINES_MS } from '@/server/store-deadlines'
import { OWNER_EXPECTED_ORDER, ownerRepos } from '../doubles/github/fixtures'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { startRedis, type RunningRedis } from '../support/redis-server'
import type { Logger, LogLine } from '@/server/logger'
import { utcDay } from '@/server/middleware/token-budget'
import { stubPages } from '../fixtures/pages'
import { countStatuses, questionRequest } from '../fixtures/questions'
import { describeLimitStores } from '../fixtures/limit-stores-contract'
import { describeProjectsCache } from '../fixtures/projects-cache-contract'
import { describeTokenStore } from '../fixtures/token-store-contract'

const KEY = 'redis-test-key'
const username = 'ada-quinn-dev'

let gemini: GeminiDouble
let github: GithubDouble
let redis: RunningRedis
const connections: RedisState[] = []

beforeAll(async () => {
  gemini = await startGeminiDouble({ apiKey: KEY })
})
afterAll(async () => {
  await gemini.close()
})
beforeEach(async () => {
  gemini.reset()
  github = await startGithubDouble({
    users: { [username]: ownerRepos({ login: username, id: 1 }) },
  })
  redis = await startRedis()
})
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.close()))
  await redis.stop()
  await github.close()
})

/** One instance as node.ts builds it with REDIS_URL set, each with its own connection. */
async function instance(env: Record<string, string> = {}, log: Logger = () => {}) {
  const config = loadConfig({
    GEMINI_API_KEY: KEY,
    GEMINI_API_BASE_URL: gemini.url,
    GITHUB_API_BASE_URL: github.url,
    REDIS_URL: redis.url,
    ...env,
  })
  const connection = connectRedis(config.REDIS_URL ?? '', log)
  connections.push(connection)
  await connection.ready
  // Composed as every host composes it, with a deadline on each store call.
  return composeApp(config, profile, {
    pages: stubPages,
    log,
    projectsCache: connection.projectsCache,
    limitStores: connection.limitStores,
    tokenStore: connection.tokenStore,
    remoteAddress: () => '203.0.113.7',
  }).app
}

type App = Awaited<ReturnType<typeof instance>>

/** A connection to this case's redis-server, as node.ts opens it. */
async function connection() {
  const opened = connectRedis(redis.url, () => {})
  connections.push(opened)
  await opened.ready
  return opened
}

// The contracts every backend of the token budget and the limits runs, through the driver node.ts uses.
describeTokenStore('redis', async () => (await connection()).tokenStore)
describeLimitStores('redis', async () => (await connection()).limitStores)
describeProjectsCache('redis', async () => (await connection()).projectsCache, {
  claims: 'exclusive',
})

const ask = (app: App, headers?: Record<string, string>) =>
  Promise.resolve(app.request(CHAT_API_PATH, questionRequest(headers)))

describe('two instances on one Redis', () => {
  it('a burst of 200 questions from one visitor, spread over both: exactly the per-minute limit reach Gemini', async () => {
    const [a, b] = [await instance(), await instance()]
    const started = performance.now()
    const counts = await countStatuses(Array.from({ length: 200 }, (_, i) => ask(i % 2 ? a : b)))
    const elapsed = Math.round(performance.now() - started)
    console.log(
      `burst of 200 over two instances on Redis: ${JSON.stringify(counts)} in ${elapsed} ms`,
    )
    expect(counts).toEqual({ 200: 10, 429: 190 })
    expect(gemini.requests).toHaveLength(10)
  })

  it('the daily cap of all visitors together holds across instances', async () => {
    const env = { TRUST_PROXY: 'true', CHAT_DAILY_CAP: '7' }
    const [a, b] = [await instance(env), await instance(env)]
    const visitors = Array.from({ length: 6 }, (_, i) => `198.51.100.${i + 1}`)
    const counts = await countStatuses(
      visitors.flatMap((ip) => [a, b].map((app) => ask(app, { 'X-Forwarded-For': ip }))),
    )
    expect(counts).toEqual({ 200: 7, 429: 5 })
    expect(gemini.requests).toHaveLength(7)
  })

  it('one IPv6 /48 shares a day across instances: its /64s together get a fifth of the cap', async () => {
    const env = { TRUST_PROXY: 'true', CHAT_DAILY_CAP: '50' }
    const [a, b] = [await instance(env), await instance(env)]
    // 24 /64s of one /48 at once, spread over both instances: the network's 10, and no more.
    const counts = await countStatuses(
      Array.from({ length: 24 }, (_, i) =>
        ask(i % 2 ? a : b, { 'X-Forwarded-For': `2001:db8:5:${(i + 1).toString(16)}::9` }),
      ),
    )
    expect(counts).toEqual({ 200: 10, 429: 14 })
    expect((await ask(b, { 'X-Forwarded-For': '2001:db8:6::1' })).status).toBe(200)
    expect(gemini.requests).toHaveLength(11)
  })

  it('once the cap is spent, new visitors leave no keys in Redis, and every key expires', async () => {
    const env = { TRUST_PROXY: 'true', CHAT_DAILY_CAP: '2' }
    const [a, b] = [await instance(env), await instance(env)]
    const statuses: number[] = []
    for (let i = 1; i <= 50; i++) {
      const app = i % 2 ? a : b
      statuses.push((await ask(app, { 'X-Forwarded-For': `198.51.100.${i}` })).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      expect(await client.keys('portfolio:chat:per-minute:*')).toHaveLength(2)
      expect(await client.keys('portfolio:chat:per-day:*')).toHaveLength(2)
      for (const key of await client.keys('portfolio:chat:*')) {
        expect(await client.pTTL(key)).toBeGreaterThan(0)
      }
    } finally {
      await client.quit()
    }
  })

  it('the daily token budget is shared: tokens spent on one instance count on the other', async () => {
    // One question holds about 1,500 tokens and costs about 1,000: the first fits 2,000, a second not.
    const env = { CHAT_DAILY_TOKEN_BUDGET: '2000' }
    const [a, b] = [await instance(env), await instance(env)]
    expect((await ask(a)).status).toBe(200)
    const refused = await ask(b, { 'X-Forwarded-For': '198.51.100.9' })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: CHAT_ERROR_TEXTS.rate_limited },
    })
    expect(gemini.requests).toHaveLength(1)
  })

  it('one call to GitHub serves both instances', async () => {
    github.setDelay(200)
    const [a, b] = [await instance(), await instance()]
    const answers = await Promise.all(
      [a, b, a, b].map(async (app) => (await app.request('/api/projects')).json()),
    )
    for (const body of answers as ProjectsPayload[]) {
      expect(body.source).toBe('github')
      expect(body.projects.map((project) => project.name)).toEqual(OWNER_EXPECTED_ORDER)
    }
    expect(github.repoRequests()).toHaveLength(1)
  })

  it('two instances warming at start, as node.ts does, make one call to GitHub', async () => {
    const starting = async () => {
      const config = loadConfig({ GITHUB_API_BASE_URL: github.url, REDIS_URL: redis.url })
      const connection = connectRedis(redis.url, () => {})
      connections.push(connection)
      await connection.ready
      return createServices(config, profile, {
        log: () => {},
        projectsCache: connection.projectsCache,
      })
    }
    const warmed = (services: Awaited<ReturnType<typeof starting>>) =>
      new Promise<unknown>((resolve) => services.projects.warm(resolve))
    await warmed(await starting())
    await warmed(await starting())
    expect(github.repoRequests()).toHaveLength(1)
  })

  it('an instance that starts later takes the list from Redis instead of asking GitHub', async () => {
    const a = await instance()
    expect(((await (await a.request('/api/projects')).json()) as ProjectsPayload).source).toBe(
      'github',
    )
    const b = await instance()
    const body = (await (await b.request('/api/projects')).json()) as ProjectsPayload
    expect(body.projects.map((project) => project.name)).toEqual(OWNER_EXPECTED_ORDER)
    expect(github.repoRequests()).toHaveLength(1)
  })
})

describe('Redis stopped mid-run', () => {
  it('pages and projects keep serving; the chat fails closed with the generic error text', async () => {
    const [a, b] = [await instance(), await instance()]
    expect((await ask(a)).status).toBe(200)
    expect((await a.request('/api/projects')).status).toBe(200)
    const before = gemini.requests.length

    await redis.stop()

    for (const app of [a, b]) {
      const page = await app.request('/')
      expect(page.status).toBe(200)
      expect(await page.text()).toBe('<h1>home</h1>')
      const projects = await app.request('/api/projects')
      expect(projects.status).toBe(200)
      expect(((await projects.json()) as ProjectsPayload).projects.length).toBeGreaterThan(0)
    }
    const started = performance.now()
    const refused = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(i % 2 ? a : b)))
    // Refused at once, not after a wait for Redis.
    expect(performance.now() - started).toBeLessThan(3000)
    for (const response of refused) {
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        error: { code: 'chat_failed', message: CHAT_ERROR_TEXTS.chat_failed },
      })
    }
    expect(gemini.requests).toHaveLength(before)
  })

  it('the chat comes back with Redis', async () => {
    const a = await instance()
    await redis.restart()
    await expect.poll(async () => (await ask(a)).status, { timeout: 10_000 }).toBe(200)
  })
})

/** The day's tokens as Redis holds them. */
async function tokensInRedis(): Promise<number> {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    return Number(
      (await client.hGet(`portfolio:chat:token-budget:${utcDay(new Date())}`, 'spent')) ?? 0,
    )
  } finally {
    await client.quit()
  }
}

describe('the token budget under concurrency', () => {
  it('60 questions at once from 60 addresses: what is counted passes the budget by at most one reservation', async () => {
    const lines: LogLine[] = []
    const env = { TRUST_PROXY: 'true', CHAT_DAILY_TOKEN_BUDGET: '20000' }
    const log: Logger = (line) => lines.push(line)
    const [a, b] = [await instance(env, log), await instance(env, log)]
    const counts = await countStatuses(
      Array.from({ length: 60 }, (_, i) =>
        ask(i % 2 ? a : b, { 'X-Forwarded-For': `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}` }),
      ),
    )
    const counted = lines
      .filter((l) => l.msg === 'chat tokens')
      .reduce((sum, l) => sum + Number(l.tokens), 0)
    const reservation = Math.max(
      ...lines.filter((line) => line.msg === 'chat tokens').map((line) => Number(line.reserved)),
    )
    console.log(
      `60 questions at once on Redis, budget 20,000: ${JSON.stringify(counts)}, ${counted} tokens counted (one reservation: ${reservation})`,
    )
    expect(counts[200]).toBeGreaterThan(0)
    expect(counted - 20_000).toBeLessThanOrEqual(reservation)
    expect(gemini.requests).toHaveLength(counts[200] ?? 0)
  })
})

/** How long `work` took, and what it answered. */
async function timed<T>(work: Promise<T>) {
  const started = performance.now()
  const result = await work
  return { result, ms: Math.round(performance.now() - started) }
}

/** The tokens the log says answers cost. */
const tokensLogged = (lines: LogLine[]) =>
  lines
    .filter((line) => line.msg === 'chat tokens')
    .reduce((sum, line) => sum + Number(line.tokens), 0)

describe('Redis paused (SIGSTOP): every store call has a deadline', () => {
  it('a question fails closed with the generic error within the 5 s count deadline', async () => {
    const a = await instance()
    expect((await ask(a)).status).toBe(200)
    const before = gemini.requests.length
    redis.pause()
    try {
      const { result, ms } = await timed(ask(a))
      console.log(`a question with Redis paused: ${result.status} in ${ms} ms`)
      expect(result.status).toBe(503)
      expect(await result.json()).toEqual({
        error: { code: 'chat_failed', message: CHAT_ERROR_TEXTS.chat_failed },
      })
      expect(ms).toBeLessThan(STORE_DEADLINES_MS.count + 1000)
    } finally {
      redis.resume()
    }
    expect(gemini.requests).toHaveLength(before)
  })

  it('/api/projects answers with the list it has within the 1 s read deadline', async () => {
    // A list that is always due for revalidation, so every request reads the shared cache first.
    const a = await instance({ GITHUB_CACHE_TTL_SECONDS: '0' })
    expect(((await (await a.request('/api/projects')).json()) as ProjectsPayload).source).toBe(
      'github',
    )
    redis.pause()
    try {
      const { result, ms } = await timed(Promise.resolve(a.request('/api/projects')))
      console.log(`/api/projects with Redis paused: ${result.status} in ${ms} ms`)
      expect(result.status).toBe(200)
      const body = (await result.json()) as ProjectsPayload
      expect(body.projects.map((project) => project.name)).toEqual(OWNER_EXPECTED_ORDER)
      // With a list at hand, the store is waited for no longer than GitHub would be (600 ms).
      expect(ms).toBeLessThan(STORE_DEADLINES_MS.read)
    } finally {
      redis.resume()
    }
  })

  it('an answer that ends while Redis is paused is counted once Redis runs again', async () => {
    const lines: LogLine[] = []
    const a = await instance({}, (line) => lines.push(line))
    gemini.enqueue(reply('A slow answer, still streaming when Redis stops.', 300))
    const asked = ask(a)
    await gemini.waitForRequests(1)
    redis.pause()
    try {
      expect((await asked).status).toBe(200)
    } finally {
      redis.resume()
    }
    await expect.poll(tokensInRedis, { timeout: 10_000 }).toBe(tokensLogged(lines))
    expect(tokensLogged(lines)).toBeGreaterThan(0)
  })
})

describe('Redis killed (SIGKILL)', () => {
  it('questions are refused at once, projects serve from memory, and tokens spent meanwhile are counted when it is back', async () => {
    const lines: LogLine[] = []
    const a = await instance({}, (line) => lines.push(line))
    expect(((await (await a.request('/api/projects')).json()) as ProjectsPayload).source).toBe(
      'github',
    )
    gemini.enqueue(reply('An answer still streaming when Redis dies.', 300))
    const asked = ask(a)
    await gemini.waitForRequests(1)
    await redis.kill()
    expect((await asked).status).toBe(200)
    const spentMeanwhile = tokensLogged(lines)
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'tokens not counted yet: kept until the budget store answers',
        tokens: spentMeanwhile,
      }),
    )

    const refused = await timed(ask(a))
    const projects = await timed(Promise.resolve(a.request('/api/projects')))
    console.log(
      `Redis killed: a question ${refused.result.status} in ${refused.ms} ms, /api/projects ${projects.result.status} in ${projects.ms} ms`,
    )
    expect(refused.result.status).toBe(503)
    expect(refused.ms).toBeLessThan(1000)
    expect(projects.result.status).toBe(200)
    expect(projects.ms).toBeLessThan(1000)

    // Back, empty: the tokens kept are counted before the next question's own.
    await redis.restart()
    await expect.poll(async () => (await ask(a)).status, { timeout: 10_000 }).toBe(200)
    await expect.poll(tokensInRedis).toBe(tokensLogged(lines))
    expect(tokensLogged(lines)).toBeGreaterThan(spentMeanwhile)
  })
})
