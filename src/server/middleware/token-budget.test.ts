import { describe, expect, it } from 'vitest'
import { StoreDeadlineError, withDeadline } from '../deadline'
import { describeTokenStore } from '../../../tests/fixtures/token-store-contract'
import { memoryTokenStore, tokenBudget, utcDay, type TokenStore } from './token-budget'

describeTokenStore('memory', async () => memoryTokenStore())

function budgetWith(store: TokenStore, dailyTokens: number, at = { now: new Date() }) {
  const logged: Record<string, unknown>[] = []
  const budget = tokenBudget({
    dailyTokens,
    store,
    log: (line) => logged.push(line),
    now: () => at.now,
  })
  return { budget, logged }
}

/** A store whose calls fail while `down` is set, and otherwise go to a memory store. */
function flakyStore() {
  const memory = memoryTokenStore()
  const state = { down: false, settled: [] as number[] }
  const store: TokenStore = {
    reserve: (day, tokens, limit) =>
      state.down
        ? Promise.reject(new Error('connection refused'))
        : memory.reserve(day, tokens, limit),
    settle: async (day, held, spent) => {
      if (state.down) throw new Error('connection refused')
      state.settled.push(spent)
      await memory.settle(day, held, spent)
    },
  }
  return { store, state, memory }
}

describe('tokenBudget: reserve, then settle', () => {
  it('holds what a question may cost, refuses one that would pass the budget, and counts what it cost', async () => {
    const at = { now: new Date('2026-11-24T23:59:00Z') }
    const store = memoryTokenStore()
    const { budget } = budgetWith(store, 1000, at)
    const first = await budget.reserve(600)
    expect(first.ok).toBe(true)
    // 600 held: a second question of 600 would pass 1,000 while the first is under way.
    expect(await budget.reserve(600)).toEqual({ ok: false, status: 429, code: 'rate_limited' })
    if (first.ok) await first.settle(250)
    // Once settled, only the 250 it cost count: 600 more fit.
    expect((await budget.reserve(600)).ok).toBe(true)
    expect(await store.reserve(utcDay(at.now), 0, 1000)).toMatchObject({ spent: 250, held: 600 })
    at.now = new Date('2026-11-25T00:00:00Z')
    expect((await budget.reserve(1000)).ok).toBe(true)
  })

  it('any number of questions at once hold no more than the budget', async () => {
    const store = memoryTokenStore()
    const { budget } = budgetWith(store, 20_000)
    const answers = await Promise.all(Array.from({ length: 60 }, () => budget.reserve(3000)))
    expect(answers.filter((answer) => answer.ok)).toHaveLength(6)
  })

  it('a settlement counts once, however often it is called', async () => {
    const store = memoryTokenStore()
    const { budget } = budgetWith(store, 1000)
    const reservation = await budget.reserve(500)
    if (!reservation.ok) throw new Error('refused')
    await reservation.settle(100)
    await reservation.settle(100)
    expect(await store.reserve(utcDay(new Date()), 0, 1000)).toMatchObject({ spent: 100, held: 0 })
  })

  it('days are UTC dates, whatever the server’s zone', () => {
    expect(utcDay(new Date('2026-11-24T23:59:59.999-05:00'))).toBe('2026-11-25')
    expect(utcDay(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24')
  })

  it('a store that cannot answer refuses the question (fail closed) and says so in the log', async () => {
    const { store, state } = flakyStore()
    state.down = true
    const { budget, logged } = budgetWith(store, 1000)
    expect(await budget.reserve(10)).toEqual({ ok: false, status: 503, code: 'chat_failed' })
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'token budget unavailable; question refused' }),
    )
  })

  it('tokens the store could not count are kept, and counted once it answers again', async () => {
    const { store, state, memory } = flakyStore()
    const day = utcDay(new Date())
    const { budget, logged } = budgetWith(store, 10_000)
    const reservation = await budget.reserve(3000)
    if (!reservation.ok) throw new Error('refused')
    state.down = true
    // A settlement that fails is logged, never thrown at the visitor.
    await expect(reservation.settle(2040)).resolves.toBeUndefined()
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'tokens not counted yet: kept until the budget store answers',
        tokens: 2040,
      }),
    )
    expect(await budget.reserve(10)).toMatchObject({ ok: false, status: 503 })
    state.down = false
    expect((await budget.reserve(10)).ok).toBe(true)
    expect(state.settled).toEqual([2040])
    expect(await memory.reserve(day, 0, 10_000)).toMatchObject({ spent: 2040, held: 10 })
  })

  it('tokens kept while the store is away are bounded: one sum a day, for the last two days', async () => {
    const { store, state, memory } = flakyStore()
    const at = { now: new Date('2026-11-23T12:00:00Z') }
    const { budget, logged } = budgetWith(store, 10_000, at)
    const reservations = []
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      at.now = new Date(`${day}T12:00:00Z`)
      for (let i = 0; i < 3; i++) reservations.push(await budget.reserve(100))
    }
    state.down = true
    for (const reservation of reservations) if (reservation.ok) await reservation.settle(40)
    // Three days of settlements: the oldest is dropped, and the log says so.
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'tokens never counted: their day is over',
        day: '2026-11-23',
      }),
    )
    state.down = false
    expect((await budget.reserve(1)).ok).toBe(true)
    // Yesterday's and today's sums, one settlement a day; the memory store keeps only today.
    expect(state.settled).toEqual([120, 120])
    expect(await memory.reserve('2026-11-25', 0, 10_000)).toMatchObject({ spent: 120, held: 1 })
  })

  it('a hold the store takes after its deadline, when the question was refused, is released', async () => {
    const memory = memoryTokenStore()
    const day = utcDay(new Date())
    let answer: () => void = () => {}
    const stuck = new Promise<void>((resolve) => (answer = resolve))
    const slow: TokenStore = {
      // Answers only once `answer` is called, as a paused Redis does once it runs again.
      reserve: (d, tokens, limit) =>
        withDeadline(
          stuck.then(() => memory.reserve(d, tokens, limit)),
          10,
          'token reservation',
        ),
      settle: (d, held, spent) => memory.settle(d, held, spent),
    }
    const { budget } = budgetWith(slow, 10_000)
    expect(await budget.reserve(3000)).toMatchObject({ ok: false, status: 503 })
    answer()
    await expect.poll(async () => (await memory.reserve(day, 0, 10_000)).held).toBe(0)
  })

  it('the memory store keeps only the latest day', async () => {
    const store = memoryTokenStore()
    await store.settle('2026-11-24', 0, 5)
    expect(await store.reserve('2026-11-24', 7, 100)).toEqual({ ok: true, spent: 5, held: 7 })
    await store.settle('2026-11-25', 0, 1)
    // A late settlement of the day before changes nothing.
    await store.settle('2026-11-24', 7, 40)
    expect(await store.reserve('2026-11-25', 0, 100)).toEqual({ ok: true, spent: 1, held: 0 })
  })
})

describe('withDeadline', () => {
  it('ends a call that does not answer in time, and keeps the call itself on the error', async () => {
    const never = new Promise<number>(() => {})
    const error = await withDeadline(never, 20, 'a count').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(StoreDeadlineError)
    expect((error as StoreDeadlineError).message).toBe(
      'a count: no answer from the store within 20 ms',
    )
    expect((error as StoreDeadlineError).late).toBe(never)
  })
})
