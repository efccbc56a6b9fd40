// On the real Node server (not app.request): a visitor who closes the connection cancels the Gemini call,
// so nobody pays for an answer no one will read.
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { createGeminiModel } from '@/server/models/gemini/model'
import * as payloads from '../doubles/gemini/payloads'
import { scenarios, startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { stubPages } from '../fixtures/pages'
import type { LogLine } from '@/server/logger'

let double: GeminiDouble
let server: ServerType
let url: string
const logged: LogLine[] = []

beforeAll(async () => {
  double = await startGeminiDouble({ apiKey: 'k' })
  const gemini = createGeminiModel({
    apiKey: 'k',
    baseUrl: double.url,
    model: 'gemini-2.5-flash',
  })
  const app = createApp({
    config: loadConfig({}),
    pages: stubPages,
    model: gemini,
    log: (line) => logged.push(line),
  })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  // Idle keep-alive connections would hold close() open for seconds.
  if ('closeAllConnections' in server) server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await double.close()
})

it('closing the visitor connection closes the upstream call', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  double.enqueue(scenarios.hang)
  const visitor = new AbortController()
  const pending = fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Are you there?' }),
    signal: visitor.signal,
  }).catch((error: unknown) => error)
  await double.waitForRequests(1)
  expect(double.requests[0]?.closedByCaller).toBe(false)
  visitor.abort()
  expect(await pending).toBeInstanceOf(Error)
  await expect.poll(() => double.requests[0]?.closedByCaller).toBe(true)
  // The provider read the prompt before the visitor left: it is charged, as an estimate.
  await expect
    .poll(() => logged.find((line) => line.msg === 'chat tokens'))
    .toMatchObject({ estimated: true, outputTokens: 0, inputTokens: expect.any(Number) })
  expect(Number(logged.find((line) => line.msg === 'chat tokens')?.inputTokens)).toBeGreaterThan(
    100,
  )
})

it('closing the visitor connection mid-stream closes the upstream call', async () => {
  double.reset()
  double.enqueue({
    kind: 'stream',
    chunks: payloads.streamChunks(['She is ', 'still typing']).slice(0, 1),
    end: 'hang',
  })
  const visitor = new AbortController()
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message: 'Are you there?' }),
    signal: visitor.signal,
  })
  expect(response.headers.get('content-type')).toBe('text/event-stream')
  const body = response.body!.getReader()
  const first = await body.read()
  expect(new TextDecoder().decode(first.value)).toContain('She is ')
  expect(double.requests[0]?.closedByCaller).toBe(false)
  visitor.abort()
  await expect.poll(() => double.requests[0]?.closedByCaller).toBe(true)
})
