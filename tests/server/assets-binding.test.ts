// A request that reaches the worker script but is the assets layer's to answer: it is fetched from the
// assets binding, whose responses have immutable headers, and must still get the security headers.
// The binding here is a real HTTP server on loopback; fetch's responses are immutable the same way.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { assetsFromBinding } from '@/server/hosts/workers/assets-binding'

let server: Server
let origin: string
beforeAll(async () => {
  server = createServer((request, response) => {
    const found = request.url === '/robots.txt'
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'text/plain' })
    response.end(found ? 'User-agent: *\n' : 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const app = () =>
  createApp({
    config: loadConfig({}),
    log: () => {},
    scriptHashes: ['abc='],
    assets: assetsFromBinding({
      fetch: (request) => fetch(new URL(new URL(request.url).pathname, origin)),
    }),
  })

it('serves the binding’s file with the security headers added', async () => {
  const response = await app().request('/robots.txt')
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('User-agent: *\n')
  expect(response.headers.get('content-type')).toBe('text/plain')
  expect(response.headers.get('content-security-policy')).toContain(
    "script-src 'self' 'sha256-abc='",
  )
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
})

it('keeps the binding’s status', async () => {
  const response = await app().request('/missing')
  expect(response.status).toBe(404)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
})
