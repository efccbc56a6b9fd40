// The conversation log in a real redis-server: the driver contract, the bounds under a flood, and two
// app instances (as two Node processes behind a balancer) writing and reading one log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from 'redis'
import { CHAT_API_PATH } from '@/core/chat'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { connectRedis, type RedisState } from '@/server/hosts/node/redis'
import { redisConversationLog } from '@/server/insights/redis-log'
import { createChatModel } from '@/server/models/create-chat-model'
import { describeConversationLog } from '../fixtures/conversation-log-contract'
import { fixtureOwner as profile } from '../fixtures/owner'
import { aTurn } from '../fixtures/turns'
import { stubPages } from '../fixtures/pages'
import { startModelDouble, type AnyModelDouble } from '../doubles/model-doubles'
import { startRedis, type RunningRedis } from '../support/redis-server'

let redis: RunningRedis
let gemini: AnyModelDouble
const connections: RedisState[] = []

beforeAll(async () => {
  redis = await startRedis()
  gemini = await startModelDouble('gemini', { apiKey: 'redis-log-test-key' })
})
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()))
  await redis.stop()
  await gemini.close()
})

async function connect() {
  const connection = connectRedis(redis.url, () => {})
  connections.push(connection)
  await connection.ready
  return connection
}

// The contract's clock moves days at a time: the log is given it, while Redis keeps its own for expiry.
describeConversationLog('redis', async (bounds, now) => {
  const client = createClient({ url: redis.url })
  await client.connect()
  connections.push({ close: () => client.close() } as RedisState)
  const log = redisConversationLog(client, bounds, { now })
  await log.deleteAll()
  return log
})

describe('two instances on one redis-server', () => {
  it('see one log: a turn asked of one is read, and deleted, through the other', async () => {
    const pending: Promise<unknown>[] = []
    const env = { ...gemini.serverEnv, REDIS_URL: redis.url, OWNER_TOKEN: 'o'.repeat(32) }
    const bounds = { retentionDays: 30, maxRows: 1000 }
    const instance = async () => {
      const connection = await connect()
      const log = connection.conversationLog(bounds)
      const app = createApp({
        config: loadConfig(env),
        model: createChatModel(loadConfig(env), () => {}),
        pages: stubPages,
        profile,
        log: () => {},
        limitStores: connection.limitStores,
        conversationLog: log,
        remoteAddress: () => '203.0.113.9',
        waitUntil: (_c, work) => pending.push(work),
      })
      return { app, log }
    }
    const [a, b] = [await instance(), await instance()]
    await a.log.deleteAll()
    const response = await a.app.request(CHAT_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Asked of A', history: [], conversationId: 'shared-conv-1' }),
    })
    expect(response.status).toBe(200)
    await Promise.all(pending)
    const seen = await b.log.list({ since: 0 })
    expect(seen.map((turn) => [turn.question, turn.conversationId])).toEqual([
      ['Asked of A', 'shared-conv-1'],
    ])
    await b.log.deleteConversation('shared-conv-1')
    expect(await a.log.list({ since: 0 })).toEqual([])
  })

  it('keeps both keys bounded: they expire, and a flood past the cap leaves no record behind', async () => {
    const connection = await connect()
    const log = connection.conversationLog({ retentionDays: 1, maxRows: 100 })
    await log.deleteAll()
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) => log.record(aTurn({ at: Date.now() + i }))),
    )
    const client = createClient({ url: redis.url })
    await client.connect()
    const [times, records, ttl] = await Promise.all([
      client.zCard('portfolio:insights:times'),
      client.hLen('portfolio:insights:records'),
      client.pTTL('portfolio:insights:records'),
    ])
    await client.close()
    expect([times, records]).toEqual([100, 100])
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
  })
})
