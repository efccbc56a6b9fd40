// HTTP details every way of serving a response shares: how long a file may be cached, and which of the
// compressed copies on offer a request accepts.

/** For files whose name changes with their content (Vite's hashed assets): cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The content codings the server has copies in. */
export type Encoding = 'br' | 'gzip'

/**
 * The first of `offered`, in the server's order of preference, that the request's Accept-Encoding names.
 * Quality values are not weighed: a named coding is taken as accepted.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[],
): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim()),
  )
  return offered.find((encoding) => accepted.has(encoding))
}
