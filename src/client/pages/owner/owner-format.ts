// The owner page's words for the log's values, and how it writes times and numbers.
import type { TurnOutcome } from '@/core/insights'
import type { JobFitVerdict } from '@/core/owner-insights'

export const OUTCOME_LABELS: Record<TurnOutcome, string> = {
  answered: 'answered',
  faq: 'answered from the FAQ',
  unanswered: 'not in the portfolio',
  'off-topic': 'off-topic',
  'visitor-limit': 'visitor limit',
  'daily-cap': 'daily cap',
  'token-budget': 'token budget',
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
