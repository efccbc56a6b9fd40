// The redirect as the app wires it: after the security headers, before any route.
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { stubPages } from '../../../tests/fixtures/pages'

const make = (env: Record<string, string> = {}) =>
  createApp({ config: loadConfig(env), pages: stubPages, scriptHashes: ['abc='], log: () => {} })

describe('HTTPS behind a trusted proxy', () => {
  it('sends a visitor who came over plain HTTP to HTTPS, keeping the path', async () => {
    const response = await make({ TRUST_PROXY: 'true' }).request('/resume?x=1', {
      headers: { 'X-Forwarded-Proto': 'http', Host: 'portfolio.example' },
    })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://portfolio.example/resume?x=1')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('ignores a hostile X-Forwarded-Host: the redirect stays on the request’s own host', async () => {
    const response = await make({ TRUST_PROXY: 'true' }).request('/resume?x=1', {
      headers: {
        'X-Forwarded-Proto': 'http',
        'X-Forwarded-Host': 'evil.example',
        Host: 'portfolio.example',
      },
    })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://portfolio.example/resume?x=1')
  })

  it('with SITE_URL set, redirects only to its host, whatever the request names', async () => {
    const response = await make({
      TRUST_PROXY: 'true',
      SITE_URL: 'https://ananya.dev',
    }).request('/resume?x=1', {
      headers: {
        'X-Forwarded-Proto': 'http',
        'X-Forwarded-Host': 'evil.example',
        Host: 'internal-upstream:3000',
      },
    })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://ananya.dev/resume?x=1')
  })

  it('with TRUST_PROXY=true, believes the nearest proxy’s X-Forwarded-Proto, never the visitor’s', async () => {
    const app = make({ TRUST_PROXY: 'true' })
    // The visitor came over plain HTTP and wrote "https" in front of what the proxy appended.
    const forged = await app.request('/', {
      headers: { 'X-Forwarded-Proto': 'https, http', Host: 'portfolio.example' },
    })
    expect(forged.status).toBe(301)
    expect(forged.headers.get('strict-transport-security')).toBeNull()
    // Over HTTPS, a visitor's "http" in front does not send them round in a redirect loop.
    const https = await app.request('/', {
      headers: { 'X-Forwarded-Proto': 'http, https', Host: 'portfolio.example' },
    })
    expect(https.status).toBe(200)
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it('never redirects without TRUST_PROXY: the header is the visitor’s own claim', async () => {
    const response = await make().request('/', { headers: { 'X-Forwarded-Proto': 'http' } })
    expect(response.status).toBe(200)
  })
})
