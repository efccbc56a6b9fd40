import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The one shape of every API error: a machine-readable code and a message safe to show. */
export type ApiError = { error: { code: string; message: string } }

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  c.header('Cache-Control', 'no-store')
  return c.json<ApiError>({ error: { code, message } }, status)
}
