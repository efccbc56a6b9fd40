// Two production Node servers sharing one real redis-server through REDIS_URL, as several instances of a
// Node host do: the chat limits hold across them, the owner's sign-out ends a session on both, with Redis
// paused the owner's page says the store is unavailable in time, and with Redis gone the site stays up
// while the chat refuses questions with the generic error text.
import type { Page } from '@playwright/test'
import { startRedis, type RunningRedis } from '../support/redis-server'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { ask, openChatAt, panel } from '../support/chat'
import { t } from '../support/words'
import { startServer, type RunningServer } from '../support/server'
import { OWNER_API_PATH, OWNER_PAGE } from '@/core/owner-page'
import { expect, test } from './fixtures'
import { askServer, countStatuses } from '../fixtures/questions'

const KEY = 'e2e-redis-key'
const OWNER_TOKEN = 'e2e-redis-owner-token-0123456789abcdef'
const GENERIC = t.chat.errors.chat_failed

// Two Node servers that share one Redis: started here, as the fixture starts only one.
let gemini: GeminiDouble
let redis: RunningRedis
let servers: RunningServer[] = []
test.beforeAll(async () => {
  gemini = await startGeminiDouble({ apiKey: KEY })
  redis = await startRedis()
  const env = {
    GEMINI_API_KEY: KEY,
    GEMINI_API_BASE_URL: gemini.url,
    REDIS_URL: redis.url,
    OWNER_TOKEN,
  }
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

/** Signs in on `url`'s owner page; answers the session cookie, as `Cookie` would send it. */
async function signIn(page: Page, url: string) {
  await page.goto(`${url}${OWNER_PAGE.path}`)
  await page.getByLabel(t.owner.token).fill(OWNER_TOKEN)
  await page.getByRole('button', { name: t.owner.signIn }).click()
  await expect(page.getByRole('button', { name: t.owner.signOut, exact: true })).toBeVisible()
  const [cookie] = await page.context().cookies(url)
  return `${cookie!.name}=${cookie!.value}`
}

test('a session signed out on one server is refused on the other, cookie copy and all', async ({
  page,
}) => {
  const [one, other] = servers.map((server) => server.url) as [string, string]
  const cookie = await signIn(page, one)
  const exportWith = (url: string) =>
    fetch(`${url}${OWNER_API_PATH}/export`, { headers: { Cookie: cookie } })
  expect((await exportWith(other)).status).toBe(200)
  await page.getByRole('button', { name: t.owner.signOut, exact: true }).click()
  await expect(page.getByLabel(t.owner.token)).toBeVisible()
  expect((await exportWith(other)).status).toBe(401)
  expect((await exportWith(one)).status).toBe(401)
})

test('with Redis paused, the owner page says the store is unavailable in under 6 s', async ({
  page,
}) => {
  const url = servers[1]!.url
  await signIn(page, url)
  redis.pause()
  try {
    const started = Date.now()
    await page.reload()
    // Measured against the page itself: the alert must be there 6 s after the reload began.
    await expect(page.getByRole('alert')).toHaveText(t.owner.storeUnavailable, {
      timeout: Math.max(0, 6000 - (Date.now() - started)),
    })
    console.log(
      `the owner page said the store is unavailable ${Date.now() - started} ms after the reload`,
    )
  } finally {
    redis.resume()
  }
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
