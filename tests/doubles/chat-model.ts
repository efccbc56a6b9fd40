// What every model double shares, whichever provider it stands in for: the answers a test asks for in
// the portfolio's words (a reply in pieces, a reply that breaks off, a raw status and body), and the
// request each double received, read back as the provider-neutral prompt (system text and turns). Each
// double (one folder per provider: gemini/, openai-compatible/, anthropic/) turns these into its own wire
// format on the server in model-server.ts; model-doubles.ts lists them by provider.
import type { ChatErrorKind } from '../../src/core/chat'
import type { ProviderId } from '../../src/server/models/providers'

/** The providers a double stands in for: all those asked over the network (the demo model is not). */
export type DoubledProvider = Exclude<ProviderId, 'demo'>

/**
 * A 200 stream of a reply's pieces, `gapMs` apart (the first after `delayMs`). `end` says how it stops:
 * normally with its finish reason (default), by an error inside the stream, by a socket reset, or not at
 * all (the caller gives up).
 */
export type ReplyScenario = {
  kind: 'reply'
  pieces: readonly string[]
  delayMs?: number
  gapMs?: number
  end?: 'normal' | 'error' | 'reset' | 'hang'
  /** The prompt tokens the provider reports; by default about one for every 4 characters sent. */
  promptTokens?: number
}

/** Answers every double can give. */
export type SharedScenario =
  | ReplyScenario
  /** A status and a JSON body, as recorded for the provider. */
  | { kind: 'respond'; status: number; body: unknown; delayMs?: number }
  /** Destroys the connection without an answer (a socket reset). */
  | { kind: 'reset' }
  /** Never answers; the connection stays open until the caller gives up. */
  | { kind: 'hang' }

/** A request as the double received it, and the prompt it carried in the portfolio's terms. */
export type ModelRequest = {
  method: string
  /** Path and query. */
  url: string
  headers: Record<string, string | string[] | undefined>
  /** The instructions and portfolio text. */
  system: string
  /** The conversation, oldest first. */
  turns: Array<['visitor' | 'assistant', string]>
  /** The generation settings the request asked for. */
  settings: { temperature?: number; maxOutputTokens?: number }
  /** True once the caller closed the connection before the double answered (timeout or abort). */
  closedByCaller: boolean
}

export type ModelDouble<Scenario = SharedScenario, Request extends ModelRequest = ModelRequest> = {
  provider: DoubledProvider
  url: string
  /** The server's environment that makes it ask this double, with the key the double accepts. */
  serverEnv: Record<string, string>
  /** The path and query the server's streamed call goes to. */
  endpoint: string
  requests: Request[]
  /** The key a request carried, wherever the provider wants it. */
  keyOf(request: Request): string | undefined
  /** Queues answers for the next calls, in order; when the queue is empty, calls get `fallback`. */
  enqueue(...next: Scenario[]): void
  /** The answer once the queue is empty (default: a short text reply); a function may answer by request. */
  fallback: Scenario | ((request: Request) => Scenario)
  /** Waits until `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<Request[]>
  reset(): void
  close(): Promise<void>
  /**
   * The provider's real failures (a wrong key, access denied, quota, rate limit, a safety block, an
   * empty reply, server errors, a reset), each with the kind of failure a visitor is told.
   */
  failures: ReadonlyArray<{ name: string; scenario: Scenario; kind: ChatErrorKind }>
}

/** Splits a reply into about `count` pieces at spaces, as the model's chunks come. */
export function splitReply(text: string, count = 3): string[] {
  const words = text.split(/(?<= )/)
  const size = Math.max(1, Math.ceil(words.length / count))
  const pieces: string[] = []
  for (let i = 0; i < words.length; i += size) pieces.push(words.slice(i, i + size).join(''))
  return pieces.length ? pieces : [text]
}

/** A text reply in several pieces, `gapMs` apart. */
export const reply = (text: string, delayMs?: number, gapMs?: number): ReplyScenario => ({
  kind: 'reply',
  pieces: splitReply(text),
  delayMs,
  gapMs,
})

/**
 * A reply that carries one of the prompt's markers (src/core/reply-markers.ts) split across its first
 * chunks, as a model's tokens split it: the server must strip it however it arrives.
 */
export const markedReply = (marker: string, text: string): ReplyScenario => ({
  kind: 'reply',
  pieces: [marker.slice(0, 4), `${marker.slice(4)} `, ...splitReply(text)],
})

/** A reply that starts, then breaks off with an error inside the stream. */
export const replyThenError = (text: string, gapMs?: number): ReplyScenario => ({
  kind: 'reply',
  pieces: splitReply(text),
  gapMs,
  end: 'error',
})

/** A reply whose connection is cut (reset) before its last chunk. */
export const replyThenReset = (text: string): ReplyScenario => ({
  kind: 'reply',
  pieces: splitReply(text),
  end: 'reset',
})

/** A status and a JSON body, as the provider answers it. */
export const respond = (status: number, body: unknown): SharedScenario => ({
  kind: 'respond',
  status,
  body,
})

/** A reply in the given pieces, with the timing of a real stream. */
export const replyPieces = (
  pieces: readonly string[],
  timing: Pick<ReplyScenario, 'delayMs' | 'gapMs'> = {},
): ReplyScenario => ({ kind: 'reply', pieces, ...timing })
