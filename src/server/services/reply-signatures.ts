// The server trusts no assistant turn it did not write, in the place it wrote it. Each complete reply is
// signed (HMAC-SHA256, with a secret every instance shares: CHAT_HISTORY_SECRET) over the signature of
// the reply before it, everything the visitor said since that reply, the request's kind, the reply and
// the time it was signed. The browser keeps the signature with the reply and sends it back in the
// history, so a reply counts only in its own conversation, after its own words, once, for a while: a
// bot turn that is unsigned, altered, signed by another site, moved, repeated or too old breaks the
// chain, and the history keeps only the turns before the break. A reply cut off (an error, a safety
// block, the visitor leaving) is never signed.
import type { ChatRequestKind, ChatTurn } from '@/core/chat'
import { CHAT_HISTORY_TEXT_MAX_LENGTH } from '@/core/chat-history'

/** How long a signed reply counts as the assistant's own: a visit, with room for a long one. */
export const REPLY_SIGNATURE_MAX_AGE_MS = 6 * 60 * 60 * 1000
// Instances' clocks differ a little; a reply signed "in the future" by more than this is not genuine.
const CLOCK_SKEW_MS = 5 * 60 * 1000

/** One reply as it is signed: where it stands in the conversation, and what it answered. */
export type SignedReply = {
  /** The signature of the reply before it in the conversation; none for the first. */
  previous?: string | undefined
  /** Everything the visitor said since that reply, oldest first: the question it answers last. */
  said: readonly string[]
  kind: ChatRequestKind
  reply: string
}

/** The history the server vouches for, and where the next reply stands after it. */
export type TrustedHistory = {
  turns: ChatTurn[]
  /** The signature of the last reply kept, or the chain the request started from. */
  previous: string | undefined
  /** What the visitor said after that reply, in the kept turns. */
  said: string[]
}

export type ReplySigner = {
  /** The signature of a complete reply, as the history will carry it back. */
  sign: (reply: SignedReply) => Promise<string>
  /**
   * The history up to the first bot turn the server cannot vouch for. `chain` is the signature of the
   * reply just before the history (the page sends only the last 5 messages).
   */
  trusted: (history: readonly ChatTurn[], chain?: string) => Promise<TrustedHistory>
}

export type ReplySignerOptions = { now?: () => number; maxAgeMs?: number }

// What is signed is what comes back: the history carries each text cut to its longest entry.
const cut = (text: string) => text.slice(0, CHAT_HISTORY_TEXT_MAX_LENGTH)
const signed = ({ previous, said, kind, reply }: SignedReply, issuedAt: number) =>
  new TextEncoder().encode(
    JSON.stringify([
      'portfolio-chat-reply-v2',
      previous ?? '',
      said.map(cut),
      kind,
      issuedAt,
      cut(reply),
    ]),
  )

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) =>
    char.charCodeAt(0),
  )

// A signature is its issue time (seconds, base 36) and the HMAC: `t.mac`, 50 characters.
const SIGNATURE = /^([0-9a-z]{1,8})\.([\w-]{43})$/

/** A secret for this instance alone, when the owner set none (see createApp). */
export function randomHistorySecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)).buffer)
}

export function createReplySigner(
  secret: string,
  { now = Date.now, maxAgeMs = REPLY_SIGNATURE_MAX_AGE_MS }: ReplySignerOptions = {},
): ReplySigner {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )

  const sign = async (reply: SignedReply) => {
    const issuedAt = Math.floor(now() / 1000)
    const mac = await crypto.subtle.sign('HMAC', await key, signed(reply, issuedAt))
    return `${issuedAt.toString(36)}.${toBase64Url(mac)}`
  }

  // Web Crypto's verify compares in constant time.
  const verify = async (reply: SignedReply, signature: string | undefined) => {
    const match = signature === undefined ? null : SIGNATURE.exec(signature)
    if (!match) return false
    const issuedAt = parseInt(match[1] ?? '', 36)
    const age = now() - issuedAt * 1000
    if (age > maxAgeMs || age < -CLOCK_SKEW_MS) return false
    return crypto.subtle.verify(
      'HMAC',
      await key,
      fromBase64Url(match[2] ?? ''),
      signed(reply, issuedAt),
    )
  }

  const trusted = async (history: readonly ChatTurn[], chain?: string) => {
    const turns: ChatTurn[] = []
    let previous = chain
    let said: string[] = []
    let kind: ChatRequestKind = 'question'
    for (const turn of history) {
      if (turn.sender === 'user') {
        turns.push({ sender: 'user', text: turn.text, ...(turn.kind ? { kind: turn.kind } : {}) })
        said.push(turn.text)
        kind = turn.kind ?? 'question'
        continue
      }
      // A reply before any of the visitor's words answered something cut from the window: the prompt
      // leaves it out anyway, and its signature is where the chain goes on.
      if (turns.length === 0) {
        if (turn.signature !== undefined) previous = turn.signature
        continue
      }
      const reply = { previous, said, kind, reply: turn.text }
      if (said.length === 0 || !(await verify(reply, turn.signature))) break
      turns.push({ sender: 'bot', text: turn.text })
      previous = turn.signature
      said = []
    }
    return { turns, previous, said }
  }

  return { sign, trusted }
}
