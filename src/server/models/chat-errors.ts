// Which kind of failure a failed model call is, from its HTTP status and the provider's error message:
// the one table every provider maps its errors through, so a visitor reads the same texts whichever it is.
import type { ChatErrorKind } from '@/core/chat'

// The error table's rows in order; the first that matches wins.
const ERROR_ROWS: ReadonlyArray<{
  kind: ChatErrorKind
  matches: (status: number | undefined, message: string) => boolean
}> = [
  {
    kind: 'invalid_key',
    matches: (status, message) =>
      status === 401 || /api[\s_-]?key|invalid[\s_-]?key|unauthori[sz]ed/i.test(message),
  },
  {
    kind: 'access_denied',
    matches: (status, message) =>
      status === 403 || /permission|access[\s_-]?denied|quota|billing/i.test(message),
  },
  {
    kind: 'rate_limited',
    matches: (status, message) =>
      status === 429 || /rate[\s_-]?limit|quota[\s_-]?exceeded/i.test(message),
  },
  {
    kind: 'safety_blocked',
    matches: (status, message) => status === 400 && /safety|blocked/i.test(message),
  },
]

/**
 * Maps a failed call (its HTTP status, when there was one, and the upstream message) to the kinds of
 * failure a visitor is told about. The order matters: a 400 "API key not valid" is a key error, a 429 about quota an
 * access/quota error.
 */
export function classifyChatError(status: number | undefined, message: string): ChatErrorKind {
  return ERROR_ROWS.find((row) => row.matches(status, message))?.kind ?? 'chat_failed'
}
