// Reading the log for the owner, in slices: whatever grows with the log (the figures over a full log,
// an export of every turn) runs a bounded piece at a time and gives the event loop back between pieces,
// so a visitor's request waits at most one piece, never the whole log.
import { TURN_CSV_HEADER, turnCsvRow } from '@/core/turns-csv'
import { createInsights, windowStart, type Insights, type TurnDigest } from '@/core/owner-insights'
import type { ConversationLog, TurnCursor } from './conversation-log'

/**
 * Digests read from the store at once, and the most added to the figures between two turns of the loop,
 * or fewer when `ms` have passed (on a busy machine; Workers' clock stands still while code runs, so
 * there the count alone bounds a slice).
 */
export const INSIGHT_SLICES = { read: 250, add: 100, ms: 8 } as const
/** Whole turns read from the store at once by an export (at most about 13 KB each). */
export const EXPORT_PAGE = 100

/** Lets every request that came in meanwhile run before the next slice. */
export const nextSlice = (): Promise<void> =>
  new Promise((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
  )

/** The figures of the last `days` days, a slice at a time. */
export async function readInsights(
  log: ConversationLog,
  options: Parameters<typeof createInsights>[0],
  pause: () => Promise<void> = nextSlice,
): Promise<Insights> {
  const since = windowStart(options.now, options.days)
  const digests: TurnDigest[] = []
  for (let after: TurnCursor | undefined; ;) {
    const page = await log.digests({ since, after, limit: INSIGHT_SLICES.read })
    digests.push(...page)
    if (page.length < INSIGHT_SLICES.read) break
    after = page.at(-1)
    await pause()
  }
  // Grouping reads the questions in the order they were asked.
  const insights = createInsights(options)
  let added = 0
  let sliceStart = performance.now()
  for (let index = digests.length - 1; index >= 0; index -= 1) {
    insights.add(digests[index] as TurnDigest)
    added += 1
    if (added >= INSIGHT_SLICES.add || performance.now() - sliceStart >= INSIGHT_SLICES.ms) {
      await pause()
      added = 0
      sliceStart = performance.now()
    }
  }
  return insights.result(await log.tallies(since))
}

/**
 * Every turn the log holds, newest first, as JSON (`{"exportedAt": ..., "turns": [...]}`) or CSV, read
 * a page at a time as the download asks for more: the server holds one page, never the whole log.
 */
export function exportStream(
  log: ConversationLog,
  format: 'json' | 'csv',
  exportedAt: string,
  onError: (error: unknown) => void,
  pause: () => Promise<void> = nextSlice,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let after: TurnCursor | undefined
  let first = true
  let done = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          format === 'csv'
            ? TURN_CSV_HEADER
            : `{"exportedAt":${JSON.stringify(exportedAt)},"turns":[`,
        ),
      )
    },
    async pull(controller) {
      if (done) return
      try {
        // Whatever writes the download may ask for the next page at once, in the same turn of the
        // loop, while the socket takes more: each page waits its turn behind other requests.
        if (after) await pause()
        const page = await log.list({ since: 0, after, limit: EXPORT_PAGE })
        const text = page
          .map((turn) => {
            if (format === 'csv') return turnCsvRow(turn)
            const json = `${first ? '' : ','}${JSON.stringify(turn)}`
            first = false
            return json
          })
          .join('')
        if (text) controller.enqueue(encoder.encode(text))
        after = page.at(-1)
        if (page.length < EXPORT_PAGE) {
          done = true
          if (format === 'json') controller.enqueue(encoder.encode(']}'))
          controller.close()
        }
      } catch (error) {
        done = true
        onError(error)
        controller.error(error)
      }
    },
  })
}
