// Two production Node servers sharing one real redis-server through REDIS_URL, as several instances of a
// Node host do: the chat limits hold across them, and with Redis gone the site stays up while the chat
// refuses questions with the generic error text.
import { startRedis, type RunningRedis } from '../support/redis-server'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { ask, openChatAt, panel } from '../support/chat'
import { startServer, type RunningServer } from '../support/server'
import { expect, test } from './fixtures'
import { askServer, countStatuses } from '../fixtures/questions'

const KEY = 'e2e-redis-key'
const GENERIC = 'Sorry, there was an error. Please try again.'

// Two Node servers that share one Redis: started here, as the fixture starts only one.
let gemini: GeminiDouble
let redis: RunningRedis
let servers: RunningServer[] = []
test.beforeAll(async () => {
  gemini = await startGeminiDouble({ apiKey: KEY })
  redis = await startRedis()
  const env = { GEMINI_API_KEY: KEY, GEMINI_API_BASE_URL: gemini.url, REDIS_URL: redis.url }
  servers = await Promise.all([startServer(env), startServer(env)])
})
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await redis?.stop()
  await gemini?.close()
})

test('a burst of 200 questions over both servers: exactly the per-minute limit reach Gemini', async () => {
  const started = performance.now()
  const counts = await countStatuses(
    Array.from({ length: 200 }, (_, i) => askServer(servers[i % 2]!.url)),
  )
  const elapsed = Math.round(performance.now() - started)
  console.log(`two Node servers on Redis, burst of 200: ${JSON.stringify(counts)} in ${elapsed} ms`)
  expect(counts).toEqual({ 200: 10, 429: 190 })
  expect(gemini.requests).toHaveLength(10)
})

test('Redis stopped: pages and projects still serve, the chat shows the generic error', async ({
  page,
}) => {
  await redis.stop()
  const before = gemini.requests.length
  for (const server of servers) {
    expect((await fetch(server.url)).status).toBe(200)
    expect((await fetch(`${server.url}/api/projects`)).status).toBe(200)
  }
  await openChatAt(page, servers[0]!.url)
  await ask(page, 'Is anyone there?')
  await expect(panel(page).getByRole('alert')).toHaveText(GENERIC)
  await expect(panel(page).getByRole('log')).toContainText(`🔧 ${GENERIC}`)
  expect(gemini.requests).toHaveLength(before)
})

test('a server whose Redis does not answer at start takes visitors after its 2 s wait, and refuses questions on time', async () => {
  const stuck = await startRedis()
  // Paused: it accepts the connection, and answers nothing.
  stuck.pause()
  try {
    const server = await startServer({
      GEMINI_API_KEY: KEY,
      GEMINI_API_BASE_URL: gemini.url,
      REDIS_URL: stuck.url,
    })
    try {
      expect(Date.now() - server.startedAt).toBeGreaterThanOrEqual(2000)
      expect((await fetch(server.url)).status).toBe(200)
      const started = performance.now()
      const refused = await askServer(server.url)
      const elapsed = Math.round(performance.now() - started)
      console.log(
        `a question to a server whose Redis never answered: ${refused.status} in ${elapsed} ms`,
      )
      expect(refused.status).toBe(503)
      expect(elapsed).toBeLessThan(6000)
    } finally {
      await server.stop()
    }
  } finally {
    await stuck.stop()
  }
})
