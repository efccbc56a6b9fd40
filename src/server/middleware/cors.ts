// The API for pages on other origins: a static copy of the site (GitHub Pages, `npm run build:static`)
// asks the owner's deployed server for the assistant. Only the origins the owner lists in
// CORS_ALLOWED_ORIGINS may; a request any other page's script sends is refused before it reaches a route,
// so no other site can spend the owner's Gemini budget through a visitor's browser. Requests without an
// Origin (curl, same-origin GETs) and from the site itself pass as before.
import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { apiError } from '../errors'

// A preflight's answer is reused for 10 minutes.
const PREFLIGHT_MAX_AGE_SECONDS = 600

/** The site's own origin, whatever scheme a TLS-terminating proxy in front of it used: same host. */
function sameSite(c: Context, origin: string): boolean {
  try {
    return new URL(origin).host === new URL(c.req.url).host
  } catch {
    return false
  }
}

export function corsAllowList(allowed: readonly string[]): MiddlewareHandler {
  const origins = new Set(allowed)
  const headers = cors({
    origin: (origin) => (origins.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', 'Accept'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  })
  return async (c, next) => {
    const origin = c.req.header('Origin')
    if (origin === undefined || sameSite(c, origin)) return next()
    if (origins.has(origin)) return headers(c, next)
    return apiError(
      c,
      403,
      'origin_not_allowed',
      'This API answers only its own site and the origins its owner allows.',
    )
  }
}
