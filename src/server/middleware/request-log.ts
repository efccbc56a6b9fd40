import type { MiddlewareHandler } from 'hono'

export type LogLine = Record<string, string | number | boolean | undefined>
export type Logger = (line: LogLine) => void

/** Structured logs: one JSON object per line, the form log collectors read. */
export const jsonLogger: Logger = (line) => {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...line }))
}

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
