// The owner's page talking to its API (/api/owner/*): the session cookie rides along on its own
// (same origin), so no token is ever kept in the page.
import { OWNER_API_PATH } from '@/core/owner-page'
import type { TurnRecord } from '@/core/insights'
import type { InsightWindow, OwnerInsights } from '@/core/owner-insights'

/**
 * An answer the page did not expect: its status, the API's own code and message when it gave them, and
 * how many seconds to wait when it said so (a sign-in too soon after failed ones).
 */
export class OwnerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${OWNER_API_PATH}${path}`, {
    credentials: 'same-origin',
    ...init,
  })
  if (response.ok) return response
  const body = (await response.json().catch(() => undefined)) as
    { error?: { code?: string; message?: string } } | undefined
  const retryAfter = Number(response.headers.get('Retry-After'))
  throw new OwnerApiError(
    response.status,
    body?.error?.message ?? `The server answered ${response.status}.`,
    body?.error?.code,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  )
}

export const ownerApi = {
  /** Whether this browser holds a live session. */
  signedIn: async () => ((await (await call('/session')).json()) as { signedIn: boolean }).signedIn,
  signIn: (token: string) =>
    call('/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
  signOut: () => call('/session', { method: 'DELETE' }),
  /** Ends every session of the owner's, in every browser. */
  signOutEverywhere: () => call('/sessions', { method: 'DELETE' }),
  /** The window's figures, for the questions asked in `locale` alone when one is given. */
  insights: async (days: InsightWindow, locale?: string) =>
    (await (
      await call(`/insights?days=${days}${locale ? `&locale=${encodeURIComponent(locale)}` : ''}`)
    ).json()) as OwnerInsights,
  conversation: async (id: string) =>
    (await (await call(`/conversations/${encodeURIComponent(id)}`)).json()) as {
      id: string
      turns: TurnRecord[]
      /** It has older turns than these. */
      more: boolean
    },
  deleteConversation: (id: string) =>
    call(`/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  deleteAll: () => call('/conversations', { method: 'DELETE' }),
  exportUrl: (format: 'json' | 'csv') => `${OWNER_API_PATH}/export?format=${format}`,
}
