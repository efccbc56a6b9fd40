// Reading Gemini's reply as it streams: each server-sent event carries one GenerateContentResponse chunk,
// with `finishReason` only in the last and a cumulative `usageMetadata`. Pure.
import { classifyChatError } from '../chat-errors'
import { z } from 'zod'
import {
  createReplyReader,
  isRecord,
  usageFigure,
  usageProblem,
  type ChunkReading,
  type UsageReading,
} from '../reply-reader'

// Finish reasons that mean the reply was withheld by a filter.
const BLOCKED_FINISH_REASONS = new Set(['SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST'])

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

const geminiUsageSchema = z.object({
  promptTokenCount: usageFigure,
  toolUsePromptTokenCount: usageFigure,
  candidatesTokenCount: usageFigure,
  thoughtsTokenCount: usageFigure,
  totalTokenCount: usageFigure,
})

/**
 * A chunk's `usageMetadata`, which runs cumulative through the stream. Thinking tokens are billed as
 * output; fields left out are zero (proto JSON omits zero values).
 */
export function readGeminiUsage(chunk: unknown): UsageReading | undefined {
  if (!isRecord(chunk) || !isRecord(chunk.usageMetadata)) return undefined
  const parsed = geminiUsageSchema.safeParse(chunk.usageMetadata)
  if (!parsed.success) return usageProblem(parsed.error)
  const usage = parsed.data
  const inputTokens = (usage.promptTokenCount ?? 0) + (usage.toolUsePromptTokenCount ?? 0)
  const outputTokens = Math.max(
    (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0),
    (usage.totalTokenCount ?? 0) - inputTokens,
  )
  return inputTokens + outputTokens > 0 ? { inputTokens, outputTokens } : undefined
}

/** Follows one streamed Gemini reply (see reply-reader.ts). */
export const createGeminiStreamReader = () => createReplyReader(readGeminiChunk, readGeminiUsage)
