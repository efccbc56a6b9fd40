import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loadConfig } from '../config'

const pages = 'https://ada.github.io'
const app = createApp({
  config: loadConfig({ CORS_ALLOWED_ORIGINS: `${pages}, http://localhost:4173` }),
  log: () => {},
})
const STATUS = 'https://chat.example.com/api/chat/status'
const CHAT = 'https://chat.example.com/api/chat'

const preflight = (origin: string) =>
  app.request(CHAT, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  })

describe('the CORS allow-list', () => {
  it('lets a listed origin ask, and says so to its browser', async () => {
    const response = await app.request(STATUS, { headers: { Origin: pages } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(pages)
    expect(response.headers.get('vary')).toContain('Origin')
    expect(await response.json()).toMatchObject({ available: false })
  })

  it("answers a listed origin's preflight for a JSON question", async () => {
    const response = await preflight('http://localhost:4173')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    )
  })

  it.each([
    ['another site', 'https://evil.example'],
    ['a listed host on another scheme', 'http://ada.github.io'],
    ['a listed host on another port', 'https://ada.github.io:8443'],
    ['a sandboxed page', 'null'],
  ])('refuses %s, preflight and request alike', async (_who, origin) => {
    const asked = await app.request(STATUS, { headers: { Origin: origin } })
    expect(asked.status).toBe(403)
    expect(asked.headers.get('access-control-allow-origin')).toBeNull()
    expect(await asked.json()).toEqual({
      error: {
        code: 'origin_not_allowed',
        message: 'This API answers only its own site and the origins its owner allows.',
      },
    })
    const checked = await preflight(origin)
    expect(checked.status).toBe(403)
    expect(checked.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses a question from another origin before it reaches the assistant', async () => {
    const response = await app.request(CHAT, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Hi', history: [] }),
    })
    expect(response.status).toBe(403)
  })

  it('lets the site itself and callers without an Origin ask as before, with no CORS headers', async () => {
    for (const headers of [{}, { Origin: 'https://chat.example.com' }] as Record<
      string,
      string
    >[]) {
      const response = await app.request(STATUS, { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  it('refuses every other origin when the list is empty, the default', async () => {
    const closed = createApp({ config: loadConfig({}), log: () => {} })
    const response = await closed.request(STATUS, { headers: { Origin: pages } })
    expect(response.status).toBe(403)
  })
})
