// The conversation log's and the owner's Durable Objects under the real Workers runtime (workerd,
// through wrangler, offline): both driver contracts through real objects, and the app's binding to the
// one log object. The worker in tests/fixtures/workers-log passes each call on.
import { describe, expect, it } from 'vitest'
import type { TurnRecord } from '@/core/insights'
import type { ConversationLog, LogBounds } from '@/server/insights/conversation-log'
import type { OwnerAccessStore } from '@/server/services/owner-access'
import { describeConversationLog } from '../fixtures/conversation-log-contract'
import { describeOwnerAccess } from '../fixtures/owner-access-contract'
import { aTurn } from '../fixtures/turns'
import { useFixtureWorker } from '../fixtures/workerd'

const call = useFixtureWorker('workers-log')

/** A log whose every method is a call to one fresh object, at the contract's clock. */
function logObject(bounds: LogBounds, now: () => number): ConversationLog {
  const name = crypto.randomUUID()
  const method =
    (method: keyof ConversationLog) =>
    async (...args: unknown[]) =>
      call('/log', { name, method, args, bounds, now: now() })
  return {
    record: method('record') as ConversationLog['record'],
    countRefusal: method('countRefusal') as ConversationLog['countRefusal'],
    list: method('list') as ConversationLog['list'],
    digests: method('digests') as ConversationLog['digests'],
    tallies: method('tallies') as ConversationLog['tallies'],
    deleteConversation: method('deleteConversation') as ConversationLog['deleteConversation'],
    deleteAll: method('deleteAll') as ConversationLog['deleteAll'],
    health: method('health') as ConversationLog['health'],
    dayKey: async (day) => Uint8Array.from((await method('dayKey')(day)) as number[]),
  }
}

describeConversationLog('the Durable Object', async (bounds, now) => logObject(bounds, now))

describeOwnerAccess('the Durable Object', async () => {
  const method =
    (name: keyof OwnerAccessStore) =>
    async (...args: unknown[]) =>
      // JSON has no undefined: the worker's null is the store's nothing.
      (await call('/access', { method: name, args })) ?? undefined
  return Object.fromEntries(
    (
      [
        'openSession',
        'sessionOpen',
        'closeSession',
        'closeAllSessions',
        'failedAttempts',
        'countFailure',
      ] as const
    ).map((name) => [name, method(name)]),
  ) as unknown as OwnerAccessStore
})

describe("the app's binding to the log object", () => {
  it('stores and reads turns through it, deletes them, and holds the row cap', async () => {
    const bounds = { retentionDays: 30, maxRows: 100, maxBytes: 1 << 20 }
    const through = (method: string, ...args: unknown[]) =>
      call('/binding', { method, args, bounds })
    await through('deleteAll')
    const first = aTurn({ at: Date.now() - 2000, conversationId: 'workers-a' })
    const second = aTurn({
      at: Date.now() - 1000,
      conversationId: 'workers-b',
      outcome: 'unanswered',
      errorKind: 'rate_limited',
      firstTokenMs: null,
      // The page's language, kept by the object's SQLite as by Node's.
      locale: 'pt',
    })
    await through('record', first)
    await through('record', second)
    expect(await through('list', { since: 0 })).toEqual([second, first])
    expect(await through('list', { since: 0, conversationId: 'workers-a' })).toEqual([first])
    await through('deleteConversation', 'workers-a')
    expect(((await through('list', { since: 0 })) as TurnRecord[]).map((t) => t.id)).toEqual([
      second.id,
    ])
    await through('deleteAll')
    const flood = Array.from({ length: 150 }, (_, i) =>
      aTurn({ at: Date.now() - 10_000 + i, visitor: `v-${i}`, network: `n-${i}` }),
    )
    await Promise.all(flood.map((turn) => through('record', turn)))
    expect(await through('health')).toMatchObject({ rows: 100, failures: 0, retentionDays: 30 })
  })
})
