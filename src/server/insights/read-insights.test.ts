// Reading a full log for the owner a slice at a time: the work between two turns of the event loop is
// bounded whatever the log holds, an export reads a page at a time as it is downloaded, and a visitor's
// request is answered while the owner's figures are still being made.
import { describe, expect, it } from 'vitest'
import { aTurn } from '../../../tests/fixtures/turns'
import { createApp } from '../app'
import { loadConfig } from '../config'
import type { ConversationLog } from './conversation-log'
import { memoryConversationLog } from '../stores/memory/conversation-log'
import { EXPORT_PAGE, INSIGHT_SLICES, exportStream, readInsights } from './read-insights'
import { stubPages } from '../../../tests/fixtures/pages'

const TOKEN = 'slices-owner-token-0123456789abcdefghij'
const bounds = { retentionDays: 30, maxRows: 20_000, maxBytes: 256 << 20 }

/** A log of `count` distinct questions from as many visitors, over the last week. */
async function fullLog(count: number) {
  const log = memoryConversationLog(bounds)
  const now = Date.now()
  for (let i = 0; i < count; i++) {
    await log.record(
      aTurn({
        at: now - 6 * 24 * 60 * 60 * 1000 + i * 1000,
        question: `Has she shipped thing${i} with tool${i}?`,
        conversationId: `conversation-${i}`,
        visitor: `visitor-${i}`,
        network: `network-${i}`,
      }),
    )
  }
  return log
}

describe('readInsights', () => {
  it('gives the event loop back at least every slice: bounded work between pauses, whatever the size', async () => {
    for (const count of [600, 6000]) {
      const log = await fullLog(count)
      let pauses = 0
      const insights = await readInsights(
        log,
        {
          now: Date.now(),
          days: 7,
          dailyTokenBudget: 1,
          languages: { locales: ['en'], faqFile: () => 'src/content/profile.ts' },
        },
        async () => {
          pauses += 1
        },
      )
      expect(insights.totals.questions).toBe(count)
      const reads = Math.ceil(count / INSIGHT_SLICES.read)
      const adds = Math.floor(count / INSIGHT_SLICES.add)
      expect(pauses).toBeGreaterThanOrEqual(reads - 1 + adds)
      // No stretch between two pauses reads or adds more than a slice.
      expect(count / (pauses + 1)).toBeLessThanOrEqual(INSIGHT_SLICES.read)
    }
  })

  it('answers a visitor before the owner’s figures of a full log are done', async () => {
    const log = await fullLog(20_000)
    const app = createApp({
      config: loadConfig({ OWNER_TOKEN: TOKEN }),
      pages: stubPages,
      conversationLog: log,
      log: () => {},
    })
    const order: string[] = []
    const owner = Promise.resolve(
      app.request('/api/owner/insights?days=30', { headers: { Authorization: `Bearer ${TOKEN}` } }),
    ).then(() => order.push('owner'))
    // The owner's request has started on its first slice when the visitor's comes in.
    await new Promise((resolve) => setImmediate(resolve))
    const visitor = Promise.resolve(app.request('/')).then(() => order.push('visitor'))
    await Promise.all([owner, visitor])
    expect(order).toEqual(['visitor', 'owner'])
  })
})

describe('exportStream', () => {
  it('reads the log a page at a time, as the download asks for more, each in a turn of its own', async () => {
    const log = await fullLog(1050)
    const pages: number[] = []
    const counted: ConversationLog = {
      ...log,
      list: async (query) => {
        pages.push(query.limit ?? Infinity)
        return log.list(query)
      },
    }
    let pauses = 0
    const reader = exportStream(
      counted,
      'csv',
      new Date().toISOString(),
      () => {},
      async () => {
        pauses += 1
      },
    ).getReader()
    await reader.read() // the header
    await reader.read() // the first page
    expect(pages).toEqual([EXPORT_PAGE])
    let rows = 0
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      rows += new TextDecoder().decode(next.value).split('\r\n').length - 1
    }
    expect(rows + EXPORT_PAGE).toBe(1050)
    expect(pages.every((limit) => limit === EXPORT_PAGE)).toBe(true)
    expect(pages).toHaveLength(Math.ceil(1050 / EXPORT_PAGE))
    // Each page after the first waits its turn behind other requests.
    expect(pauses).toBe(pages.length - 1)
  })
})
