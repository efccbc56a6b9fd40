// The conversation log and the owner's sessions in a real redis-server: the driver contracts, the bounds
// under a flood, a log an older version kept, and two app instances (as two Node processes behind a
// balancer) writing and reading one log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from 'redis'
import type { TurnRecord } from '@/core/insights'
import { CHAT_API_PATH } from '@/core/chat'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { connectRedis, type RedisState } from '@/server/stores/redis/connect'
import { redisConversationLog } from '@/server/stores/redis/conversation-log'
import { createChatModel } from '@/server/models/create-chat-model'
import { describeConversationLog } from '../fixtures/conversation-log-contract'
import { describeOwnerAccess } from '../fixtures/owner-access-contract'
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

describeOwnerAccess('redis', async () => (await connect()).ownerAccess)

describe('two instances on one redis-server', () => {
  it('see one log: a turn asked of one is read, and deleted, through the other', async () => {
    const pending: Promise<unknown>[] = []
    const env = { ...gemini.serverEnv, REDIS_URL: redis.url, OWNER_TOKEN: 'o'.repeat(32) }
    const bounds = { retentionDays: 30, maxRows: 1000, maxBytes: 1 << 20 }
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

  it('keeps every key bounded: they expire, and a flood past the cap leaves no record behind', async () => {
    const connection = await connect()
    const log = connection.conversationLog({ retentionDays: 1, maxRows: 100, maxBytes: 1 << 20 })
    await log.deleteAll()
    // A hundred at a time: all at once, the last would wait longer for their turn on the one connection
    // than a command may wait to be written (a second) on a busy machine.
    for (let start = 0; start < 1000; start += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, offset) => start + offset).map((i) =>
          log.record(
            aTurn({
              at: Date.now() + i,
              visitor: `v-${i}`,
              network: `n-${i}`,
              conversationId: `c-${i}`,
            }),
          ),
        ),
      )
    }
    const client = createClient({ url: redis.url })
    await client.connect()
    const keys = await client.keys('portfolio:insights:*')
    const sizes = await Promise.all(
      ['times', 'network-rows', 'network-bytes'].map((key) =>
        client.zCard(`portfolio:insights:${key}`),
      ),
    )
    const hashes = await Promise.all(
      ['records', 'digests', 'meta', 'visitor-rows', 'visitor-bytes'].map((key) =>
        client.hLen(`portfolio:insights:${key}`),
      ),
    )
    const ttls = await Promise.all(
      keys.filter((key) => !key.endsWith(':layout')).map((key) => client.pTTL(key)),
    )
    await client.close()
    expect(sizes).toEqual([100, 100, 100])
    expect(hashes).toEqual([100, 100, 100, 100, 100])
    // One set per conversation and per network still held, and the fixed keys: nothing of the others.
    expect(keys.filter((key) => key.includes(':conversation:'))).toHaveLength(100)
    expect(keys.filter((key) => key.includes(':network:'))).toHaveLength(100)
    for (const ttl of ttls) {
      expect(ttl).toBeGreaterThan(0)
      expect(ttl).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
    }
  })

  it('brings a log an older version kept to this layout: refusals become counts', async () => {
    const client = createClient({ url: redis.url })
    await client.connect()
    const log = redisConversationLog(client, { retentionDays: 30, maxRows: 100, maxBytes: 1 << 20 })
    await log.deleteAll()
    await client.del('portfolio:insights:layout')
    // As the first version kept them: a sorted set of ids and a hash of records without a network.
    const at = Date.now() - 1000
    /** A record as the first version wrote it: no network. */
    const legacy = (turn: TurnRecord, outcome: string = turn.outcome) =>
      Object.fromEntries(
        Object.entries({ ...turn, outcome }).filter(([field]) => field !== 'network'),
      )
    const kept = legacy(aTurn({ id: 'legacy-1', at, question: '职'.repeat(2000) }))
    const refused = legacy(aTurn({ id: 'legacy-2', at }), 'visitor-limit')
    await client.zAdd('portfolio:insights:times', [
      { score: at, value: 'legacy-1' },
      { score: at, value: 'legacy-2' },
    ])
    await client.hSet('portfolio:insights:records', {
      'legacy-1': JSON.stringify(kept),
      'legacy-2': JSON.stringify(refused),
    })
    const fresh = redisConversationLog(client, {
      retentionDays: 30,
      maxRows: 100,
      maxBytes: 1 << 20,
    })
    const [turn] = await fresh.list({ since: 0 })
    expect(turn).toMatchObject({ id: 'legacy-1', network: kept.visitor })
    expect(Buffer.byteLength(turn!.question)).toBeLessThanOrEqual(4096)
    expect(await fresh.digests({ since: 0 })).toHaveLength(1)
    expect(await fresh.tallies(0)).toEqual([
      { day: new Date(at).toISOString().slice(0, 10), kind: 'visitor-limit', count: 1 },
    ])
    expect((await fresh.health()).rows).toBe(1)
    await client.close()
  })
})
