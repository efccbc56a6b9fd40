// The assistant's abuse limits, through app.request against the Gemini double over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_API_PATH, CHAT_ERROR_TEXTS } from '@/core/chat'
import { startGeminiDouble, type GeminiDouble } from '../../../tests/doubles/gemini/server'
import { createApp } from '../app'
import { loadConfig } from '../config'
import {
  CountingStore,
  MAX_VISITORS_IN_MEMORY,
  memoryLimitStores,
  type LimitName,
} from './chat-limits'
import { createGeminiModel } from '../models/gemini/model'
import { stubPages } from '../../../tests/fixtures/pages'
import { countStatuses, questionRequest } from '../../../tests/fixtures/questions'
import { describeLimitStores } from '../../../tests/fixtures/limit-stores-contract'

const KEY = 'limits-test-key'

describeLimitStores('memory', async () => memoryLimitStores)

let double: GeminiDouble
beforeAll(async () => {
  double = await startGeminiDouble({ apiKey: KEY })
})
afterAll(async () => {
  await double.close()
})
beforeEach(() => double.reset())

function appWith(env: Record<string, string> = {}, remoteAddress = '203.0.113.7') {
  const log = () => {}
  return createApp({
    config: loadConfig(env),
    pages: stubPages,
    log,
    remoteAddress: () => remoteAddress,
    model: createGeminiModel({
      apiKey: KEY,
      baseUrl: double.url,
      model: 'gemini-2.5-flash',
      log,
    }),
  })
}

const ask = (app: ReturnType<typeof createApp>, headers?: Record<string, string>) =>
  Promise.resolve(app.request(CHAT_API_PATH, questionRequest(headers)))

describe('chat abuse limits', () => {
  it('lets one visitor ask 10 questions a minute by default; the 11th gets 429 and the rate-limit text', async () => {
    const app = appWith()
    for (let i = 0; i < 10; i++) expect((await ask(app)).status).toBe(200)
    const over = await ask(app)
    expect(over.status).toBe(429)
    expect(await over.json()).toEqual({
      error: { code: 'rate_limited', message: CHAT_ERROR_TEXTS.rate_limited },
    })
    expect(double.requests).toHaveLength(10)
  })

  it('holds a burst of 200 concurrent questions to exactly the allowed number, with no 5xx', async () => {
    const app = appWith()
    const counts = await countStatuses(Array.from({ length: 200 }, () => ask(app)))
    expect(counts).toEqual({ 200: 10, 429: 190 })
    expect(double.requests).toHaveLength(10)
  })

  it('shows a visitor their own per-minute limit only, nothing about the day or the global cap', async () => {
    const app = appWith({ CHAT_DAILY_CAP: '500', CHAT_LIMIT_PER_DAY: '40' })
    const response = await ask(app)
    expect(response.status).toBe(200)
    expect(response.headers.get('ratelimit-policy')).toBe('10;w=60')
    expect(response.headers.get('ratelimit')).toMatch(/^limit=10, remaining=9, reset=\d+$/)
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
    expect(headers).not.toMatch(/500|499|40;|w=86400/)
  })

  it('counts a whole IPv6 /64 as one visitor, so rotating addresses within it gains nothing', async () => {
    let address = ''
    const app = createApp({
      config: loadConfig({}),
      pages: stubPages,
      log: () => {},
      remoteAddress: () => address,
      model: createGeminiModel({
        apiKey: KEY,
        baseUrl: double.url,
        model: 'gemini-2.5-flash',
        log: () => {},
      }),
    })
    const statuses: number[] = []
    for (let i = 1; i <= 11; i++) {
      address = `2001:db8:7:9::${i.toString(16)}`
      statuses.push((await ask(app)).status)
    }
    expect(statuses).toEqual([...new Array<number>(10).fill(200), 429])
    address = '2001:db8:7:a::1' // the next /64 is another visitor
    expect((await ask(app)).status).toBe(200)
  })

  it('gives one IPv6 /48 a shared day below the cap: its 65,536 /64s cannot spend the whole cap', async () => {
    // The cap of 100 gives each network a fifth of it: 20 questions a day.
    const app = appWith({ TRUST_PROXY: 'true', CHAT_DAILY_CAP: '100' })
    const fromNetwork = (network: string, count: number) =>
      Array.from({ length: count }, (_, i) =>
        ask(app, { 'X-Forwarded-For': `${network}:${(i + 1).toString(16)}::1` }),
      )
    // 30 visitors of one /48 at once, each a /64 of its own, each well inside their own limits.
    expect(await countStatuses(fromNetwork('2001:db8:7', 30))).toEqual({ 200: 20, 429: 10 })
    // Another network, and the cap, are untouched.
    expect(await countStatuses(fromNetwork('2001:db8:8', 5))).toEqual({ 200: 5 })
    expect(double.requests).toHaveLength(25)
  })

  it('counts an IPv4 address alone by default, and by its /24 when configured', async () => {
    const visitors = (app: ReturnType<typeof createApp>) =>
      countStatuses(
        Array.from({ length: 12 }, (_, i) => ask(app, { 'X-Forwarded-For': `198.51.100.${i}` })),
      )
    const env = { TRUST_PROXY: 'true', CHAT_LIMIT_PER_NETWORK: '8' }
    expect(await visitors(appWith(env))).toEqual({ 200: 12 })
    expect(await visitors(appWith({ ...env, CHAT_IPV4_NETWORK_PREFIX: '24' }))).toEqual({
      200: 8,
      429: 4,
    })
    // One address alone is held by its own day, not by a network's.
    const one = appWith({ CHAT_LIMIT_PER_MINUTE: '50', CHAT_LIMIT_PER_NETWORK: '2' })
    expect(await countStatuses(Array.from({ length: 5 }, () => ask(one)))).toEqual({ 200: 5 })
  })

  it('puts requests without a valid address into one shared bucket', async () => {
    const app = appWith({ TRUST_PROXY: 'true' })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await ask(app, { 'X-Forwarded-For': `forged-identity-${i}` })).status)
    }
    // One bucket for all of them, with a low limit of its own.
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  it('has a daily limit per visitor too, configurable', async () => {
    const app = appWith({ CHAT_LIMIT_PER_MINUTE: '50', CHAT_LIMIT_PER_DAY: '3' })
    const counts = await countStatuses(Array.from({ length: 5 }, () => ask(app)))
    expect(counts).toEqual({ 200: 3, 429: 2 })
  })

  it('caps the calls of all visitors together per day, so the owner is never billed past it', async () => {
    const app = appWith({ TRUST_PROXY: 'true', CHAT_DAILY_CAP: '4' })
    const visitors = ['198.51.100.1', '198.51.100.2', '198.51.100.3']
    const counts = await countStatuses(
      visitors.flatMap((ip) => [0, 1].map(() => ask(app, { 'X-Forwarded-For': ip }))),
    )
    expect(counts).toEqual({ 200: 4, 429: 2 })
    expect(double.requests).toHaveLength(4)
  })

  it('once the cap is spent, refuses new visitors before counting anything for them', async () => {
    const stores = new Map<LimitName, CountingStore>()
    let address = ''
    const app = createApp({
      config: loadConfig({ CHAT_DAILY_CAP: '2' }),
      pages: stubPages,
      log: () => {},
      remoteAddress: () => address,
      limitStores: (name) => stores.get(name) ?? stores.set(name, new CountingStore()).get(name)!,
      model: createGeminiModel({ apiKey: KEY, baseUrl: double.url, model: 'gemini-2.5-flash' }),
    })
    const statuses: number[] = []
    for (let i = 1; i <= 1000; i++) {
      address = `198.51.${i >> 8}.${i & 255}`
      statuses.push((await ask(app)).status)
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 429])
    expect(statuses.every((status, i) => i < 2 || status === 429)).toBe(true)
    // Only the two visitors who were answered are remembered: 998 refused addresses left nothing.
    expect(stores.get('per-minute')?.size).toBe(2)
    expect(stores.get('per-day')?.size).toBe(2)
    expect(double.requests).toHaveLength(2)
  })

  it('tells visitors apart by X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const forged = (app: ReturnType<typeof createApp>) =>
      countStatuses(
        Array.from({ length: 12 }, (_, i) => ask(app, { 'X-Forwarded-For': `192.0.2.${i}` })),
      )
    // Without a trusted proxy the header is the visitor's own claim: all 12 are one visitor.
    expect(await forged(appWith())).toEqual({ 200: 10, 429: 2 })
    // Behind one, each address is a visitor of its own.
    expect(await forged(appWith({ TRUST_PROXY: 'true' }))).toEqual({ 200: 12 })
    expect(await forged(appWith({ TRUST_PROXY: '203.0.113.0/24' }))).toEqual({ 200: 12 })
    // A peer that is not the named proxy (someone reaching the port directly) picks no identity.
    expect(await forged(appWith({ TRUST_PROXY: '127.0.0.1' }))).toEqual({ 200: 10, 429: 2 })
  })

  it('uses the address the proxy appended, not one the visitor put first', async () => {
    const app = appWith({ TRUST_PROXY: 'true' })
    const counts = await countStatuses(
      Array.from({ length: 12 }, (_, i) =>
        ask(app, { 'X-Forwarded-For': `10.0.0.${i}, 198.51.100.9` }),
      ),
    )
    expect(counts).toEqual({ 200: 10, 429: 2 })
  })

  it('does not count invalid questions or the status check', async () => {
    const app = appWith({ CHAT_LIMIT_PER_MINUTE: '1' })
    for (let i = 0; i < 3; i++) {
      await app.request(`${CHAT_API_PATH}/status`)
      await app.request(CHAT_API_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"message":"   "}',
      })
    }
    expect((await ask(app)).status).toBe(200)
    expect((await ask(app)).status).toBe(429)
  })
})

describe('CountingStore', () => {
  it('counts per key within a window, answers with snapshots, and starts over when it ends', () => {
    vi.useFakeTimers()
    try {
      const store = new CountingStore()
      store.init({ windowMs: 1000 })
      const first = store.increment('a')
      store.increment('a')
      expect(first.totalHits).toBe(1)
      expect(store.increment('a').totalHits).toBe(3)
      expect(store.increment('b').totalHits).toBe(1)
      store.decrement('a')
      expect(store.increment('a').totalHits).toBe(3)
      vi.advanceTimersByTime(1000)
      expect(store.increment('a').totalHits).toBe(1)
      store.resetKey('a')
      expect(store.increment('a').totalHits).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('remembers at most MAX_VISITORS_IN_MEMORY visitors through a flood of 100,000 addresses', () => {
    const store = new CountingStore()
    store.init({ windowMs: 24 * 60 * 60_000 })
    for (let i = 0; i < 100_000; i++) {
      store.increment(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
      store.increment('198.51.100.9') // a visitor who keeps asking is seen recently, so never forgotten
    }
    expect(store.size).toBe(MAX_VISITORS_IN_MEMORY)
    expect(store.increment('198.51.100.9').totalHits).toBe(100_001)
    expect(store.increment('10.0.0.0').totalHits).toBe(1) // the oldest of the flood was forgotten
  })
})
