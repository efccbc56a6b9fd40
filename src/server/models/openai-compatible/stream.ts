// Reading a streamed Chat Completions reply: `data: {chat.completion.chunk}` events whose
// `choices[0].delta.content` carries the text and `finish_reason` comes in the last choice; with
// `stream_options.include_usage` one more chunk, with `choices: []` and `usage`, comes before `data: [DONE]`.
// Pure.
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
import { classifyOpenAiError } from './errors'

const openAiUsageSchema = z.object({
  prompt_tokens: usageFigure,
  completion_tokens: usageFigure,
  total_tokens: usageFigure,
})

/** One chunk: its text and finish reason, or why it is a failure. */
export function readOpenAiChunk(chunk: unknown): ChunkReading {
  if (!isRecord(chunk)) return { ok: false, kind: 'chat_failed', detail: 'not a response object' }
  // Some servers (OpenRouter, vLLM) report a failure mid-stream as an event holding an error object.
  if (isRecord(chunk.error)) {
    const { message, code } = chunk.error
    const text = typeof message === 'string' ? message : ''
    const status = typeof code === 'number' ? code : undefined
    return {
      ok: false,
      kind: status ? classifyOpenAiError(status, chunk.error) : classifyChatError(undefined, text),
      detail: `error in the stream: ${String(code)}: ${text}`,
    }
  }
  const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined
  // The usage chunk, or a keep-alive without choices.
  if (!isRecord(choice)) return { ok: true, text: '', finishReason: undefined }
  const finishReason = typeof choice.finish_reason === 'string' ? choice.finish_reason : undefined
  if (finishReason === 'content_filter') {
    return { ok: false, kind: 'safety_blocked', detail: 'finish_reason content_filter' }
  }
  // Reasoning models stream their thinking in other fields (`reasoning`, `reasoning_content`): left out.
  const delta = isRecord(choice.delta) ? choice.delta : {}
  const text = typeof delta.content === 'string' ? delta.content : ''
  return { ok: true, text, finishReason }
}

/** The usage report: OpenAI's `usage`, or Groq's `x_groq.usage` on its last chunk. */
export function readOpenAiUsage(chunk: unknown): UsageReading | undefined {
  if (!isRecord(chunk)) return undefined
  const usage = isRecord(chunk.usage)
    ? chunk.usage
    : isRecord(chunk.x_groq) && isRecord(chunk.x_groq.usage)
      ? chunk.x_groq.usage
      : undefined
  if (!usage) return undefined
  const parsed = openAiUsageSchema.safeParse(usage)
  if (!parsed.success) return usageProblem(parsed.error)
  const inputTokens = parsed.data.prompt_tokens ?? 0
  const outputTokens = Math.max(
    parsed.data.completion_tokens ?? 0,
    (parsed.data.total_tokens ?? 0) - inputTokens,
  )
  return inputTokens + outputTokens > 0 ? { inputTokens, outputTokens } : undefined
}

/** Follows one streamed Chat Completions reply (see reply-reader.ts). */
export const createOpenAiStreamReader = () => createReplyReader(readOpenAiChunk, readOpenAiUsage)
