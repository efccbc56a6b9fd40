// The conversation log's record of one turn, as the server writes it and the owner's page reads it.
// Pure: no fetch, no DOM, no process.env. What a turn may hold is decided here, once: no address, user
// agent, cookie or fingerprint ever has a field.
import { z } from 'zod'

/** How a kept turn ended, as the owner's page counts it. */
export const TURN_OUTCOMES = [
  'answered',
  // answered from the owner's own FAQ (profile.faq)
  'faq',
  // the portfolio did not hold the answer (the model said so with the unanswered marker)
  'unanswered',
  'off-topic',
  'model-error',
  // the reply broke off after its first words
  'cut-off',
] as const
export type TurnOutcome = (typeof TURN_OUTCOMES)[number]

/**
 * The questions a limit refused: each is counted a day, never kept as a turn, so a flood of refused
 * questions costs the log a counter, not a row (the visitor's own limit, everyone's daily cap, the
 * token budget).
 */
export const REFUSALS = ['visitor-limit', 'daily-cap', 'token-budget'] as const
export type Refusal = (typeof REFUSALS)[number]

/**
 * What the log counts a day instead of keeping: the refusals, and the turns it did not keep because
 * their visitor's or network's share of the day was used up.
 */
export const TALLY_KINDS = [...REFUSALS, 'share-full'] as const
export type TallyKind = (typeof TALLY_KINDS)[number]

/** One day's count of one kind (the day in UTC, YYYY-MM-DD). */
export type Tally = { day: string; kind: TallyKind; count: number }

/** A job description is kept only up to here; its full length is in `questionLength`. */
export const JOB_DESCRIPTION_KEPT_LENGTH = 2000

/**
 * The longest reply a record keeps. A reply is bounded by the model's output tokens already; this cap
 * bounds a record's size whatever the provider sends, so a flood cannot grow the store past rows × size.
 */
export const REPLY_KEPT_LENGTH = 8000

/**
 * The most bytes (UTF-8) a question and a reply keep, whatever their script: 2,000 characters of CJK are
 * 6,000 bytes, and a character can take 4. With the short fields, a turn is at most about 13 KB.
 */
export const KEPT_BYTES = { question: 4096, reply: 8192 } as const

const encoder = new TextEncoder()

/** The length of `text` in UTF-8 bytes. */
export const utf8Length = (text: string) => encoder.encode(text).length

/** `text` cut to at most `max` UTF-8 bytes, never inside a character. */
export function keepBytes(text: string, max: number): string {
  // Most texts are well within: a character takes at most 4 bytes.
  if (text.length * 3 <= max || utf8Length(text) <= max) return text
  const bytes = encoder.encode(text)
  let end = max
  // A UTF-8 continuation byte is 10xxxxxx: step back to the start of the character it belongs to.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1
  return new TextDecoder().decode(bytes.subarray(0, end))
}

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
   * The day's pseudonym of the visitor's network (an IPv6 /48; an IPv4 address alone by default), made
   * the same way: the log's shares and who gives way when it is full are counted by it.
   */
  network: z.string().max(SHORT),
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
  question: z
    .string()
    .max(JOB_DESCRIPTION_KEPT_LENGTH)
    .refine((text) => utf8Length(text) <= KEPT_BYTES.question, 'too many bytes'),
  /** The question's full length, in characters. */
  questionLength: z.number().int().nonnegative(),
  /** The reply as the visitor saw it (the error text for a failure). */
  reply: z
    .string()
    .max(REPLY_KEPT_LENGTH)
    .refine((text) => utf8Length(text) <= KEPT_BYTES.reply, 'too many bytes'),
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

/** What a turn weighs in the log: its record's length as JSON, in UTF-8 bytes (what every store keeps). */
export const turnBytes = (turn: TurnRecord) => utf8Length(JSON.stringify(turn))
