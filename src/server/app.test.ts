import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import type { Pages } from './routes/pages'
import { loadConfig } from './config'

const pages: Pages = {
  'index.html': {
    html: '<h1>home</h1>',
    br: new Uint8Array([1, 2, 3]),
    gzip: new Uint8Array([4, 5]),
  },
  'resume.html': { html: '<h1>resume</h1>' },
  'writing.html': { html: '<h1>writing</h1>' },
  'writing/a-post.html': { html: '<h1>a post</h1>' },
  '404.html': { html: '<h1>404</h1>' },
}
const app = createApp({ config: loadConfig({}), pages, log: () => {} })

describe('page routes', () => {
  it.each([
    ['/', 200, '<h1>home</h1>'],
    ['/resume', 200, '<h1>resume</h1>'],
    ['/resume/', 200, '<h1>resume</h1>'],
    ['/writing', 200, '<h1>writing</h1>'],
    ['/writing/a-post', 200, '<h1>a post</h1>'],
    ['/writing/a-post/', 200, '<h1>a post</h1>'],
    ['/writing/another-post', 404, '<h1>404</h1>'],
    ['/writing/a-post.html', 404, '<h1>404</h1>'],
    ['/404', 404, '<h1>404</h1>'],
    ['/constructor', 404, '<h1>404</h1>'],
    ['/nope', 404, '<h1>404</h1>'],
    ['/a/b/c', 404, '<h1>404</h1>'],
  ])('GET %s -> %i', async (path, status, body) => {
    const response = await app.request(path)
    expect(response.status).toBe(status)
    expect(await response.text()).toBe(body)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('sends the brotli variant when the browser accepts it, else gzip, else plain', async () => {
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(new Uint8Array(await br.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))

    const gzip = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')

    const plain = await app.request('/')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
  })
})

describe('operations', () => {
  it('answers /healthz', async () => {
    const response = await app.request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('logs one JSON-ready line per request: method, path, status, duration', async () => {
    const lines: Record<string, unknown>[] = []
    const app = createApp({ config: loadConfig({}), pages, log: (line) => lines.push(line) })
    await app.request('/missing?token=secret')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/missing', status: 404 })
    expect(lines[0]?.durationMs).toEqual(expect.any(Number))
    expect(JSON.stringify(lines)).not.toContain('secret')
  })

  it('answers an unknown API route with the JSON error shape', async () => {
    const response = await app.request('/api/nothing', { method: 'POST' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API route.' },
    })
  })
})
