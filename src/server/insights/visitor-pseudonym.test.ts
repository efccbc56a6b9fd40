import { describe, expect, it } from 'vitest'
import { visitorPseudonyms } from './visitor-pseudonym'

const SECRET = 'owner-token-0123456789abcdef0123456789'
const NOON = Date.UTC(2026, 10, 26, 12)
const DAY_MS = 24 * 60 * 60 * 1000

describe('visitorPseudonyms', () => {
  it("groups a day's turns by visitor, tells visitors apart, and never joins two days", async () => {
    const clock = { now: NOON }
    const pseudonym = visitorPseudonyms(SECRET, () => clock.now)
    const first = await pseudonym('203.0.113.7')
    expect(first).toMatch(/^[\w-]{16}$/)
    clock.now += 11 * 60 * 60 * 1000 // still the same UTC day
    expect(await pseudonym('203.0.113.7')).toBe(first)
    expect(await pseudonym('198.51.100.1')).not.toBe(first)
    clock.now = NOON + DAY_MS
    expect(await pseudonym('203.0.113.7')).not.toBe(first)
    // Another owner's secret gives other pseudonyms the same day.
    expect(await visitorPseudonyms(`${SECRET}x`, () => NOON)('203.0.113.7')).not.toBe(first)
  })

  it("remembers a day's pseudonyms, the newest visitors only, and forgets them the next day", async () => {
    const clock = { now: NOON }
    const pseudonym = visitorPseudonyms(SECRET, () => clock.now, 2)
    const first = pseudonym('a')
    // A visitor's next turn reuses the pseudonym made for their first: no second HMAC.
    expect(pseudonym('a')).toBe(first)
    pseudonym('b')
    pseudonym('c') // the third visitor pushes out the first
    const again = pseudonym('a')
    expect(again).not.toBe(first)
    expect(await again).toBe(await first)
    clock.now += DAY_MS
    expect(await pseudonym('a')).not.toBe(await first)
  })
})
