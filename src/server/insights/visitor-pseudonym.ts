// The daily visitor pseudonym: a keyed hash of the visitor's limits key, with a key that changes every
// UTC day (an HMAC of the day under the owner's secret). A day's turns group by visitor; no turn leads
// back to an address, and two days never join, since yesterday's key cannot be had from today's.
const encoder = new TextEncoder()

const hmacKey = (secret: BufferSource) =>
  crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

const sign = async (key: CryptoKey, text: string) =>
  new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)))

/** A pseudonym maker for `secret` (OWNER_TOKEN); it keeps only the current day's key. */
export function visitorPseudonyms(secret: string, now: () => number = Date.now) {
  const root = hmacKey(encoder.encode(secret))
  let today: { day: string; key: Promise<CryptoKey> } | undefined
  return async (visitorKey: string): Promise<string> => {
    const day = new Date(now()).toISOString().slice(0, 10)
    if (today?.day !== day) {
      const dayKey = (async () => hmacKey(await sign(await root, `visitor-pseudonym:${day}`)))()
      today = { day, key: dayKey }
    }
    const digest = await sign(await today.key, visitorKey)
    // 12 bytes tell a day's visitors apart with room to spare, and keep the record short.
    return btoa(String.fromCharCode(...digest.subarray(0, 12)))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
  }
}
