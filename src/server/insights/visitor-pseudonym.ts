// The daily pseudonyms of a visitor and their network: keyed hashes (HMAC-SHA256) of their limits keys,
// under the day's key. That key is random, made by the log's store the first time the day asks for it
// (so every instance uses the same one), and destroyed by the store once the day is over (see
// conversation-log.ts): a day's turns group by visitor, but afterwards no one, the owner included, can
// tie a turn to an address, and two days never join.
const encoder = new TextEncoder()

/**
 * The most visitors whose pseudonym is remembered for the day. A visitor asks a few questions in a row,
 * so each after the first costs no HMAC (Web Crypto's, the one every host has, takes tens of µs and a
 * trip to a worker thread); past this many the oldest is forgotten, and computed again if they return.
 */
const REMEMBERED_VISITORS = 10_000

/** Whose pseudonym: the same address gives two unrelated ones as a visitor and as a network. */
export type PseudonymOf = 'visitor' | 'network'

const hmacKey = (secret: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

/** A pseudonym maker over the store's day keys; it keeps only the current day's key and pseudonyms. */
export function visitorPseudonyms(
  dayKey: (day: string) => Promise<Uint8Array>,
  now: () => number = Date.now,
  remembered = REMEMBERED_VISITORS,
) {
  let today:
    { day: string; key: Promise<CryptoKey>; known: Map<string, Promise<string>> } | undefined

  const pseudonymOf = async (key: Promise<CryptoKey>, text: string) => {
    const digest = new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(text)))
    // 12 bytes tell a day's visitors apart with room to spare, and keep the record short.
    return btoa(String.fromCharCode(...digest.subarray(0, 12)))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
  }

  return (of: PseudonymOf, limitsKey: string): Promise<string> => {
    const day = new Date(now()).toISOString().slice(0, 10)
    if (today?.day !== day) {
      // A new day forgets yesterday's key and every pseudonym made with it.
      const current = {
        day,
        key: dayKey(day).then((bytes) => hmacKey(Uint8Array.from(bytes))),
        known: new Map<string, Promise<string>>(),
      }
      // A store that could not give the key is asked again by the next turn.
      current.key.catch(() => {
        if (today === current) today = undefined
      })
      today = current
    }
    const { known, key } = today
    const text = `${of}:${limitsKey}`
    let pseudonym = known.get(text)
    if (!pseudonym) {
      if (known.size >= remembered) known.delete(known.keys().next().value as string)
      pseudonym = pseudonymOf(key, text)
      known.set(text, pseudonym)
      // A failure is not remembered: the next turn tries again.
      pseudonym.catch(() => known.delete(text))
    }
    return pseudonym
  }
}
