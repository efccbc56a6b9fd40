// The model's reply with the prompt's markers taken out (core/reply-markers.ts) before the route sees a
// word of it, so they reach neither the visitor, nor the signature, nor the log's copy of the reply. What
// the markers said, and when the first words came, go to the turn's notes for the log.
import type { Context } from 'hono'
import { createMarkerStripper } from '@/core/reply-markers'
import type { ChatStreamEvent } from '../models/chat-model'
import { noteTurn } from './turn-notes'

export async function* withoutMarkers(
  c: Context,
  events: AsyncGenerator<ChatStreamEvent>,
): AsyncGenerator<ChatStreamEvent> {
  const stripper = createMarkerStripper()
  let started = false
  const text = (text: string): ChatStreamEvent[] => {
    if (!text) return []
    if (!started) noteTurn(c, { firstTokenAt: Date.now() })
    started = true
    return [{ type: 'text', text }]
  }
  try {
    for await (const event of events) {
      if (event.type === 'failure') {
        // What was held back could be the start of a marker (`[[unans`): a failed reply never sends it.
        yield event
        return
      }
      yield* text(stripper.push(event.text))
      if (stripper.found.size) noteTurn(c, { markers: stripper.found })
    }
    yield* text(stripper.end())
  } finally {
    await events.return(undefined)
  }
}
