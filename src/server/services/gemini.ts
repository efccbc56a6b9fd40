// The only code that talks to Gemini. One streamed `streamGenerateContent` call per question, with the key in
// a header; the reply is passed on piece by piece, every failure becomes one of the chat's error kinds, and
// its details go to the server log only.
import type { ChatPrompt } from '@/core/chat-prompt'
import { classifyChatError } from '../gemini/errors'
import { buildGenerateContentBody } from '../gemini/request'
import { createGeminiStreamReader, type ChatStreamEvent } from '../gemini/stream'
import { createSseReader } from '@/core/sse'
import { jsonLogger, type Logger } from '../middleware/request-log'

/** A visitor waits at most this long for the whole reply (a 512-token reply streams in a few seconds). */
export const GEMINI_TIMEOUT_MS = 30_000

export type GeminiService = {
  /** Whether a key is configured; without one nothing is ever sent. */
  readonly hasKey: boolean
  /**
   * Asks Gemini and yields the reply's pieces as they arrive; a failure is the last event. `signal` is
   * the visitor's request, so a visitor who leaves cancels the call; so does ending the iteration early.
   */
  stream: (prompt: ChatPrompt, signal?: AbortSignal) => AsyncGenerator<ChatStreamEvent>
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
  async *stream() {
    yield { type: 'failure', kind: 'chat_failed', detail: 'no key' }
  },
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

export function createGeminiService({
  apiKey,
  baseUrl,
  model,
  timeoutMs = GEMINI_TIMEOUT_MS,
  log = jsonLogger,
}: GeminiServiceOptions): GeminiService {
  if (!apiKey) return geminiWithoutKey
  // alt=sse: one server-sent event per chunk (the REST default is one JSON array, sent at the end).
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(model)}:streamGenerateContent?alt=sse`

  return {
    hasKey: true,
    async *stream(prompt, signal) {
      const timeout = AbortSignal.timeout(timeoutMs)
      const done = new AbortController()
      const callSignal = AbortSignal.any([done.signal, timeout, ...(signal ? [signal] : [])])
      let started = false
      const failed = (event: ChatStreamEvent & { type: 'failure' }, extra: object = {}) => {
        log({
          level: 'warn',
          msg: started ? 'gemini stream broke off' : 'gemini gave no reply',
          kind: event.kind,
          detail: event.detail,
          ...extra,
        })
        return event
      }
      try {
        let response: Response
        try {
          response = await fetch(endpoint, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'x-goog-api-key': apiKey },
            body: JSON.stringify(buildGenerateContentBody(prompt)),
            signal: callSignal,
          })
          if (!response.ok) {
            const { message, status } = upstreamError(await response.text())
            const kind = classifyChatError(response.status, message)
            log({
              level: 'warn',
              msg: 'gemini error',
              status: response.status,
              upstreamStatus: status,
              kind,
              detail: message,
            })
            yield { type: 'failure', kind, detail: message }
            return
          }
        } catch (error) {
          const detail = failureReason(error, signal, timeout)
          log({ level: 'warn', msg: 'gemini call failed', kind: 'chat_failed', detail, timeoutMs })
          yield { type: 'failure', kind: 'chat_failed', detail }
          return
        }

        const reader = createGeminiStreamReader()
        const events = createSseReader()
        const decoder = new TextDecoder()
        const forward = function* (pieces: ChatStreamEvent[]) {
          for (const piece of pieces) {
            if (piece.type === 'failure') {
              yield failed(piece)
              return true
            }
            started = true
            yield piece
          }
          return false
        }
        try {
          const body = response.body?.getReader()
          for (let read = await body?.read(); read && !read.done; read = await body?.read()) {
            for (const event of events.push(decoder.decode(read.value, { stream: true }))) {
              let chunk: unknown
              try {
                chunk = JSON.parse(event.data)
              } catch {
                chunk = undefined
              }
              if (yield* forward(reader.push(chunk))) return
            }
          }
          events.push(decoder.decode())
          events.end()
        } catch (error) {
          const detail = failureReason(error, signal, timeout)
          const [failure] = reader.end()
          if (failure?.type === 'failure') yield failed({ ...failure, detail }, { timeoutMs })
          return
        }
        yield* forward(reader.end())
      } finally {
        // Ends the upstream call whichever way the iteration ended, early ones included.
        done.abort()
      }
    },
  }
}
