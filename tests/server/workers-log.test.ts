// The conversation log's Durable Object under the real Workers runtime (workerd, through wrangler,
// offline): the driver contract through its binding, the SQLite storage the object keeps, and its
// bounds. The worker in tests/fixtures/workers-log passes each call through the binding.
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unstable_startWorker } from 'wrangler'
import type { TurnRecord } from '@/core/insights'
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

const call = async (path: string, body?: unknown, bounds = '') => {
  const response = await worker.fetch(`http://worker.test${path}${bounds}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json() as Promise<unknown>
}

describe('the conversation log on Workers (a Durable Object with SQLite storage)', () => {
  it('stores and reads turns through its binding, deletes them, and holds the row cap', async () => {
    await call('/delete-all', {})
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
    await call('/record', first)
    await call('/record', second)
    expect(await call('/list', { since: 0 })).toEqual([second, first])
    expect(await call('/list', { since: 0, conversationId: 'workers-a' })).toEqual([first])
    await call('/delete-conversation', 'workers-a')
    expect(((await call('/list', { since: 0 })) as TurnRecord[]).map((t) => t.id)).toEqual([
      second.id,
    ])

    const bounds = '?maxRows=100'
    await call('/delete-all', {}, bounds)
    const flood = Array.from({ length: 300 }, (_, i) => aTurn({ at: Date.now() - 10_000 + i }))
    await Promise.all(flood.map((turn) => call('/record', turn, bounds)))
    expect(await call('/health', undefined, bounds)).toEqual({
      rows: 100,
      failures: 0,
      retentionDays: 30,
    })
  })
})
