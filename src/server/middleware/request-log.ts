import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger'

/** One line per request: method, path (never the query or headers, so no secret can leak), status, duration. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    log({
      level: 'info',
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}
