// The conversation log as the server sees it: one interface, whatever keeps the turns (memory, a SQLite
// file, Redis, the Durable Object's SQLite). The chat route hands it a finished turn or a refused
// question; the owner's page reads, exports and deletes through it, a page at a time. Absent from the
// app's deps, the log is off. tests/fixtures/conversation-log-contract.ts is what every driver must do.
import type { Refusal, Tally, TurnRecord } from '@/core/insights'
import type { LogHealth, TurnDigest } from '@/core/owner-insights'

export type { LogHealth, TurnRecord }

/** Where a page starts: after the turn it names, in the newest-first order (at, then id). */
export type TurnCursor = { at: number; id: string }

/** Which turns to read, newest first: `since` and `until` are epoch milliseconds (until exclusive). */
export type TurnQuery = {
  since: number
  until?: number
  conversationId?: string
  /** At most this many (a page); absent: every turn in range. */
  limit?: number
  /** The page after this turn. */
  after?: TurnCursor
}

/** What became of a turn: kept, or not, because its visitor's or network's share of the day was used. */
export type Kept = 'kept' | 'share-full'

export interface ConversationLog {
  /**
   * Keeps a turn, within its visitor's and its network's share of the day (LOG_SHARES); past either, it
   * is counted as `share-full` and not kept. When the log is over its rows or bytes, the oldest turn of
   * the network that holds the most goes first (log-holdings.ts). The caller runs it after the reply is
   * sent; a rejection is logged and counted.
   */
  record(turn: TurnRecord): Promise<Kept>
  /** Counts a question a limit refused, on the day it came: counted, never kept as a turn. */
  countRefusal(refusal: Refusal, at: number): Promise<void>
  /** The turns in range, newest first. */
  list(query: TurnQuery): Promise<TurnRecord[]>
  /** The turns' digests in range, newest first: what the owner's figures read. */
  digests(query: TurnQuery): Promise<TurnDigest[]>
  /** The day counts from the UTC day of `since` on. */
  tallies(since: number): Promise<Tally[]>
  deleteConversation(id: string): Promise<void>
  deleteAll(): Promise<void>
  health(): Promise<LogHealth>
  /**
   * The day's random key for the visitors' pseudonyms (32 bytes): made the first time the day asks for
   * it, the same for every instance that day, and destroyed once the day is over, so that no one, the
   * owner included, can tie a turn to an address afterwards.
   */
  dayKey(day: string): Promise<Uint8Array>
}

/** How much the log keeps: every driver prunes to these bounds. */
export type LogBounds = {
  /** Turns older than this many days are pruned (INSIGHTS_RETENTION_DAYS, 1 to 365). */
  retentionDays: number
  /** The most turns kept (INSIGHTS_MAX_ROWS). */
  maxRows: number
  /** The most bytes of turns kept (INSIGHTS_MAX_MB), as turnBytes weighs them. */
  maxBytes: number
}

/** A store's health from what it keeps now; its failed writes are guarded-log.ts's to count. */
export const logHealth = (bounds: LogBounds, rows: number, bytes: number): LogHealth => ({
  rows,
  bytes,
  maxRows: bounds.maxRows,
  maxBytes: bounds.maxBytes,
  failures: 0,
  retentionDays: bounds.retentionDays,
})

export const DAY_MS = 24 * 60 * 60 * 1000

/** The oldest moment a turn may be from and still be kept. */
export const keptSince = (bounds: LogBounds, now: number) => now - bounds.retentionDays * DAY_MS

/** When a UTC day (YYYY-MM-DD) is over: its day key is destroyed then. */
export const dayEnd = (day: string) => Date.parse(`${day}T00:00:00Z`) + DAY_MS

/** Whether `turn` comes after `cursor` in the newest-first order. */
export const isAfter = (turn: TurnCursor, cursor: TurnCursor | undefined) =>
  !cursor || turn.at < cursor.at || (turn.at === cursor.at && turn.id < cursor.id)

/** A new day key: 32 random bytes. */
export const newDayKey = () => crypto.getRandomValues(new Uint8Array(32))

/** A day key as stored text (hex), and back. */
export const dayKeyText = (key: Uint8Array) =>
  Array.from(key, (byte) => byte.toString(16).padStart(2, '0')).join('')
export const dayKeyBytes = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
