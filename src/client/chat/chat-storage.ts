// The conversation survives a reload within the tab (sessionStorage), and ends with the tab.
import type { ChatMessage } from '@/core/chat'

const KEY = 'portfolio.chat.v1'

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

export function loadConversation(): ChatMessage[] | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown
    return Array.isArray(stored) && stored.length > 0 && stored.every(isMessage)
      ? stored
      : undefined
  } catch {
    return undefined
  }
}

export function saveConversation(messages: readonly ChatMessage[]) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(messages))
  } catch {
    // storage full or disabled: the conversation then lasts for this page view only
  }
}
