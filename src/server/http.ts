// HTTP details every way of serving a response shares: how long a file may be cached, which of the
// compressed copies on offer a request accepts, and what a proxy says the visitor's protocol was.

/** For files whose name changes with their content (Vite's hashed assets): cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The content codings the server has copies in. */
export type Encoding = 'br' | 'gzip'

/**
 * The first of `offered`, in the server's order of preference, that the request's Accept-Encoding
 * accepts. A coding named with `q=0` is refused; other quality values do not reorder the server's
 * preference.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[],
): Encoding | undefined {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const quality = params.find((param) => /^q=/i.test(param))
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name.toLowerCase())
  }
  return offered.find((encoding) => accepted.has(encoding))
}
