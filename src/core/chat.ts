// The assistant's API as the browser and the server both see it: the path, the request and answer shapes,
// the error codes and the texts a visitor reads. Pure: no fetch, no DOM, no process.env.

/** Where the browser talks to the assistant: POST it a question, GET `/status` to learn if it can answer. */
export const CHAT_API_PATH = '/api/chat'

/**
 * The largest request body the API accepts, in bytes of UTF-8 JSON (413 past it). A posting in a
 * non-Latin script takes three bytes a character: 6,000 characters of Chinese are 18 KB.
 */
export const CHAT_REQUEST_MAX_BYTES = 16 * 1024

/** The longest question the server accepts, counted after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000

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
}

/** What a conversation id may be (the panel's are UUIDs). */
export const CONVERSATION_ID_PATTERN = /^[\w-]{8,64}$/

/**
 * The kinds of failure, used as the API error's `code`: the browser learns the kind, never the upstream
 * details.
 */
export type ChatErrorKind =
  'invalid_key' | 'access_denied' | 'rate_limited' | 'safety_blocked' | 'chat_failed'

/** The API error code when the server has no key for its model provider. */
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
 * What `GET /api/chat/status` answers: whether the assistant can answer, and if not what the panel says
 * instead of sending (the provider's missing-key text); whether it is the demo model, which the panel
 * labels; and, while the owner's conversation log is on, for how many days it keeps conversations.
 */
export type ChatStatus = { available: boolean; message?: string; demo?: boolean; keptDays?: number }

/** The panel's label and line while the demo model answers (no provider chosen yet). */
export const CHAT_DEMO_LABEL = 'Demo'
export const CHAT_DEMO_NOTICE =
  'A demo: the answers are lines picked from this portfolio, not written by an AI model.'

/** The panel's one line while the conversation log is on. */
export const chatKeptNotice = (owner: string, days: number) =>
  `Conversations are kept for ${days} ${days === 1 ? 'day' : 'days'} so ${owner} can improve the answers.`

/**
 * The failures that are the model provider's to explain: its key refused or missing, its access or quota
 * denied. Each provider gives its own (the spec's name Gemini, and so only Gemini's do); a provider that is
 * no one in particular, such as any OpenAI-compatible server, gives ASSISTANT_KEY_TEXTS.
 */
export type ProviderTexts = {
  invalid_key: string
  access_denied: string
  /** The error line when the assistant has no key: the question is not sent. */
  missing_key: string
}

/** The provider texts that name no provider. */
export const ASSISTANT_KEY_TEXTS: ProviderTexts = {
  invalid_key:
    "The assistant's API key seems invalid or unauthorized. Rotate the key with its provider and update .env.",
  access_denied:
    "Access denied or quota/billing issue with the assistant's API. Check the provider's permissions, quotas, and key settings.",
  missing_key: "The assistant's API key is missing. Please set its provider's key in .env.",
}

// The text for each kind of failure, shown after "🔧 " in a bot message and in the red error line; the
// key and access texts are the provider's (see ProviderTexts).
export const CHAT_ERROR_TEXTS: Record<ChatErrorKind, string> = {
  invalid_key: ASSISTANT_KEY_TEXTS.invalid_key,
  access_denied: ASSISTANT_KEY_TEXTS.access_denied,
  rate_limited: 'You have hit a rate limit. Please wait a bit and try again.',
  safety_blocked: 'The content was blocked by safety filters. Try rephrasing your question.',
  chat_failed: 'Sorry, there was an error. Please try again.',
}

// Each failure appends a bot message that starts with a wrench.
export const CHAT_FAILURE_PREFIX = '🔧 '

export const chatTitle = (owner: string) => `${owner}'s AI Assistant`
export const chatGreeting = (owner: string) => `Hi! I'm ${owner}'s AI assistant. Ask me anything!`
export const chatPlaceholder = (owner: string) => `Ask about ${owner}...`
export const chatRefusal = (owner: string) =>
  `I'm sorry, I can only answer questions about ${owner}'s portfolio.`

/**
 * The text for an API error code, with the key and access texts of the provider that failed; a code this
 * page does not know gets the generic text.
 */
export function chatErrorText(
  code: string | undefined,
  provider: ProviderTexts = ASSISTANT_KEY_TEXTS,
): string {
  if (code === 'invalid_key' || code === 'access_denied') return provider[code]
  return Object.hasOwn(CHAT_ERROR_TEXTS, code ?? '')
    ? CHAT_ERROR_TEXTS[code as ChatErrorKind]
    : CHAT_ERROR_TEXTS.chat_failed
}
