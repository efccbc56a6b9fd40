// The daily visitor pseudonym: a keyed hash of the visitor's limits key, with a key that changes every
// UTC day (an HMAC of the day under the owner's secret). A day's turns group by visitor; no turn leads
// back to an address, and two days never join, since yesterday's key cannot be had from today's.
const encoder = new TextEncoder()

/**
 * The most visitors whose pseudonym is remembered for the day. A visitor asks a few questions in a row,
 * so each after the first costs no HMAC (Web Crypto's, the one every host has, takes tens of µs and a
 * trip to a worker thread); past this many the oldest is forgotten, and computed again if they return.
 */
const REMEMBERED_VISITORS = 10_000

const hmacKey = (secret: BufferSource) =>
  crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

const sign = async (key: CryptoKey, text: string) =>
  new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)))

/** A pseudonym maker for `secret` (OWNER_TOKEN); it keeps only the current day's key and pseudonyms. */
export function visitorPseudonyms(
  secret: string,
  now: () => number = Date.now,
  remembered = REMEMBERED_VISITORS,
) {
  const root = hmacKey(encoder.encode(secret))
  let today:
    { day: string; key: Promise<CryptoKey>; known: Map<string, Promise<string>> } | undefined

  const pseudonymOf = async (key: Promise<CryptoKey>, visitorKey: string) => {
    const digest = await sign(await key, visitorKey)
    // 12 bytes tell a day's visitors apart with room to spare, and keep the record short.
    return btoa(String.fromCharCode(...digest.subarray(0, 12)))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
  }

  return (visitorKey: string): Promise<string> => {
    const day = new Date(now()).toISOString().slice(0, 10)
    if (today?.day !== day) {
      // A new day forgets yesterday's key and every pseudonym made with it.
      const dayKey = (async () => hmacKey(await sign(await root, `visitor-pseudonym:${day}`)))()
      today = { day, key: dayKey, known: new Map() }
    }
    const { known } = today
    let pseudonym = known.get(visitorKey)
    if (!pseudonym) {
      if (known.size >= remembered) known.delete(known.keys().next().value as string)
      pseudonym = pseudonymOf(today.key, visitorKey)
      known.set(visitorKey, pseudonym)
      // A failure is not remembered: the next turn tries again.
      pseudonym.catch(() => known.delete(visitorKey))
    }
    return pseudonym
  }
}
