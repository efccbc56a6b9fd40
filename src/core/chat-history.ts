// What of the conversation goes back to the server with a new question: the history window and the size
// limits on it. The browser builds the request with it; the server checks requests against the same limits.
import {
  CHAT_REQUEST_MAX_BYTES,
  type ChatMessage,
  type ChatRequest,
  type ChatRequestKind,
  type ChatTurn,
} from './chat'

/** The history sent with a question is the last 5 messages. */
export const CHAT_HISTORY_LIMIT = 5
/**
 * The longest history entry sent back: a 512-token reply is shorter, and five of them plus a question
 * stay well inside the API's 16 KB body limit. Longer entries are cut by `recentHistory`.
 */
export const CHAT_HISTORY_TEXT_MAX_LENGTH = 2000

/**
 * What of the conversation can go back to the server: the visitor's words, and the replies the server
 * signed. Failure notices are the site's words, not the assistant's; the greeting and a reply cut off
 * were never signed, and would break the chain of signatures (server/reply-signatures.ts).
 */
const goesBack = (message: ChatMessage) =>
  !message.failed && (message.sender === 'user' || message.signature !== undefined)

const toTurn = ({ sender, text, signature, kind }: ChatMessage): ChatTurn => ({
  sender,
  text: text.slice(0, CHAT_HISTORY_TEXT_MAX_LENGTH),
  ...(signature ? { signature } : {}),
  ...(kind ? { kind } : {}),
})

/** The history sent with a new question: the last 5 messages before it that can go back. */
export function recentHistory(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages.filter(goesBack).slice(-CHAT_HISTORY_LIMIT).map(toTurn)
}

// History is left out while the body is over 15 KB: a margin below the API's 16 KB.
const HISTORY_MAX_BYTES = CHAT_REQUEST_MAX_BYTES - 1024
const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

/**
 * The body for one question: the question, trimmed, the recent history and the signature it follows. If
 * long replies in a non-Latin script would push the body past the API's size limit, the oldest entries
 * are left out.
 */
export function buildChatRequest(
  question: string,
  messages: readonly ChatMessage[],
  kind: ChatRequestKind = 'question',
): ChatRequest {
  const history = recentHistory(messages)
  // The signature of the last reply before the history: the first reply in it is signed after that one.
  let chain = messages
    .filter(goesBack)
    .slice(0, -CHAT_HISTORY_LIMIT)
    .findLast((message) => message.signature !== undefined)?.signature
  const request = () => ({
    message: question.trim(),
    history,
    ...(kind === 'job-fit' ? { kind } : {}),
    ...(chain ? { chain } : {}),
  })
  while (history.length > 0 && byteLength(request()) > HISTORY_MAX_BYTES) {
    chain = history.shift()?.signature ?? chain
  }
  return request()
}

/**
 * The bytes a job description's request takes with no history, as the server counts its body: over
 * CHAT_REQUEST_MAX_BYTES, the panel says so and keeps it instead of sending it to a 413.
 */
export function jobFitRequestBytes(posting: string): number {
  return byteLength(buildChatRequest(posting, [], 'job-fit'))
}
