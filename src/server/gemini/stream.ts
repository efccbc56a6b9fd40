// Reading Gemini's reply as it streams: each server-sent event carries one GenerateContentResponse chunk.
// Text arrives in pieces, `finishReason` only in the last chunk, and a failure can come before any text or
// in the middle. Pure: the server feeds it chunks and forwards what it answers.
import type { ChatErrorKind } from '@/core/chat'
import { classifyChatError } from './errors'

/** What the server forwards: a piece of the reply, or the one failure that ends it. */
export type ChatStreamEvent =
  { type: 'text'; text: string } | { type: 'failure'; kind: ChatErrorKind; detail: string }

// Finish reasons that mean the reply was withheld by a filter.
const BLOCKED_FINISH_REASONS = new Set(['SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST'])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type ChunkReading =
  | { ok: true; text: string; finishReason: string | undefined }
  | { ok: false; kind: ChatErrorKind; detail: string }

/** One chunk: its text and finish reason, or why it is a failure. */
export function readGeminiChunk(chunk: unknown): ChunkReading {
  if (!isRecord(chunk)) return { ok: false, kind: 'chat_failed', detail: 'not a response object' }
  // An error inside the stream uses Google's error envelope, as a failed call's body does.
  if (isRecord(chunk.error)) {
    const { code, message, status } = chunk.error
    const text = typeof message === 'string' ? message : ''
    return {
      ok: false,
      kind: classifyChatError(typeof code === 'number' ? code : undefined, text),
      detail: `error in the stream: ${String(status ?? code)}: ${text}`,
    }
  }
  const feedback = chunk.promptFeedback
  if (isRecord(feedback) && typeof feedback.blockReason === 'string') {
    return {
      ok: false,
      kind: 'safety_blocked',
      detail: `prompt blocked (${feedback.blockReason})`,
    }
  }
  const candidate = Array.isArray(chunk.candidates) ? chunk.candidates[0] : undefined
  if (!isRecord(candidate)) return { ok: true, text: '', finishReason: undefined }
  const finishReason =
    typeof candidate.finishReason === 'string' ? candidate.finishReason : undefined
  if (finishReason && BLOCKED_FINISH_REASONS.has(finishReason)) {
    return { ok: false, kind: 'safety_blocked', detail: `finishReason ${finishReason}` }
  }
  const parts = isRecord(candidate.content) ? candidate.content.parts : undefined
  const text = (Array.isArray(parts) ? parts : [])
    .filter((part) => isRecord(part) && typeof part.text === 'string' && part.thought !== true)
    .map((part) => (part as { text: string }).text)
    .join('')
  return { ok: true, text, finishReason }
}

export type GeminiStreamReader = {
  /** One parsed chunk in; what to forward out. */
  push: (chunk: unknown) => ChatStreamEvent[]
  /** The upstream body ended; a reply that never started or never finished is a failure. */
  end: () => ChatStreamEvent[]
}

/**
 * Follows one streamed reply. Before the first words a failure keeps its own kind (the visitor sees the
 * matching error text); after them every failure is the generic one, shown below the words that arrived.
 */
export function createGeminiStreamReader(): GeminiStreamReader {
  let started = false
  let over = false
  let finishReason: string | undefined

  const fail = (kind: ChatErrorKind, detail: string): ChatStreamEvent[] => {
    over = true
    return [{ type: 'failure', kind: started ? 'chat_failed' : kind, detail }]
  }

  return {
    push(chunk) {
      if (over) return []
      const reading = readGeminiChunk(chunk)
      if (!reading.ok) return fail(reading.kind, reading.detail)
      const out: ChatStreamEvent[] = []
      // Leading blank lines would push the reply down in its bubble.
      const text = started ? reading.text : reading.text.trimStart()
      if (text) {
        started = true
        out.push({ type: 'text', text })
      }
      if (reading.finishReason) {
        finishReason = reading.finishReason
        over = true
        if (!started) return fail('chat_failed', `no text (finishReason ${finishReason})`)
      }
      return out
    },
    end() {
      if (over) return []
      if (!started) return fail('chat_failed', 'no text (finishReason none)')
      return fail('chat_failed', 'the stream ended before its last chunk')
    },
  }
}
