// The panel's two requests to our own server. Gemini, its key and the prompt stay on the server.
import { CHAT_API_PATH, type ChatReply, type ChatRequest, type ChatStatus } from '@/core/chat'

/** Whether the server can answer (has a Gemini key). If the check itself fails, assume it can: the
 *  question then gets a normal error reply instead of a misleading "key missing". */
export async function fetchChatAvailable(): Promise<boolean> {
  try {
    const response = await fetch(`${CHAT_API_PATH}/status`, {
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return true
    const body = (await response.json()) as Partial<ChatStatus>
    return body.available !== false
  } catch {
    return true
  }
}

export type ChatResult = { ok: true; reply: string } | { ok: false; code: string | undefined }

/** Sends one question; a failure carries only the API error code (the kind), never upstream details. */
export async function sendChat(request: ChatRequest): Promise<ChatResult> {
  try {
    const response = await fetch(CHAT_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    })
    const body = (await response.json().catch(() => null)) as
      (Partial<ChatReply> & { error?: { code?: string } }) | null
    if (response.ok && typeof body?.reply === 'string') return { ok: true, reply: body.reply }
    console.error('Chat request failed', response.status, body?.error?.code)
    return { ok: false, code: body?.error?.code }
  } catch (error) {
    console.error('Chat request failed', error)
    return { ok: false, code: undefined }
  }
}
