// Gemini as the chat model: `streamGenerateContent` with `alt=sse` (one server-sent event per chunk; the
// REST default is one JSON array, sent at the end), the key in a header.
import type { Logger } from '../../logger'
import { classifyChatError } from '../chat-errors'
import { modelWithoutKey, type ChatModel } from '../chat-model'
import { createStreamingModel, type UpstreamError } from '../streaming-model'
import { buildGenerateContentBody } from './request'
import { createGeminiStreamReader } from './stream'

export type GeminiModelOptions = {
  apiKey: string | undefined
  baseUrl: string
  model: string
  timeoutMs?: number
  log?: Logger
}

/** A failed call's kind, from Google's envelope `{error: {code, message, status}}` or the raw text. */
export function readGeminiError(status: number, text: string): UpstreamError {
  let message = text.slice(0, 500)
  let upstreamStatus: string | undefined
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown; status?: unknown } }
    if (typeof parsed.error?.message === 'string') {
      message = parsed.error.message
      upstreamStatus = typeof parsed.error.status === 'string' ? parsed.error.status : undefined
    }
  } catch {
    // not JSON: a proxy's HTML page or plain text; classify by the text itself
  }
  return { kind: classifyChatError(status, message), message, upstreamStatus }
}

export function createGeminiModel({
  apiKey,
  baseUrl,
  model,
  timeoutMs,
  log,
}: GeminiModelOptions): ChatModel {
  if (!apiKey) return modelWithoutKey()
  return createStreamingModel({
    provider: 'gemini',
    model,
    url: `${baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(model)}:streamGenerateContent?alt=sse`,
    headers: { 'x-goog-api-key': apiKey },
    body: buildGenerateContentBody,
    reader: createGeminiStreamReader,
    readError: readGeminiError,
    timeoutMs,
    log,
  })
}
