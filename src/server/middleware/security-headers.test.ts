import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { securityHeaders } from './security-headers'
import { stubPages } from '../../../tests/fixtures/pages'

const make = (env: Record<string, string> = {}) =>
  createApp({ config: loadConfig(env), pages: stubPages, scriptHashes: ['abc='], log: () => {} })

describe('security headers', () => {
  it.each(['/', '/resume', '/missing', '/healthz', '/api/nothing'])('are on %s', async (path) => {
    const response = await make().request(path)
    const csp = response.headers.get('content-security-policy') ?? ''
    for (const directive of [
      "default-src 'none'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self'",
      "font-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const permissions = response.headers.get('permissions-policy') ?? ''
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'display-capture',
      'screen-wake-lock',
      'publickey-credentials-get',
      'browsing-topics',
      'xr-spatial-tracking',
    ]) {
      expect(permissions).toContain(`${feature}=()`)
    }
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('gives a raster image only what the browser’s image viewer needs, and SVG the full policy', async () => {
    const app = new Hono()
    app.use('*', securityHeaders({ scriptHashes: [] }))
    app.get('/share.png', (c) => c.body('png', 200, { 'Content-Type': 'image/png' }))
    app.get('/icon.svg', (c) => c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml' }))
    const png = (await app.request('/share.png')).headers.get('content-security-policy')
    expect(png).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    const svg = (await app.request('/icon.svg')).headers.get('content-security-policy') ?? ''
    expect(svg).toContain("script-src 'self'")
    expect(svg).not.toContain('unsafe-inline')
  })

  it('sends HSTS over HTTPS only', async () => {
    expect(
      (await make().request('http://site.test/')).headers.get('strict-transport-security'),
    ).toBeNull()
    expect(
      (await make().request('https://site.test/')).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/)
  })

  it('trusts X-Forwarded-Proto only when TRUST_PROXY is set', async () => {
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } }
    expect(
      (await make().request('/', forwarded)).headers.get('strict-transport-security'),
    ).toBeNull()
    expect(
      (await make({ TRUST_PROXY: 'true' }).request('/', forwarded)).headers.get(
        'strict-transport-security',
      ),
    ).toMatch(/max-age=\d+/)
  })
})
