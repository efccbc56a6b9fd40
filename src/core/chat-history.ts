// What of the conversation goes back to the server with a new question: the history window and the size
// limits on it. The browser builds the request with it; the server checks requests against the same limits.
import type { ChatMessage, ChatRequest, ChatRequestKind, ChatTurn } from './chat'

/** The history sent with a question is the last 5 messages. */
export const CHAT_HISTORY_LIMIT = 5
/**
 * The longest history entry sent back: a 512-token reply is shorter, and five of them plus a question
 * stay well inside the API's 16 KB body limit. Longer entries are cut by `recentHistory`.
 */
export const CHAT_HISTORY_TEXT_MAX_LENGTH = 2000

/**
 * The history sent with a new question: the last 5 messages before it. Failure notices are left out,
 * since they are the site's words, not the assistant's.
 */
export function recentHistory(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => !message.failed)
    .slice(-CHAT_HISTORY_LIMIT)
    .map(({ sender, text, signature }) => ({
      sender,
      text: text.slice(0, CHAT_HISTORY_TEXT_MAX_LENGTH),
      ...(signature ? { signature } : {}),
    }))
}

// The API takes JSON bodies of at most 16 KB; the page keeps a margin below it.
const CHAT_REQUEST_MAX_BYTES = 15 * 1024
const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

/**
 * The body for one question: the question, trimmed, and the recent history. If long replies in a
 * non-Latin script would push the body past the API's size limit, the oldest entries are left out.
 */
export function buildChatRequest(
  question: string,
  messages: readonly ChatMessage[],
  kind: ChatRequestKind = 'question',
): ChatRequest {
  const request: ChatRequest = {
    message: question.trim(),
    history: recentHistory(messages),
    ...(kind === 'job-fit' ? { kind } : {}),
  }
  while (request.history.length > 0 && byteLength(request) > CHAT_REQUEST_MAX_BYTES) {
    request.history.shift()
  }
  return request
}
