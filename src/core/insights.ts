// The conversation log's record of one turn, as the server writes it and the owner's page reads it.
// Pure: no fetch, no DOM, no process.env. What a turn may hold is decided here, once: no address, user
// agent, cookie or fingerprint ever has a field.
import { z } from 'zod'

/** How a turn ended, as the owner's page counts it. */
export const TURN_OUTCOMES = [
  'answered',
  // answered from the owner's own FAQ (profile.faq)
  'faq',
  // the portfolio did not hold the answer (the model said so with the unanswered marker)
  'unanswered',
  'off-topic',
  'visitor-limit',
  'daily-cap',
  'token-budget',
  'model-error',
  // the reply broke off after its first words
  'cut-off',
] as const
export type TurnOutcome = (typeof TURN_OUTCOMES)[number]

/** A job description is kept only up to here; its full length is in `questionLength`. */
export const JOB_DESCRIPTION_KEPT_LENGTH = 2000

/**
 * The longest reply a record keeps. A reply is bounded by the model's output tokens already; this cap
 * bounds a record's size whatever the provider sends, so a flood cannot grow the store past rows × size.
 */
export const REPLY_KEPT_LENGTH = 8000

/** The longest text any short field (ids, provider, model, error kind) may hold. */
const SHORT = 200

export const turnRecordSchema = z.object({
  id: z.string().min(1).max(SHORT),
  /** When the question arrived, epoch milliseconds. */
  at: z.number().int().nonnegative(),
  /** Random per panel session, sent by the browser; never derived from the visitor. */
  conversationId: z.string().min(1).max(SHORT),
  /** The day's pseudonym of the visitor: a keyed hash with a key that changes every UTC day. */
  visitor: z.string().max(SHORT),
  /**
   * The language of the page the question was asked on, by its tag (`pt`); absent in turns kept before
   * the site had languages, which were asked in its default one.
   */
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[a-z\d]{2,8})*$/i)
    .optional(),
  kind: z.enum(['question', 'job-fit']),
  /** The question as typed; a job description only up to JOB_DESCRIPTION_KEPT_LENGTH characters. */
  question: z.string().max(JOB_DESCRIPTION_KEPT_LENGTH),
  /** The question's full length, in characters. */
  questionLength: z.number().int().nonnegative(),
  /** The reply as the visitor saw it (the error text for a failure). */
  reply: z.string().max(REPLY_KEPT_LENGTH),
  outcome: z.enum(TURN_OUTCOMES),
  /** The API error code of a failed turn (invalid_key, rate_limited, chat_failed, ...). */
  errorKind: z.string().max(SHORT).optional(),
  provider: z.string().max(SHORT),
  model: z.string().max(SHORT),
  tokensIn: z.number().int().nonnegative(),
  tokensOut: z.number().int().nonnegative(),
  /** The provider reported no usage, so the token counts are the server's estimate. */
  tokensEstimated: z.boolean(),
  /** From the question's arrival to the reply's first words; null when none came. */
  firstTokenMs: z.number().nonnegative().nullable(),
  totalMs: z.number().nonnegative(),
})

export type TurnRecord = z.infer<typeof turnRecordSchema>
