// Reading a streamed Messages API reply: named server-sent events whose data says its own `type`.
// `message_start` carries the message with the input's usage; each content block has a
// `content_block_start`, `content_block_delta`s (text in `text_delta`) and a `content_block_stop`;
// `message_delta` carries the `stop_reason` and the cumulative usage; `message_stop` ends it. `ping`s keep
// the connection alive, and an `error` event (such as `overloaded_error`) can come at any point. Pure.
import { z } from 'zod'
import {
  createReplyReader,
  isRecord,
  usageFigure,
  usageProblem,
  type ChunkReading,
  type TokenCounts,
  type UsageReading,
} from '../reply-reader'
import { classifyAnthropicError } from './errors'

/** One event: its text and stop reason, or why it is a failure. */
export function readAnthropicChunk(chunk: unknown): ChunkReading {
  if (!isRecord(chunk)) return { ok: false, kind: 'chat_failed', detail: 'not an event object' }
  if (chunk.type === 'error') {
    const error = isRecord(chunk.error) ? chunk.error : {}
    return {
      ok: false,
      kind: classifyAnthropicError(undefined, error),
      detail: `error in the stream: ${String(error.type)}: ${String(error.message ?? '')}`,
    }
  }
  if (chunk.type === 'content_block_delta' && isRecord(chunk.delta)) {
    // Thinking and tool input come as other deltas: not the reply.
    const { delta } = chunk
    const text = delta.type === 'text_delta' && typeof delta.text === 'string' ? delta.text : ''
    return { ok: true, text, finishReason: undefined }
  }
  if (chunk.type === 'message_delta' && isRecord(chunk.delta)) {
    const reason = chunk.delta.stop_reason
    // The model declined to go on (its safety classifiers): what was said so far stays, as for a filter.
    if (reason === 'refusal')
      return { ok: false, kind: 'safety_blocked', detail: 'stop_reason refusal' }
    return { ok: true, text: '', finishReason: typeof reason === 'string' ? reason : undefined }
  }
  // message_start, content_block_start and _stop, ping, message_stop: nothing to show.
  return { ok: true, text: '', finishReason: undefined }
}

const anthropicUsageSchema = z.object({
  input_tokens: usageFigure,
  cache_creation_input_tokens: usageFigure,
  cache_read_input_tokens: usageFigure,
  output_tokens: usageFigure,
})

const inputOf = (usage: z.infer<typeof anthropicUsageSchema>) =>
  (usage.input_tokens ?? 0) +
  (usage.cache_creation_input_tokens ?? 0) +
  (usage.cache_read_input_tokens ?? 0)

/**
 * The usage of one call: `message_start`'s input tokens (with those read from or written to the cache),
 * and `message_delta`'s cumulative output. Only `message_delta` makes a report, since `message_start`'s
 * output is a placeholder: a stream cut before it is estimated, as with the other providers.
 */
export function createAnthropicUsageReader() {
  let input: number | undefined
  return (chunk: unknown): UsageReading | undefined => {
    if (!isRecord(chunk)) return undefined
    const at =
      chunk.type === 'message_start' && isRecord(chunk.message) ? chunk.message.usage : chunk.usage
    if (!isRecord(at) || (chunk.type !== 'message_start' && chunk.type !== 'message_delta'))
      return undefined
    const parsed = anthropicUsageSchema.safeParse(at)
    if (!parsed.success) return usageProblem(parsed.error)
    if (chunk.type === 'message_start') {
      input = inputOf(parsed.data)
      return undefined
    }
    // Newer responses repeat the input's figures in message_delta; older ones leave them out.
    const counts: TokenCounts = {
      inputTokens: parsed.data.input_tokens == null ? (input ?? 0) : inputOf(parsed.data),
      outputTokens: parsed.data.output_tokens ?? 0,
    }
    return counts.inputTokens + counts.outputTokens > 0 ? counts : undefined
  }
}

/** Follows one streamed Messages API reply (see reply-reader.ts). */
export const createAnthropicStreamReader = () =>
  createReplyReader(readAnthropicChunk, createAnthropicUsageReader())
