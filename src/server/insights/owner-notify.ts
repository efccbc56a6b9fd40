// The owner's webhook (OWNER_NOTIFY_URL): a short message when a recruiter pastes a job description,
// with the posting's first line, the verdict and a link to /owner, and nothing else of the visitor's.
// Sent after the turn is kept, bounded in time, at most `perHour` an hour, and never thrown: the visitor
// has had the reply by then, and a webhook that is slow or down only costs a log line.
import { jobFitHeading } from '@/core/job-fit'
import type { TurnRecord } from '@/core/insights'
import type { Logger } from '../logger'

/** A webhook call is given up after this long. */
export const NOTIFY_TIMEOUT_MS = 3_000
const HOUR_MS = 60 * 60 * 1000

/** The verdict sentence of a job-fit reply ("**Verdict:** A strong fit, ..."), or undefined. */
export function verdictOf(reply: string): string | undefined {
  const pattern = new RegExp(`\\*\\*(?:${jobFitHeading('verdict')})[:：]?\\*\\*[:：]?\\s*([^\\n]+)`)
  return reply.match(pattern)?.[1]?.trim()
}

/** The message: Slack's and Discord's webhooks both show `text`. */
export function notifyMessage(turn: TurnRecord, ownerPage: string): { text: string } {
  const firstLine =
    turn.question
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? ''
  const verdict = verdictOf(turn.reply) ?? 'no verdict (see the reply)'
  return {
    text: [
      `A job description was pasted: ${firstLine.slice(0, 200)}`,
      `Verdict: ${verdict.slice(0, 300)}`,
      ownerPage,
    ].join('\n'),
  }
}

export function ownerNotifier({
  url,
  perHour,
  log,
  timeoutMs = NOTIFY_TIMEOUT_MS,
  now = Date.now,
}: {
  url: string
  perHour: number
  log: Logger
  timeoutMs?: number
  now?: () => number
}) {
  // The times of this hour's messages; one instance's count (several instances may each send N).
  let sent: number[] = []
  return async (turn: TurnRecord, origin: string): Promise<void> => {
    // Only a job fit the assistant answered: a refused or failed one has no verdict to tell.
    if (turn.kind !== 'job-fit' || !['answered', 'faq', 'unanswered'].includes(turn.outcome)) return
    sent = sent.filter((at) => at > now() - HOUR_MS)
    if (sent.length >= perHour) {
      log({ level: 'info', msg: 'owner notification skipped: hourly limit reached', perHour })
      return
    }
    sent.push(now())
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(notifyMessage(turn, new URL('/owner', origin).href)),
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`status ${response.status}`)
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      // The address is the webhook's secret: never logged.
      log({ level: 'warn', msg: 'owner notification failed', detail })
    }
  }
}
