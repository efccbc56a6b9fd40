// What the chat route and its limits learn about a turn: which limit refused it, what it cost, when the
// first words came, which markers the model set, and the reply as it was sent. They note it here; the
// turn log (keep-turns.ts) reads it once the reply is over, so it never reads the response a second
// time. Keyed by the request, so nothing leaks between turns and nothing outlives one.
import type { Context } from 'hono'
import type { ReplyMarker } from '@/core/reply-markers'
import type { TokenUsage } from '../models/chat-model'

export type TurnNotes = {
  /** The limit that refused the question; a 429 without one is the token budget's. */
  refusal?: 'visitor-limit' | 'daily-cap'
  usage?: TokenUsage
  /** Epoch ms when the model's first words arrived. */
  firstTokenAt?: number
  markers?: ReadonlySet<ReplyMarker>
  /** The reply's text as the route sent it, kept up to date while it streams. */
  sent?: SentReply
}

export type SentReply = {
  text: string
  /** The reply ended whole (a JSON answer, or the stream's `done`). */
  complete: boolean
  /** The error kind the stream ended with, after some text. */
  errorKind?: string
}

const notes = new WeakMap<Request, TurnNotes>()

export function noteTurn(c: Context, note: TurnNotes) {
  notes.set(c.req.raw, { ...notes.get(c.req.raw), ...note })
}

export const turnNotes = (c: Context): TurnNotes => notes.get(c.req.raw) ?? {}
