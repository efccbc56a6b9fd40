// The only code that talks to Gemini. One non-streamed `generateContent` call per question, with the key in
// a header; every failure becomes one of the spec's error kinds, and its details go to the server log only.
import {
  buildGenerateContentBody,
  classifyChatError,
  extractChatReply,
  type ChatOutcome,
  type ChatPrompt,
} from '@/core/chat'
import { jsonLogger, type Logger } from '../middleware/request-log'

/** spec 7: one call, not streamed; a visitor waits at most this long for a reply. */
export const GEMINI_TIMEOUT_MS = 30_000

export type GeminiService = {
  /** Whether a key is configured; without one nothing is ever sent. */
  readonly hasKey: boolean
  /** Asks Gemini; `signal` is the visitor's request, so a visitor who leaves cancels the call. */
  generate: (prompt: ChatPrompt, signal?: AbortSignal) => Promise<ChatOutcome>
}

export type GeminiServiceOptions = {
  apiKey: string | undefined
  baseUrl: string
  model: string
  timeoutMs?: number
  /** Where upstream details go (default: the server's JSON log). Never to the visitor. */
  log?: Logger
}

/** A service for a server without a key: the panel learns this from the status route and sends nothing. */
export const geminiWithoutKey: GeminiService = {
  hasKey: false,
  generate: async () => ({ ok: false, kind: 'chat_failed' }),
}

/** The upstream error's own message, from Google's envelope `{error: {code, message, status}}`. */
function upstreamError(text: string): { message: string; status?: string } {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown; status?: unknown } }
    if (typeof parsed.error?.message === 'string') {
      const status = parsed.error.status
      return {
        message: parsed.error.message,
        status: typeof status === 'string' ? status : undefined,
      }
    }
  } catch {
    // not JSON: a proxy's HTML page or plain text; classify by the text itself
  }
  return { message: text.slice(0, 500) }
}

function failureReason(error: unknown, visitor: AbortSignal | undefined, timeout: AbortSignal) {
  if (visitor?.aborted) return 'the visitor left before Gemini answered'
  if (timeout.aborted) return 'no answer in time'
  if (!(error instanceof Error)) return String(error)
  // fetch's own message is "fetch failed"; the cause says what happened (ECONNRESET, ...)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

/** Why a 200 answer had no reply, for the log. */
function noReplyReason(body: unknown): string {
  const { promptFeedback, candidates } = (body ?? {}) as {
    promptFeedback?: { blockReason?: unknown }
    candidates?: unknown
  }
  if (promptFeedback?.blockReason) return `prompt blocked (${String(promptFeedback.blockReason)})`
  const first = Array.isArray(candidates)
    ? (candidates[0] as { finishReason?: unknown })
    : undefined
  return `no text (finishReason ${String(first?.finishReason ?? 'none')})`
}

export function createGeminiService({
  apiKey,
  baseUrl,
  model,
  timeoutMs = GEMINI_TIMEOUT_MS,
  log = jsonLogger,
}: GeminiServiceOptions): GeminiService {
  if (!apiKey) return geminiWithoutKey
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(model)}:generateContent`

  return {
    hasKey: true,
    async generate(prompt, signal) {
      const timeout = AbortSignal.timeout(timeoutMs)
      let response: Response
      let text: string
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-goog-api-key': apiKey },
          body: JSON.stringify(buildGenerateContentBody(prompt)),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        })
        text = await response.text()
      } catch (error) {
        const detail = failureReason(error, signal, timeout)
        log({ level: 'warn', msg: 'gemini call failed', kind: 'chat_failed', detail, timeoutMs })
        return { ok: false, kind: 'chat_failed' }
      }

      if (!response.ok) {
        const { message, status } = upstreamError(text)
        const kind = classifyChatError(response.status, message)
        log({
          level: 'warn',
          msg: 'gemini error',
          status: response.status,
          upstreamStatus: status,
          kind,
          detail: message,
        })
        return { ok: false, kind }
      }

      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        const detail = `not JSON: ${text.slice(0, 200)}`
        log({ level: 'warn', msg: 'gemini gave no reply', kind: 'chat_failed', detail })
        return { ok: false, kind: 'chat_failed' }
      }
      const outcome = extractChatReply(body)
      if (!outcome.ok) {
        const detail = noReplyReason(body)
        log({ level: 'warn', msg: 'gemini gave no reply', kind: outcome.kind, detail })
      }
      return outcome
    },
  }
}
