// Operations on the production server: JSON request logs that never carry the key, /healthz, and a
// graceful shutdown that lets a request in flight finish.
import { reply } from '../doubles/chat-model'
import { startServer } from '../support/server'
import { expect, test, useModelDouble } from './fixtures'

const KEY = 'ops-secret-key-0123456789'
// Each test starts a server of its own, to stop it or to read its whole log.
useModelDouble(KEY)

const ask = (url: string) =>
  fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Still there?', history: [] }),
  })

test(
  'SIGTERM lets the request in flight finish, refuses new ones, and exits 0',
  {
    tag: '@node-only',
  },
  async ({ model, serverKind }) => {
    const server = await startServer(model.serverEnv, { kind: serverKind })
    model.enqueue(reply('Finished after the signal.', 1500))
    const inFlight = ask(server.url)
    await model.waitForRequests(1)
    server.terminate()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ reply: 'Finished after the signal.' })
    expect(await server.exited).toBe(0)
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
    expect(server.output()).toContain('"msg":"shutting down"')
  },
)

test('one JSON log line per request, without the key; /healthz answers', async ({
  model,
  serverKind,
}) => {
  const server = await startServer(model.serverEnv, { kind: serverKind })
  try {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' })
    await ask(server.url)
    // An API path: on Workers, other unknown paths never reach the worker script (the assets layer
    // answers them with the 404 page).
    await fetch(`${server.url}/api/nope?key=${KEY}`)
    await expect.poll(() => server.output()).toContain('"path":"/api/nope"')
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const requests = lines.filter((line) => line.msg === 'request')
    expect(requests.map((line) => [line.method, line.path, line.status])).toEqual([
      ['GET', '/healthz', 200],
      ['POST', '/api/chat', 200],
      ['GET', '/api/nope', 404],
    ])
    for (const line of requests) expect(line.durationMs).toEqual(expect.any(Number))
    expect(server.output()).not.toContain(KEY)
  } finally {
    await server.stop()
  }
})
