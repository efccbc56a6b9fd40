// Which kind of failure a failed Chat Completions call is. The error table's rows apply by status and
// message as for every provider; on top of them, a 400 whose code, type or message names a content
// filter or a safety check (Azure OpenAI's `content_filter`, a moderation refusal) is a safety block.
import type { ChatErrorKind } from '@/core/chat'
import { classifyChatError } from '../chat-errors'
import { isRecord } from '../reply-reader'
import type { UpstreamError } from '../streaming-model'

const FILTERED = /content[\s_-]?filter|content[\s_-]?policy|moderation|safety|blocked/i

/** `error` is the body's `error` object: `{message, type, param, code}`. */
export function classifyOpenAiError(status: number, error: Record<string, unknown>): ChatErrorKind {
  const message = typeof error.message === 'string' ? error.message : ''
  const kind = classifyChatError(status, message)
  if (kind !== 'chat_failed' || status !== 400) return kind
  const reasons = [error.code, error.type, message].filter((value) => typeof value === 'string')
  return reasons.some((reason) => FILTERED.test(reason as string)) ? 'safety_blocked' : kind
}

/**
 * A failed call's kind, from the body `{error: {message, type, param, code}}` (some servers send
 * `{error: "text"}` or plain text instead).
 */
export function readOpenAiError(status: number, text: string): UpstreamError {
  let error: Record<string, unknown> = { message: text.slice(0, 500) }
  try {
    const parsed = JSON.parse(text) as unknown
    if (isRecord(parsed) && isRecord(parsed.error)) error = parsed.error
    else if (isRecord(parsed) && typeof parsed.error === 'string') error = { message: parsed.error }
  } catch {
    // not JSON: a proxy's HTML page or plain text; classify by the text itself
  }
  const code = typeof error.code === 'string' ? error.code : undefined
  return {
    kind: classifyOpenAiError(status, error),
    message: typeof error.message === 'string' ? error.message : '',
    upstreamStatus: code,
  }
}
