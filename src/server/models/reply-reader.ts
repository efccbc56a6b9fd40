// Following one streamed reply, whatever the provider: text arrives in pieces, a finish reason in the
// last chunk, and a failure can come before any text or in the middle. A provider supplies how to read
// one of its chunks and its usage report. Pure: the server feeds it chunks and forwards what it answers.
import { z } from 'zod'
import type { ChatErrorKind } from '@/core/chat'
import type { ChatStreamEvent } from './chat-model'

/** One chunk: its text and finish reason, or why it is a failure. */
export type ChunkReading =
  | { ok: true; text: string; finishReason: string | undefined }
  | { ok: false; kind: ChatErrorKind; detail: string }

export type TokenCounts = { inputTokens: number; outputTokens: number }
/** A usage report as read: its counts, or why it cannot be believed (the figures then are estimated). */
export type UsageReading = TokenCounts | { problem: string }

/** Follows one streamed reply, chunk by chunk (each chunk is one event's JSON, or undefined if not JSON). */
export type ReplyReader = {
  push: (chunk: unknown) => ChatStreamEvent[]
  /** The body ended; a reply that never started or never finished is a failure. */
  end: () => ChatStreamEvent[]
  /** The provider's latest usage report, once one has arrived, or what is wrong with it. */
  usage: () => UsageReading | undefined
}

/** The most one figure of a usage report may say: about twice the largest context window on offer. */
export const USAGE_FIGURE_MAX = 2_000_000

/**
 * One figure of a provider's usage report: a whole number of tokens from 0 to USAGE_FIGURE_MAX, or left
 * out (proto JSON omits zeros; some servers send null). `1e309` parses as Infinity, and a provider's bug
 * or a proxy in the way can send anything: such a report is not believed, so it cannot spend the day.
 */
export const usageFigure = z.number().int().min(0).max(USAGE_FIGURE_MAX).nullish()

/** What is wrong with a usage report, from its schema's first complaint. */
export const usageProblem = (error: z.ZodError) => {
  const issue = error.issues[0]
  return { problem: `${issue?.path.join('.') || 'usage'}: ${issue?.message ?? 'invalid'}` }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Before the first words a failure keeps its own kind (the visitor sees the matching error text); after
 * them every failure is the generic one, shown below the words that arrived. A usage report is kept
 * whenever it comes, even after the finish reason (OpenAI-compatible servers send it last).
 */
export function createReplyReader(
  readChunk: (chunk: unknown) => ChunkReading,
  readUsage: (chunk: unknown) => UsageReading | undefined,
): ReplyReader {
  let started = false
  let over = false
  let usage: UsageReading | undefined

  const fail = (kind: ChatErrorKind, detail: string): ChatStreamEvent[] => {
    over = true
    return [{ type: 'failure', kind: started ? 'chat_failed' : kind, detail }]
  }

  return {
    push(chunk) {
      usage = readUsage(chunk) ?? usage
      if (over) return []
      const reading = readChunk(chunk)
      if (!reading.ok) return fail(reading.kind, reading.detail)
      const out: ChatStreamEvent[] = []
      // Leading blank lines would push the reply down in its bubble.
      const text = started ? reading.text : reading.text.trimStart()
      if (text) {
        started = true
        out.push({ type: 'text', text })
      }
      if (reading.finishReason) {
        over = true
        if (!started) return fail('chat_failed', `no text (finishReason ${reading.finishReason})`)
      }
      return out
    },
    end() {
      if (over) return []
      if (!started) return fail('chat_failed', 'no text (finishReason none)')
      return fail('chat_failed', 'the stream ended before its last chunk')
    },
    usage: () => usage,
  }
}
