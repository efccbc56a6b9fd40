import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { CHAT_ERROR_TEXTS } from '@/core/chat'
import { memoryTokenStore, tokenBudget, utcDay, type TokenStore } from './token-budget'

function appWith(store: TokenStore, dailyTokens: number, at: { now: Date }) {
  const logged: object[] = []
  const budget = tokenBudget({
    dailyTokens,
    store,
    log: (line) => logged.push(line),
    now: () => at.now,
  })
  const app = new Hono().post('/', budget.admit, (c) => c.text('asked'))
  return { app, budget, logged, ask: () => app.request('/', { method: 'POST' }) }
}

describe('tokenBudget: the day in tokens', () => {
  it('admits while the day lasts, refuses with the rate-limit text past it, until the next UTC day', async () => {
    const at = { now: new Date('2026-11-24T23:59:00Z') }
    const { ask, budget } = appWith(memoryTokenStore(), 1000, at)
    expect((await ask()).status).toBe(200)
    await budget.spend(999)
    expect((await ask()).status).toBe(200)
    await budget.spend(1)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: CHAT_ERROR_TEXTS.rate_limited },
    })
    at.now = new Date('2026-11-25T00:00:00Z')
    expect((await ask()).status).toBe(200)
  })

  it('days are UTC dates, whatever the server’s zone', () => {
    expect(utcDay(new Date('2026-11-24T23:59:59.999-05:00'))).toBe('2026-11-25')
    expect(utcDay(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24')
  })

  it('a store that cannot answer refuses the question (fail closed) and says so in the log', async () => {
    const broken: TokenStore = {
      spent: () => Promise.reject(new Error('connection refused')),
      add: () => Promise.reject(new Error('connection refused')),
    }
    const { ask, budget, logged } = appWith(broken, 1000, { now: new Date() })
    const refused = await ask()
    expect(refused.status).toBe(503)
    expect(await refused.json()).toEqual({
      error: { code: 'chat_failed', message: CHAT_ERROR_TEXTS.chat_failed },
    })
    // A count that fails after an answer is logged, never thrown at the visitor.
    await expect(budget.spend(10)).resolves.toBeUndefined()
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'tokens not counted: the budget store failed', tokens: 10 }),
    )
  })

  it('the memory store keeps only the current day', async () => {
    const store = memoryTokenStore()
    expect(await store.add('2026-11-24', 5)).toBe(5)
    expect(await store.add('2026-11-24', 7)).toBe(12)
    expect(await store.add('2026-11-25', 1)).toBe(1)
    expect(await store.spent('2026-11-24')).toBe(0)
    expect(await store.spent('2026-11-25')).toBe(1)
  })
})
