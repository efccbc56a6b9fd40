// The conversation log's and the owner's Durable Objects under the real Workers runtime (workerd,
// through wrangler, offline): both driver contracts through real objects, and the app's binding to the
// one log object. The worker in tests/fixtures/workers-log passes each call on.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unstable_startWorker } from 'wrangler'
import type { TurnRecord } from '@/core/insights'
import type { ConversationLog, LogBounds } from '@/server/insights/conversation-log'
import type { OwnerAccessStore } from '@/server/services/owner-access'
import { describeConversationLog } from '../fixtures/conversation-log-contract'
import { describeOwnerAccess } from '../fixtures/owner-access-contract'
import { aTurn } from '../fixtures/turns'

type Worker = Awaited<ReturnType<typeof unstable_startWorker>>
let worker: Worker

beforeAll(async () => {
  process.env.WRANGLER_SEND_METRICS = 'false'
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
  worker = await unstable_startWorker({
    config: fileURLToPath(new URL('../fixtures/workers-log/wrangler.jsonc', import.meta.url)),
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, persist: false },
  })
  await worker.ready
}, 120_000)
afterAll(async () => {
  await worker?.dispose()
})

const call = async (path: string, body: object) => {
  const response = await worker.fetch(`http://worker.test${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<unknown>
}

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
