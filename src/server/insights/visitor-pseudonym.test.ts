import { describe, expect, it } from 'vitest'
import { memoryConversationLog } from '../stores/memory/conversation-log'
import { visitorPseudonyms } from './visitor-pseudonym'

const NOON = Date.UTC(2026, 10, 26, 12)
const DAY_MS = 24 * 60 * 60 * 1000
const bounds = { retentionDays: 30, maxRows: 100, maxBytes: 1_000_000 }

describe('visitorPseudonyms', () => {
  it("groups a day's turns by visitor, tells visitors and networks apart, and never joins two days", async () => {
    const clock = { now: NOON }
    const store = memoryConversationLog(bounds, { now: () => clock.now })
    const pseudonym = visitorPseudonyms(store.dayKey, () => clock.now)
    const first = await pseudonym('visitor', '203.0.113.7')
    expect(first).toMatch(/^[\w-]{16}$/)
    clock.now += 11 * 60 * 60 * 1000 // still the same UTC day
    expect(await pseudonym('visitor', '203.0.113.7')).toBe(first)
    expect(await pseudonym('visitor', '198.51.100.1')).not.toBe(first)
    // The same address as a network is another pseudonym.
    expect(await pseudonym('network', '203.0.113.7')).not.toBe(first)
    clock.now = NOON + DAY_MS
    expect(await pseudonym('visitor', '203.0.113.7')).not.toBe(first)
  })

  it("uses the store's key of the day, the same for every instance, and not the owner's token", async () => {
    const store = memoryConversationLog(bounds, { now: () => NOON })
    const one = visitorPseudonyms(store.dayKey, () => NOON)
    const other = visitorPseudonyms(store.dayKey, () => NOON)
    expect(await one('visitor', '203.0.113.7')).toBe(await other('visitor', '203.0.113.7'))
    // Another store (another site), another key: nothing ties its pseudonyms to these.
    const elsewhere = memoryConversationLog(bounds, { now: () => NOON })
    expect(
      await visitorPseudonyms(elsewhere.dayKey, () => NOON)('visitor', '203.0.113.7'),
    ).not.toBe(await one('visitor', '203.0.113.7'))
  })

  it("remembers a day's pseudonyms, the newest visitors only, and forgets them the next day", async () => {
    const clock = { now: NOON }
    const store = memoryConversationLog(bounds, { now: () => clock.now })
    const pseudonym = visitorPseudonyms(store.dayKey, () => clock.now, 2)
    const first = pseudonym('visitor', 'a')
    // A visitor's next turn reuses the pseudonym made for their first: no second HMAC.
    expect(pseudonym('visitor', 'a')).toBe(first)
    pseudonym('visitor', 'b')
    pseudonym('visitor', 'c') // the third visitor pushes out the first
    const again = pseudonym('visitor', 'a')
    expect(again).not.toBe(first)
    expect(await again).toBe(await first)
    clock.now += DAY_MS
    expect(await pseudonym('visitor', 'a')).not.toBe(await first)
  })

  it('asks the store again after it failed to give the key', async () => {
    let calls = 0
    const flaky = async () => {
      calls += 1
      if (calls === 1) throw new Error('store down')
      return new Uint8Array(32).fill(7)
    }
    const pseudonym = visitorPseudonyms(flaky, () => NOON)
    await expect(pseudonym('visitor', 'a')).rejects.toThrow('store down')
    await expect(pseudonym('visitor', 'a')).resolves.toMatch(/^[\w-]{16}$/)
  })
})
