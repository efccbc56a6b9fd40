// The one contract the chat route sees: "a chat model that streams text". Each provider (a folder
// beside this file, listed in providers.ts) turns the provider-neutral prompt into its own wire format and
// its reply back into these events; create-chat-model.ts picks one from the configuration.
import type { ChatErrorKind, ProviderTextsId } from '@/core/chat'
import type { ChatPrompt } from '@/core/chat-prompt'

/** What the route forwards: a piece of the reply, or the one failure that ends it. */
export type ChatStreamEvent =
  { type: 'text'; text: string } | { type: 'failure'; kind: ChatErrorKind; detail: string }

/** The tokens one call cost, from the provider's usage report (or an estimate when it sent none). */
export type TokenUsage = {
  inputTokens: number
  outputTokens: number
  /**
   * True when the figures are this server's estimate: the provider sent no usage report it could accept
   * (a stream cut short, a visitor who left, a timeout, a report that is not whole numbers in range).
   */
  estimated: boolean
}

/** The longest reply a call asks for (the spec's maximum output), which every provider is sent. */
export const CHAT_MAX_OUTPUT_TOKENS = 512

export type ChatCallOptions = {
  /** The visitor's request: a visitor who leaves cancels the call; so does ending the iteration early. */
  signal?: AbortSignal
  /** Called once when the call is over, whichever way it ended, with what it cost (zero if refused). */
  onUsage?: (usage: TokenUsage) => void
}

export type ChatModel = {
  /** Whether the model can be asked at all (a key, or a local server that needs none). */
  readonly available: boolean
  /** The provider and model, for the logs. */
  readonly provider: string
  readonly model: string
  /** Whose key and access texts a visitor reads, when the provider has its own (none: texts naming none). */
  readonly texts?: ProviderTextsId
  /** The demo model, which the panel labels as such: it answers with lines of the content. */
  readonly demo?: boolean
  /** Asks the model and yields the reply's pieces as they arrive; a failure is the last event. */
  stream: (prompt: ChatPrompt, options?: ChatCallOptions) => AsyncGenerator<ChatStreamEvent>
}

/** A visitor waits at most this long for the whole reply (a 512-token reply streams in a few seconds). */
export const MODEL_TIMEOUT_MS = 30_000

/**
 * The model of a server without a key: the panel learns this from the status route, says the
 * missing-key text (`texts`' own, if its provider has them) and sends nothing.
 */
export const modelWithoutKey = (texts?: ProviderTextsId): ChatModel => ({
  available: false,
  provider: 'none',
  model: 'none',
  ...(texts ? { texts } : {}),
  async *stream() {
    yield { type: 'failure', kind: 'chat_failed', detail: 'no key' }
  },
})
