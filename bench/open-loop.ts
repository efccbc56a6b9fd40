// An open-loop load at a fixed rate, for latency under a load the server can serve: request i leaves at
// start + i / rate whether or not the ones before it have been answered, and its latency counts from
// that planned moment, so a server that queues (or a generator that falls behind) shows in the figures
// rather than slowing the load down (the "coordinated omission" of a closed loop).
//
// autocannon's `overallRate` is not this: each connection sends back to back until it has made its share
// of the second, then waits for the next, so every second opens with a burst of all the connections at
// once; and below 1,000 requests a second its latency correction assumes a 1 ms interval (ceil(1 / rate)),
// which adds made-up samples. The `loadtest` package has a fixed-rate mode, but brings old dependencies
// (https-proxy-agent 2, websocket with a native install script) for what is a timer and node:http here.
import { Agent, request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

export type PlannedRequest = {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

export type OpenLoopResult = {
  sent: number
  /** The 2xx answers' latencies in ms, from each request's planned moment to its body's end, sorted. */
  latenciesMs: number[]
  /** Requests that failed: refused, reset, or unanswered within the timeout. */
  errors: number
  non2xx: number
}

/** Sends `rate` requests a second for `durationMs` (request i is `plan(i)`), and waits for every answer. */
export async function openLoop({
  url,
  rate,
  durationMs,
  plan,
  timeoutMs = 10_000,
}: {
  url: string
  rate: number
  durationMs: number
  plan: (index: number) => PlannedRequest
  timeoutMs?: number
}): Promise<OpenLoopResult> {
  // Keep-alive, and as many sockets as requests in flight: a request never waits for a free socket.
  const agent = new Agent({ keepAlive: true })
  const result: OpenLoopResult = { sent: 0, latenciesMs: [], errors: 0, non2xx: 0 }
  const answers: Promise<void>[] = []
  const count = Math.round((rate * durationMs) / 1000)
  const start = performance.now()
  for (let index = 0; index < count; index++) {
    const plannedAt = start + (index * 1000) / rate
    const wait = plannedAt - performance.now()
    if (wait > 0) await sleep(wait)
    result.sent += 1
    answers.push(send(new URL(url), plan(index), agent, timeoutMs, plannedAt, result))
  }
  await Promise.all(answers)
  agent.destroy()
  result.latenciesMs.sort((a, b) => a - b)
  return result
}

function send(
  base: URL,
  planned: PlannedRequest,
  agent: Agent,
  timeoutMs: number,
  plannedAt: number,
  result: OpenLoopResult,
) {
  return new Promise<void>((resolve) => {
    // A socket error can follow an answer already counted: each request counts once.
    let settled = false
    const settle = (count: () => void) => {
      if (settled) return
      settled = true
      count()
      resolve()
    }
    const outgoing = request(
      new URL(planned.path, base),
      { method: planned.method ?? 'GET', headers: planned.headers, agent, timeout: timeoutMs },
      (response) => {
        response.resume()
        response.on('end', () => {
          const status = response.statusCode ?? 0
          settle(() => {
            if (status >= 200 && status < 300)
              result.latenciesMs.push(performance.now() - plannedAt)
            else result.non2xx += 1
          })
        })
        response.on('error', fail)
      },
    )
    function fail() {
      settle(() => (result.errors += 1))
    }
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)))
    outgoing.on('error', fail)
    outgoing.end(planned.body)
  })
}

/** The value at quantile `q` (0.99 for the p99) of sorted values, by the nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN
}

/** The median of values in any order. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const at = (index: number) => sorted[index] ?? NaN
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}
