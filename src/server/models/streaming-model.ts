// The HTTP side every provider shares: one streamed POST per question, answered with server-sent events.
// The reply is passed on piece by piece, every failure becomes one of the chat's error kinds, its details
// go to the server log only, and the call's cost is reported once it is over. A provider supplies only its
// wire format: the request, a reader for its chunks and the reading of its error bodies.
import type { ChatErrorKind } from '@/core/chat'
import { promptTokens, type ChatPrompt } from '@/core/chat-prompt'
import { createSseReader } from '@/core/sse'
import { estimateTokens } from '@/core/tokens'
import { jsonLogger, type Logger } from '../logger'
import {
  MODEL_TIMEOUT_MS,
  type ChatModel,
  type ChatStreamEvent,
  type TokenUsage,
} from './chat-model'
import type { ReplyReader } from './reply-reader'

/** A failed call's kind and the upstream's own words, read from the error body. */
export type UpstreamError = { kind: ChatErrorKind; message: string; upstreamStatus?: string }

export type StreamingModelOptions = {
  provider: string
  model: string
  url: string
  headers: Record<string, string>
  body: (prompt: ChatPrompt) => unknown
  reader: () => ReplyReader
  readError: (status: number, text: string) => UpstreamError
  timeoutMs?: number
  /** Where upstream details go (default: the server's JSON log). Never to the visitor. */
  log?: Logger
}

// Errors that mean no connection was ever made, so the provider never saw the request (Node's codes).
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

function neverConnected(error: unknown) {
  const cause = error instanceof Error ? error.cause : undefined
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined
  return typeof code === 'string' && NOT_CONNECTED.has(code)
}

// Some providers close the stream with a `[DONE]` event after the last chunk; it carries nothing.
const END_OF_STREAM = '[DONE]'

function failureReason(
  provider: string,
  error: unknown,
  visitor: AbortSignal | undefined,
  timeout: AbortSignal,
) {
  if (visitor?.aborted) return `the visitor left before ${provider} answered`
  if (timeout.aborted) return 'no answer in time'
  if (!(error instanceof Error)) return String(error)
  // fetch's own message is "fetch failed"; the cause says what happened (ECONNRESET, ...)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

export function createStreamingModel({
  provider,
  model,
  url,
  headers,
  body,
  reader: createReader,
  readError,
  timeoutMs = MODEL_TIMEOUT_MS,
  log = jsonLogger,
}: StreamingModelOptions): ChatModel {
  return {
    available: true,
    provider,
    model,
    async *stream(prompt, { signal, onUsage } = {}) {
      const timeout = AbortSignal.timeout(timeoutMs)
      const done = new AbortController()
      const callSignal = AbortSignal.any([done.signal, timeout, ...(signal ? [signal] : [])])
      const reader = createReader()
      // Nothing is spent on a call the provider refused or never received; once it may have received it,
      // its usage report counts, or an estimate of what was sent and received when none came: a visitor
      // who leaves before the first byte, or a timeout, still costs the prompt the provider read.
      let reached = false
      let received = ''
      let started = false
      const failed = (event: ChatStreamEvent & { type: 'failure' }, extra: object = {}) => {
        log({
          level: 'warn',
          msg: started ? `${provider} stream broke off` : `${provider} gave no reply`,
          kind: event.kind,
          detail: event.detail,
          ...extra,
        })
        return event
      }
      try {
        let response: Response
        try {
          response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers },
            body: JSON.stringify(body(prompt)),
            signal: callSignal,
          })
          if (!response.ok) {
            const { kind, message, upstreamStatus } = readError(
              response.status,
              await response.text(),
            )
            log({
              level: 'warn',
              msg: `${provider} error`,
              status: response.status,
              upstreamStatus,
              kind,
              detail: message,
            })
            yield { type: 'failure', kind, detail: message }
            return
          }
          reached = true
        } catch (error) {
          reached = !neverConnected(error)
          const detail = failureReason(provider, error, signal, timeout)
          log({
            level: 'warn',
            msg: `${provider} call failed`,
            kind: 'chat_failed',
            detail,
            timeoutMs,
          })
          yield { type: 'failure', kind: 'chat_failed', detail }
          return
        }

        const events = createSseReader()
        const decoder = new TextDecoder()
        const forward = function* (pieces: ChatStreamEvent[]) {
          for (const piece of pieces) {
            if (piece.type === 'failure') {
              yield failed(piece)
              return true
            }
            started = true
            received += piece.text
            yield piece
          }
          return false
        }
        try {
          const stream = response.body?.getReader()
          for (let read = await stream?.read(); read && !read.done; read = await stream?.read()) {
            for (const event of events.push(decoder.decode(read.value, { stream: true }))) {
              if (event.data === END_OF_STREAM) continue
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
          const detail = failureReason(provider, error, signal, timeout)
          const [failure] = reader.end()
          if (failure?.type === 'failure') yield failed({ ...failure, detail }, { timeoutMs })
          return
        }
        yield* forward(reader.end())
      } finally {
        // Ends the upstream call whichever way the iteration ended, early ones included.
        done.abort()
        const reported = reader.usage()
        if (reported && 'problem' in reported) {
          log({
            level: 'warn',
            msg: `${provider} usage report not believed; the tokens are estimated`,
            detail: reported.problem,
          })
        }
        const usage: TokenUsage =
          reported && !('problem' in reported)
            ? { ...reported, estimated: false }
            : reached
              ? {
                  inputTokens: promptTokens(prompt),
                  outputTokens: estimateTokens(received),
                  estimated: true,
                }
              : { inputTokens: 0, outputTokens: 0, estimated: false }
        onUsage?.(usage)
      }
    },
  }
}
