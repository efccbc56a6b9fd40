// The panel's two requests to our own server, or, on a static build, to the chat API the owner deployed
// (`api`, its origin: the server answers only the origins its CORS allow-list names). The model, its key
// and the prompt stay on the server.
import {
  CHAT_API_PATH,
  CHAT_STREAM_EVENTS,
  type ChatReply,
  type ChatRequest,
  type ChatStatus,
  type ChatStreamDone,
  type ChatStreamError,
  type ChatStreamText,
} from '@/core/chat'
import { createSseReader } from '@/core/sse'

/**
 * Whether the server can answer (has a key for its model provider), whose key texts apply, whether its
 * model is the demo, and how long it keeps conversations, if it does. If the check itself fails, assume
 * it can answer: the question then gets a normal error reply instead of a misleading "key missing".
 */
export async function fetchChatStatus(api = ''): Promise<ChatStatus> {
  try {
    const response = await fetch(`${api}${CHAT_API_PATH}/status`, {
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return { available: true }
    const body = (await response.json()) as Partial<ChatStatus>
    return {
      available: body.available !== false,
      ...(typeof body.providerTexts === 'string' ? { providerTexts: body.providerTexts } : {}),
      ...(body.demo === true ? { demo: true } : {}),
      ...(typeof body.keptDays === 'number' ? { keptDays: body.keptDays } : {}),
    }
  } catch {
    return { available: true }
  }
}

/**
 * How a question ended: the whole reply with its signature, or the API error code (the kind, never
 * upstream details). Words that arrived before a failure have already gone to `onText`, unsigned.
 */
export type ChatResult =
  | { ok: true; reply: string; signature: string | undefined }
  | { ok: false; code: string | undefined }

type ErrorBody = { error?: { code?: string } }

const parse = <T>(data: string): T | undefined => {
  try {
    return JSON.parse(data) as T
  } catch {
    return undefined
  }
}

/**
 * Sends one question and reads the reply as it streams; `onText` gets the reply so far after each piece.
 * A failure before the first words comes back as a JSON error; after them, as an `error` event, or as a
 * stream that stops without `done`.
 */
export async function streamChat(
  request: ChatRequest,
  onText: (soFar: string) => void,
  api = '',
): Promise<ChatResult> {
  let reply = ''
  try {
    const response = await fetch(`${api}${CHAT_API_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream, application/json',
      },
      body: JSON.stringify(request),
    })
    if (!response.headers.get('Content-Type')?.startsWith('text/event-stream') || !response.body) {
      const body = (await response.json().catch(() => null)) as
        (Partial<ChatReply> & ErrorBody) | null
      if (response.ok && typeof body?.reply === 'string') {
        return { ok: true, reply: body.reply, signature: body.signature }
      }
      console.error('Chat request failed', response.status, body?.error?.code)
      return { ok: false, code: body?.error?.code }
    }

    const events = createSseReader()
    const decoder = new TextDecoder()
    const reader = response.body.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      for (const event of events.push(decoder.decode(read.value, { stream: true }))) {
        if (event.event === CHAT_STREAM_EVENTS.text) {
          reply += parse<ChatStreamText>(event.data)?.text ?? ''
          onText(reply)
        } else if (event.event === CHAT_STREAM_EVENTS.done) {
          return { ok: true, reply, signature: parse<ChatStreamDone>(event.data)?.signature }
        } else if (event.event === CHAT_STREAM_EVENTS.error) {
          const { code } = parse<Partial<ChatStreamError>>(event.data) ?? {}
          console.error('The reply broke off', code)
          void reader.cancel()
          return { ok: false, code }
        }
      }
    }
    console.error('The reply stream ended early')
    return { ok: false, code: undefined }
  } catch (error) {
    console.error('Chat request failed', error)
    return { ok: false, code: undefined }
  }
}
