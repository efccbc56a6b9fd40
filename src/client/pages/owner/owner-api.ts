// The owner's page talking to its API (/api/owner/*): the session cookie rides along on its own
// (same origin), so no token is ever kept in the page.
import { OWNER_API_PATH } from '@/core/owner-page'
import type { TurnRecord } from '@/core/insights'
import type { InsightWindow, OwnerInsights } from '@/core/owner-insights'

/** An answer the page did not expect: its status, and the API's own message when it gave one. */
export class OwnerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
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
    { error?: { message?: string } } | undefined
  throw new OwnerApiError(
    response.status,
    body?.error?.message ?? `The server answered ${response.status}.`,
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
  /** The window's figures, for the questions asked in `locale` alone when one is given. */
  insights: async (days: InsightWindow, locale?: string) =>
    (await (
      await call(`/insights?days=${days}${locale ? `&locale=${encodeURIComponent(locale)}` : ''}`)
    ).json()) as OwnerInsights,
  conversation: async (id: string) =>
    (await (await call(`/conversations/${encodeURIComponent(id)}`)).json()) as {
      id: string
      turns: TurnRecord[]
    },
  deleteConversation: (id: string) =>
    call(`/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  deleteAll: () => call('/conversations', { method: 'DELETE' }),
  exportUrl: (format: 'json' | 'csv') => `${OWNER_API_PATH}/export?format=${format}`,
}
