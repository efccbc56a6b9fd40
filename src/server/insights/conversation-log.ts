// The conversation log as the server sees it: one interface, whatever keeps the turns (memory, a SQLite
// file, Redis, the Durable Object's SQLite). The chat route hands it a finished turn; the owner's page
// reads, exports and deletes through it. Absent from the app's deps, the log is off.
import type { TurnRecord } from '@/core/insights'

export type { TurnRecord }

/** Which turns to read: `since` and `until` are epoch milliseconds (until exclusive). */
export type TurnQuery = {
  since: number
  until?: number
  conversationId?: string
  /** At most this many, newest first; absent: every turn in range (the row cap bounds it). */
  limit?: number
}

export type LogHealth = {
  /** Turns kept now. */
  rows: number
  /** Turns this instance failed to write since it started (the store was slow, full or down). */
  failures: number
  retentionDays: number
}

export interface ConversationLog {
  /** Keeps a turn. The caller runs it after the reply is sent; a rejection is logged and counted. */
  record(turn: TurnRecord): Promise<void>
  /** The turns in range, newest first. */
  list(query: TurnQuery): Promise<TurnRecord[]>
  deleteConversation(id: string): Promise<void>
  deleteAll(): Promise<void>
  health(): Promise<LogHealth>
}

/** How much the log keeps: every driver prunes to both bounds. */
export type LogBounds = {
  /** Turns older than this many days are pruned (INSIGHTS_RETENTION_DAYS, 1 to 365). */
  retentionDays: number
  /** The most turns kept; the oldest go first (INSIGHTS_MAX_ROWS). */
  maxRows: number
}

export const DAY_MS = 24 * 60 * 60 * 1000

/** The oldest moment a turn may be from and still be kept. */
export const keptSince = (bounds: LogBounds, now: number) => now - bounds.retentionDays * DAY_MS
