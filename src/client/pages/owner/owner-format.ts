// The owner page's words for the log's values, what it says when something goes wrong, and how it
// writes times, numbers and sizes.
import type { TurnOutcome } from '@/core/insights'
import type { JobFitVerdict } from '@/core/owner-insights'
import { OwnerApiError } from './owner-api'

export const OUTCOME_LABELS: Record<TurnOutcome, string> = {
  answered: 'answered',
  faq: 'answered from the FAQ',
  unanswered: 'not in the portfolio',
  'off-topic': 'off-topic',
  'model-error': 'model error',
  'cut-off': 'cut off',
}

export const VERDICT_LABELS: Record<JobFitVerdict, string> = {
  strong: 'Strong fit',
  partial: 'Partial fit',
  'not a fit': 'Not a fit',
  unknown: 'No verdict',
}

/** A time in the owner's own zone: the log stores UTC instants. */
export const formatTime = (at: number) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export const formatNumber = (value: number) => value.toLocaleString('en-US')

/** A size in bytes as the page writes it: "3.4 MB". */
export const formatMegabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`

/**
 * What the page says of a failed call: its own words for what it knows (the store not answering, a
 * sign-in too soon after failed ones), the server's message otherwise.
 */
export function failureText(failure: unknown): string {
  if (!(failure instanceof OwnerApiError))
    return 'The server could not be reached. Reload to try again.'
  if (failure.code === 'store_unavailable')
    return 'The store that keeps the log and the sessions is unavailable: it did not answer in time. Try again in a minute.'
  if (failure.status === 429 && failure.retryAfter !== undefined)
    return `Too many sign-in attempts. Try again in ${failure.retryAfter} ${failure.retryAfter === 1 ? 'second' : 'seconds'}.`
  return failure.message
}
