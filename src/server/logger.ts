// The server's log: one JSON object per line, the form log collectors read. Every part of the server
// that logs takes a `Logger`, so each host passes the one that suits it.

export type LogLine = Record<string, string | number | boolean | undefined>
export type Logger = (line: LogLine) => void

let pending: string[] = []

/** Writes the lines gathered so far. The Node host calls it before the process exits. */
export function flushLogs() {
  if (pending.length === 0) return
  const lines = pending
  pending = []
  console.log(lines.join('\n'))
}

/**
 * Structured logs: one JSON object per line, the form log collectors read. Lines are written together
 * once the current burst of work is done: under load, one write per request cost about a tenth of the
 * server's time (writes to a pipe are synchronous in Node).
 */
export const jsonLogger: Logger = (line) => {
  if (pending.length === 0) setTimeout(flushLogs, 0)
  pending.push(JSON.stringify({ time: new Date().toISOString(), ...line }))
}

/**
 * The same JSON lines, each written when it happens. For hosts that stop a request's work when its
 * response is sent (Workers): a timer set to flush later never fires there, and the lines would be lost.
 */
export const consoleLogger: Logger = (line) => {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...line }))
}
