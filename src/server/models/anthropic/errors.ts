// Which kind of failure a failed Messages API call is. Anthropic names the kind in the body's
// `error.type`, for a failed call (`{type: "error", error: {type, message}, request_id}`) and for an
// `error` event inside a stream alike; a type it does not name falls back on the status and message, as
// for every provider.
import type { ChatErrorKind } from '@/core/chat'
import { classifyChatError } from '../chat-errors'
import { isRecord } from '../reply-reader'
import type { UpstreamError } from '../streaming-model'

const KIND_OF_TYPE: Record<string, ChatErrorKind> = {
  authentication_error: 'invalid_key', // 401
  permission_error: 'access_denied', // 403
  billing_error: 'access_denied', // 402
  rate_limit_error: 'rate_limited', // 429
  // Anthropic is busy for everyone (529), or failed (500), or slow (504): nothing the visitor did.
  overloaded_error: 'chat_failed',
  api_error: 'chat_failed',
  timeout_error: 'chat_failed',
  not_found_error: 'chat_failed', // 404: a model name that does not exist
}

/** The kind of failure an `error` object (`{type, message}`) says, with the call's status if it had one. */
export function classifyAnthropicError(
  status: number | undefined,
  error: Record<string, unknown>,
): ChatErrorKind {
  const type = typeof error.type === 'string' ? error.type : ''
  const message = typeof error.message === 'string' ? error.message : ''
  // A 400 is the request's fault, unless it says the key, the balance or a filter (classifyChatError).
  return Object.hasOwn(KIND_OF_TYPE, type)
    ? (KIND_OF_TYPE[type] as ChatErrorKind)
    : classifyChatError(status, message)
}

/** A failed call's kind, from its body, or from its status and text when the body is not Anthropic's. */
export function readAnthropicError(status: number, text: string): UpstreamError {
  let error: Record<string, unknown> = { message: text.slice(0, 500) }
  try {
    const parsed = JSON.parse(text) as unknown
    if (isRecord(parsed) && isRecord(parsed.error)) error = parsed.error
  } catch {
    // not JSON: a proxy's HTML page or plain text; classify by the text itself
  }
  return {
    kind: classifyAnthropicError(status, error),
    message: typeof error.message === 'string' ? error.message : '',
    upstreamStatus: typeof error.type === 'string' ? error.type : undefined,
  }
}
