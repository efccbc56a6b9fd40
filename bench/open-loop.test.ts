import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../tests/support/ports'
import { median, openLoop, quantile } from './open-loop'

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

/** A server that holds every answer `holdMs`, and notes when each request arrived. */
async function slowServer(holdMs: number, status = 200) {
  const arrivals: number[] = []
  server = createServer((req, res) => {
    arrivals.push(performance.now())
    req.resume()
    setTimeout(() => res.writeHead(status).end('ok'), holdMs)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals }
}

describe('openLoop', () => {
  it('keeps its rate while answers are slow, and counts latency from the planned moment', async () => {
    const { url, arrivals } = await slowServer(150)
    const result = await openLoop({ url, rate: 50, durationMs: 400, plan: () => ({ path: '/' }) })
    expect(result).toMatchObject({ sent: 20, errors: 0, non2xx: 0 })
    // 20 ms apart, 380 ms from first to last; a closed loop on one connection would take 19 × 150 ms.
    expect(arrivals).toHaveLength(20)
    expect(arrivals.at(-1)! - arrivals[0]!).toBeLessThan(1000)
    expect(result.latenciesMs).toHaveLength(20)
    expect(result.latenciesMs[0]).toBeGreaterThanOrEqual(149)
  })

  it('counts answers that are not 2xx, and requests that fail', async () => {
    const { url } = await slowServer(0, 503)
    const answered = await openLoop({ url, rate: 100, durationMs: 50, plan: () => ({ path: '/' }) })
    expect(answered).toMatchObject({ sent: 5, non2xx: 5, errors: 0, latenciesMs: [] })
    const refused = await openLoop({
      url: `http://127.0.0.1:${await freePort()}`,
      rate: 100,
      durationMs: 30,
      plan: () => ({ path: '/' }),
    })
    expect(refused).toMatchObject({ sent: 3, errors: 3, non2xx: 0 })
  })

  it('reads quantiles by the nearest rank, and medians', () => {
    const values = Array.from({ length: 200 }, (_, i) => i + 1)
    expect(quantile(values, 0.5)).toBe(100)
    expect(quantile(values, 0.99)).toBe(198)
    expect(quantile(values, 1)).toBe(200)
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
