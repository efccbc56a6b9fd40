// The conversation survives a reload within the tab (sessionStorage), and ends with the tab: its
// messages, and its id, so that the owner's log keeps one conversation as one across a reload.
import { CONVERSATION_ID_PATTERN, type ChatMessage } from '@/core/chat'

const KEY = 'portfolio.chat.v1'
const ID_KEY = 'portfolio.chat.id.v1'

/** A conversation as the tab kept it. */
export type StoredConversation = { messages: ChatMessage[]; conversationId: string }

const isMessage = (value: unknown): value is ChatMessage => {
  if (typeof value !== 'object' || value === null) return false
  const m = value as Record<string, unknown>
  return (
    typeof m.id === 'string' &&
    typeof m.text === 'string' &&
    (m.sender === 'user' || m.sender === 'bot') &&
    typeof m.timestamp === 'string' &&
    (m.failed === undefined || typeof m.failed === 'boolean') &&
    (m.kind === undefined || m.kind === 'job-fit') &&
    (m.signature === undefined || typeof m.signature === 'string')
  )
}

export function loadConversation(): StoredConversation | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown
    if (!(Array.isArray(stored) && stored.length > 0 && stored.every(isMessage))) return undefined
    const id = sessionStorage.getItem(ID_KEY)
    // A history kept before its id was (or with an id out of shape) continues under a new one.
    return {
      messages: stored,
      conversationId: id && CONVERSATION_ID_PATTERN.test(id) ? id : crypto.randomUUID(),
    }
  } catch {
    return undefined
  }
}

export function saveConversation({ messages, conversationId }: Readonly<StoredConversation>) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(messages))
    sessionStorage.setItem(ID_KEY, conversationId)
  } catch {
    // storage full or disabled: the conversation then lasts for this page view only
  }
}
