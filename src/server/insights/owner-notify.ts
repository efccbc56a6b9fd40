// The owner's webhook (OWNER_NOTIFY_URL): a short message when a recruiter pastes a job description,
// with the posting's first line, the verdict and a link to /owner, and nothing else of the visitor's.
// Sent after the turn is kept, bounded in time, at most `perHour` an hour and a fifth of that from one
// network (counted where the chat limits count, so across instances), and never thrown: the visitor has
// had the reply by then, and a webhook that is slow or down only costs a log line.
//
// A visitor writes the posting and steers the verdict, so neither may become the owner's trouble: both
// are escaped for the chat they land in (no `<!channel>`, no `<https://evil.example|Sign in>`, no
// `@everyone`), the link to /owner comes only from SITE_URL (never from the request's Host), and a
// webhook that answers with a redirect is not followed.
import type { Store } from 'hono-rate-limiter'
import { jobFitHeading } from '@/core/job-fit'
import type { TurnRecord } from '@/core/insights'
import type { LimitStores } from '../middleware/chat-limits'
import type { Logger } from '../logger'

/** A webhook call is given up after this long. */
export const NOTIFY_TIMEOUT_MS = 3_000
const HOUR_MS = 60 * 60 * 1000
/** One network's share of the hourly messages, as the chat's network allowance is of the daily cap. */
export const networkNotifyShare = (perHour: number) => Math.max(1, Math.floor(perHour / 5))

/** The verdict sentence of a job-fit reply ("**Verdict:** A strong fit, ..."), or undefined. */
export function verdictOf(reply: string): string | undefined {
  const pattern = new RegExp(`\\*\\*(?:${jobFitHeading('verdict')})[:：]?\\*\\*[:：]?\\s*([^\\n]+)`)
  return reply.match(pattern)?.[1]?.trim()
}

/** Where the message goes: Discord's own webhooks, or Slack's format (Slack, and Discord's `/slack`). */
export type NotifyTarget = 'slack' | 'discord'

export function notifyTarget(url: string): NotifyTarget {
  const { hostname, pathname } = new URL(url)
  return /(^|\.)discord(app)?\.com$/.test(hostname) &&
    !pathname.replace(/\/$/, '').endsWith('/slack')
    ? 'discord'
    : 'slack'
}

// A zero-width space after every `@`: `@everyone`, `@here` and `@channel` stay readable and ping no one.
const noMentions = (text: string) => text.replaceAll('@', '@\u200b')

/** Text as Slack shows it: `&`, `<` and `>` are its control characters, written as entities. */
export const slackText = (text: string) =>
  noMentions(text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'))

/** Text as Discord shows it: its Markdown and `<...>` mentions escaped with a backslash. */
export const discordText = (text: string) => noMentions(text.replace(/[\\*_~`|<>[\]()#]/g, '\\$&'))

/** The message: Slack's `text`, or Discord's `content` with every mention turned off. */
export function notifyMessage(turn: TurnRecord, target: NotifyTarget, ownerPage?: string) {
  const escape = target === 'slack' ? slackText : discordText
  const firstLine =
    turn.question
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? ''
  const verdict = verdictOf(turn.reply) ?? 'no verdict (see the reply)'
  const text = [
    `A job description was pasted: ${escape(firstLine.slice(0, 200))}`,
    `Verdict: ${escape(verdict.slice(0, 300))}`,
    ...(ownerPage ? [ownerPage] : []),
  ].join('\n')
  return target === 'slack' ? { text } : { content: text, allowed_mentions: { parse: [] } }
}

/** A store of the limits, counting in windows of an hour. */
function hourly(stores: LimitStores, name: 'owner-notify' | 'owner-notify-network'): Store {
  const store = stores(name)
  // The stores read only the window from the limiter's options.
  store.init?.({ windowMs: HOUR_MS } as Parameters<NonNullable<Store['init']>>[0])
  return store
}

export function ownerNotifier({
  url,
  perHour,
  siteUrl,
  stores,
  log,
  timeoutMs = NOTIFY_TIMEOUT_MS,
}: {
  url: string
  perHour: number
  /** SITE_URL: the only address the link to /owner is made from; without it there is no link. */
  siteUrl?: string
  /** Where the hourly counts live (memory, Redis or the Durable Object, as the chat limits). */
  stores: LimitStores
  log: Logger
  timeoutMs?: number
}) {
  const target = notifyTarget(url)
  const ownerPage = siteUrl && new URL('/owner', siteUrl).href
  const everyone = hourly(stores, 'owner-notify')
  const byNetwork = hourly(stores, 'owner-notify-network')
  return async (turn: TurnRecord, network: string): Promise<void> => {
    // Only a job fit the assistant answered: a failed one has no verdict to tell.
    if (turn.kind !== 'job-fit' || !['answered', 'faq', 'unanswered'].includes(turn.outcome)) return
    try {
      if ((await byNetwork.increment(network)).totalHits > networkNotifyShare(perHour)) {
        log({ level: 'info', msg: "owner notification skipped: this network's share of the hour" })
        return
      }
      if ((await everyone.increment('everyone')).totalHits > perHour) {
        log({ level: 'info', msg: 'owner notification skipped: hourly limit reached', perHour })
        return
      }
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(notifyMessage(turn, target, ownerPage)),
        signal: AbortSignal.timeout(timeoutMs),
        // A webhook's address is a secret the owner set; wherever it sends us instead is not.
        redirect: 'manual',
      })
      await response.body?.cancel()
      // A redirect comes back as itself (its 3xx), or as an opaque answer of status 0 where fetch hides it.
      if (response.status === 0 || (response.status >= 300 && response.status < 400))
        throw new Error(`it answered a redirect (${response.status}), which is not followed`)
      if (!response.ok) throw new Error(`status ${response.status}`)
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      // The address is the webhook's secret: never logged.
      log({ level: 'warn', msg: 'owner notification failed', detail })
    }
  }
}
