// What the chat route and its limits learn about a turn that its response does not show: which limit
// refused it, what it cost, when the first words came, which markers the model set. They note it here;
// the turn log (keep-turns.ts) reads it once the reply is over. Keyed by the request, so nothing leaks
// between turns and nothing outlives one.
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
}

const notes = new WeakMap<Request, TurnNotes>()

export function noteTurn(c: Context, note: TurnNotes) {
  notes.set(c.req.raw, { ...notes.get(c.req.raw), ...note })
}

export const turnNotes = (c: Context): TurnNotes => notes.get(c.req.raw) ?? {}
