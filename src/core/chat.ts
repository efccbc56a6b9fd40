// The assistant's API as the browser and the server both see it: the path, the request and answer shapes,
// the error codes, and the English texts of the server's own answers (a page shows its catalog's, in its
// language). Pure: no fetch, no DOM, no process.env.
import { en } from '@/i18n/en'
import { fill } from '@/i18n/format'

/** Where the browser talks to the assistant: POST it a question, GET `/status` to learn if it can answer. */
export const CHAT_API_PATH = '/api/chat'

/**
 * The largest request body the API accepts, in bytes of UTF-8 JSON (413 past it). A posting in a
 * non-Latin script takes three bytes a character: 6,000 characters of Chinese are 18 KB.
 */
export const CHAT_REQUEST_MAX_BYTES = 16 * 1024

/** The longest question the server accepts, counted after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000

/** The longest job description the panel takes and the server accepts, counted after trimming. */
export const JOB_DESCRIPTION_MAX_LENGTH = 8000

export type ChatSender = 'user' | 'bot'

/**
 * One turn of the conversation as the browser sends it to the server. A reply carries the signature the
 * server gave it: a bot turn without a valid one never reaches the model (server/reply-signatures.ts).
 * A visitor's turn that was a job description says so, since the reply's signature covers the kind.
 */
export type ChatTurn = {
  sender: ChatSender
  text: string
  signature?: string
  kind?: 'job-fit'
}

/** What a request asks: a question, or how the owner fits a pasted job description (core/job-fit.ts). */
export type ChatRequestKind = 'question' | 'job-fit'

/** A chat message. `failed` marks a "🔧" failure notice, which is never sent back as history. */
export type ChatMessage = {
  id: string
  text: string
  sender: ChatSender
  /** ISO 8601; the panel shows it as a local time. */
  timestamp: string
  failed?: boolean
  /** A visitor's message that is a pasted job description. */
  kind?: 'job-fit'
  /** A complete reply's signature from the server, sent back with it in the history. */
  signature?: string
}

/**
 * The body of `POST /api/chat`; a job fit is one question like any other. `chain` is the signature of
 * the last reply before `history`, which each reply's signature covers (the history is only the last 5).
 */
export type ChatRequest = {
  message: string
  history: ChatTurn[]
  kind?: ChatRequestKind
  chain?: string
  /** Random per panel session, for the owner's conversation log; never derived from the visitor. */
  conversationId?: string
  /** The language of the page the question was asked on (its tag: `pt`). */
  locale?: string
}

/** What a conversation id may be (the panel's are UUIDs). */
export const CONVERSATION_ID_PATTERN = /^[\w-]{8,64}$/

/**
 * The kinds of failure, used as the API error's `code`: the browser learns the kind, never the upstream
 * details.
 */
const CHAT_ERROR_KINDS = [
  'invalid_key',
  'access_denied',
  'rate_limited',
  'safety_blocked',
  'chat_failed',
] as const
export type ChatErrorKind = (typeof CHAT_ERROR_KINDS)[number]

/** The API error code when the server has no Gemini key. */
export const CHAT_MISSING_KEY_CODE = 'missing_key'

/**
 * What `POST /api/chat` answers on success to a caller that does not ask for a stream; failures use the
 * API's `{error: {code, message}}`.
 */
export type ChatReply = { reply: string; signature: string }

/**
 * The page asks for a stream (`Accept: text/event-stream`) and gets server-sent events: `text` events
 * carrying `{text}` pieces of the reply, then `done` with the whole reply's `{signature}`, or `error`
 * with `{code, message}` if the reply broke off: a partial reply is never signed, so it never goes back
 * to the model. A failure before the first words is an ordinary JSON error instead, with its status.
 */
export const CHAT_STREAM_EVENTS = { text: 'text', done: 'done', error: 'error' } as const
export type ChatStreamText = { text: string }
export type ChatStreamDone = { signature: string }
export type ChatStreamError = { code: ChatErrorKind; message: string }

/**
 * A model provider whose key and access texts name it (the catalogs' `chat.providerTexts`: Gemini's are
 * the spec's); any other's name none.
 */
export type ProviderTextsId = keyof typeof en.chat.providerTexts

/**
 * What `GET /api/chat/status` answers: whether the server has a key for its model provider; whose key
 * and access texts apply, when the provider has its own; whether the model is the demo, which the panel
 * labels; and, while the owner's conversation log is on, for how many days it keeps conversations.
 */
export type ChatStatus = {
  available: boolean
  providerTexts?: ProviderTextsId
  demo?: boolean
  keptDays?: number
}

// The server's English texts for each kind of failure and for a missing key (a page shows its catalog's),
// those of the key and access naming no provider (see failureText).
// Read in a call marked pure, so that a page's script, which imports this file for its other parts, leaves
// the catalog out: a bundler keeps a plain property read at the top of a module, in case it has effects.
export const CHAT_ERROR_TEXTS: Record<ChatErrorKind, string> = /* @__PURE__ */ (() =>
  en.chat.errors)()

// Each failure appends a bot message that starts with a wrench.
export const CHAT_FAILURE_PREFIX = '🔧 '

export const chatTitle = (owner: string) => fill(en.chat.title, { owner })
export const chatGreeting = (owner: string) => fill(en.chat.greeting, { owner })
export const chatPlaceholder = (owner: string) => fill(en.chat.placeholder, { owner })

/** The kind of an API error code; a code this page does not know is the generic failure. */
export const chatErrorKindOf = (code: string | undefined): ChatErrorKind =>
  CHAT_ERROR_KINDS.find((kind) => kind === code) ?? 'chat_failed'

/** A language's texts of the chat's failures, as each catalog has them under `chat`. */
type FailureWords = {
  missingKey: string
  errors: Readonly<Record<ChatErrorKind, string>>
  providerTexts: Readonly<Record<ProviderTextsId, Readonly<Record<ProviderTextKind, string>>>>
}
type ProviderTextKind = 'missingKey' | 'invalid_key' | 'access_denied'

/**
 * The text of a failure (an API error code, or `missingKey`) in `words`, a language's chat texts: the
 * key and access texts of `provider` when it has its own, so that they name it, and otherwise texts that
 * name no provider. A code this page does not know gets the generic text.
 */
export function failureText(
  words: FailureWords,
  code: string | undefined,
  provider?: ProviderTextsId,
): string {
  const kind = code === CHAT_MISSING_KEY_CODE ? 'missingKey' : chatErrorKindOf(code)
  const own = provider && Object.hasOwn(words.providerTexts, provider) ? provider : undefined
  if (own && (kind === 'missingKey' || kind === 'invalid_key' || kind === 'access_denied'))
    return words.providerTexts[own][kind]
  return kind === 'missingKey' ? words.missingKey : words.errors[kind]
}

/** The English text for an API error code (the server's answers), naming `provider` if it has its own. */
export const chatErrorText = (code: string | undefined, provider?: ProviderTextsId): string =>
  failureText(en.chat, code, provider)
