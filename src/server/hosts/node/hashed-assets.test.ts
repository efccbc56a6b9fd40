import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { hashedAssets } from './hashed-assets'

const dir = mkdtempSync(join(tmpdir(), 'hashed-assets-'))
mkdirSync(join(dir, 'nested'))
writeFileSync(join(dir, 'index-abc123.js'), 'console.log("plain")')
writeFileSync(join(dir, 'index-abc123.js.br'), 'BR')
writeFileSync(join(dir, 'index-abc123.js.gz'), 'GZIP')
writeFileSync(join(dir, 'style-def456.css'), 'body{}')
writeFileSync(join(dir, 'nested', 'font-1.woff2'), 'WOFF2')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const app = new Hono()
app.use('*', hashedAssets(dir))
app.get('*', (c) => c.text('fell through', 404))

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, {
    method,
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  })

describe('hashedAssets', () => {
  it.each([
    ['br, gzip', 'br', 'BR'],
    ['gzip, deflate, br;q=1.0', 'br', 'BR'],
    ['gzip', 'gzip', 'GZIP'],
    ['deflate', null, 'console.log("plain")'],
    [undefined, null, 'console.log("plain")'],
  ])('Accept-Encoding %j gets the %s variant', async (accept, encoding, body) => {
    const response = await get('/assets/index-abc123.js', accept)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe(encoding)
    expect(await response.text()).toBe(body)
    expect(response.headers.get('content-type')).toContain('text/javascript')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('sends a file without compressed variants as it is, nested ones too', async () => {
    const css = await get('/assets/style-def456.css', 'br, gzip')
    expect(css.headers.get('content-encoding')).toBeNull()
    expect(await css.text()).toBe('body{}')
    const nested = await get('/assets/nested/font-1.woff2')
    expect(await nested.text()).toBe('WOFF2')
  })

  it('answers HEAD with the length and no body', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip', 'HEAD')
    expect(response.headers.get('content-length')).toBe('4')
    expect(await response.text()).toBe('')
  })

  it.each(['/assets/missing.js', '/assets/index-abc123.js.br', '/index-abc123.js', '/'])(
    'passes %s on to the next handler',
    async (path) => {
      expect((await get(path)).status).toBe(404)
    },
  )

  it('serves nothing when the folder does not exist', async () => {
    const empty = new Hono()
    empty.use('*', hashedAssets(join(dir, 'nope')))
    empty.get('*', (c) => c.text('fell through', 404))
    expect((await empty.request('/assets/index-abc123.js')).status).toBe(404)
  })
})
