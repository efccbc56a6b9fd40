// The server trusts no assistant turn it did not write. Each reply is signed (HMAC-SHA256) over its text
// and the visitor's words it answered, with a secret every instance shares (CHAT_HISTORY_SECRET); the
// browser keeps the signature with the reply and sends it back in the history. A bot turn that is
// unsigned, altered, moved after another question or signed by another site is dropped before the prompt,
// so forged words never reach the model as its own.
import type { ChatTurn } from '@/core/chat'
import { CHAT_HISTORY_TEXT_MAX_LENGTH } from '@/core/chat-history'

export type ReplySigner = {
  /** The signature of `reply`, the answer to `question`, as the history will carry them back. */
  sign: (question: string, reply: string) => Promise<string>
  /** The history with every bot turn the server cannot vouch for left out. */
  trusted: (history: readonly ChatTurn[]) => Promise<ChatTurn[]>
}

// What is signed is what comes back: the history carries each text cut to its longest entry.
const signed = (question: string, reply: string) =>
  new TextEncoder().encode(
    JSON.stringify([
      'portfolio-chat-reply-v1',
      question.slice(0, CHAT_HISTORY_TEXT_MAX_LENGTH),
      reply.slice(0, CHAT_HISTORY_TEXT_MAX_LENGTH),
    ]),
  )

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  if (!/^[\w-]{43}$/.test(text)) return undefined
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** A secret for this instance alone, when the owner set none (see createApp). */
export function randomHistorySecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)).buffer)
}

export function createReplySigner(secret: string): ReplySigner {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  const sign = async (question: string, reply: string) =>
    toBase64Url(await crypto.subtle.sign('HMAC', await key, signed(question, reply)))

  // Web Crypto's verify compares in constant time.
  const verify = async (question: string, reply: string, signature: string | undefined) => {
    const bytes = signature === undefined ? undefined : fromBase64Url(signature)
    return (
      bytes !== undefined && crypto.subtle.verify('HMAC', await key, bytes, signed(question, reply))
    )
  }

  const trusted = async (history: readonly ChatTurn[]) => {
    const kept: ChatTurn[] = []
    for (const [index, turn] of history.entries()) {
      if (turn.sender === 'user') {
        kept.push({ sender: 'user', text: turn.text })
        continue
      }
      // A reply counts only right after the question it answered; the prompt leaves out a reply with no
      // question before it anyway.
      const question = history[index - 1]
      if (question?.sender === 'user' && (await verify(question.text, turn.text, turn.signature))) {
        kept.push({ sender: 'bot', text: turn.text })
      }
    }
    return kept
  }

  return { sign, trusted }
}
