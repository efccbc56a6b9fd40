// The Netlify host as Netlify runs it: `npm run build:netlify` builds the site and the function, and the
// built function's handler answers real Requests (tests/server/host-function.ts). The CDN's side (the
// files and `_headers`) is read from the built site. CI also runs `netlify build --offline` on it
// (.ci/hosts.sh).
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { builtFunctionSuite, coldStartCopy } from './host-function'

const SITE = resolve('dist/netlify/site')
const FUNCTION = resolve('dist/netlify/functions/api/api.mjs')

type Context = { waitUntil?: (work: Promise<unknown>) => void }
type NetlifyFunction = {
  default: (request: Request, context?: Context) => Promise<Response>
  config: { path: string[] }
}
let netlify: NetlifyFunction
const kept: Promise<unknown>[] = []
afterAll(() => Promise.allSettled(kept))

describe('the Netlify Function', () => {
  builtFunctionSuite('tooling/builder/build-netlify.ts', 'netlify', async (coldStart) => {
    const instance = (await import(
      coldStart ? coldStartCopy(FUNCTION) : pathToFileURL(FUNCTION).href
    )) as NetlifyFunction
    if (!coldStart) netlify = instance
    return (path, init = {}, ip = '198.51.100.4') =>
      instance.default(
        new Request(`https://portfolio.netlify.app${path}`, {
          ...init,
          // Netlify's edge puts the visitor's address here.
          headers: { 'x-nf-client-connection-ip': ip, ...(init.headers as Record<string, string>) },
        }),
        { waitUntil: (work) => void kept.push(work) },
      )
  })

  it('is routed /api/*, /healthz and the owner’s page only: everything else is the CDN’s', () => {
    expect(netlify.config.path).toEqual(['/api/*', '/healthz', '/owner', '/owner-assets/*'])
  })
})

describe("the CDN's side", () => {
  it('holds the pages and files, without the precompressed copies Netlify does not need', () => {
    for (const file of ['index.html', 'resume.html', '404.html', 'robots.txt', 'resume.pdf']) {
      expect(existsSync(join(SITE, file)), file).toBe(true)
    }
    expect(existsSync(join(SITE, 'index.html.br'))).toBe(false)
    expect(existsSync(join(SITE, '.assetsignore'))).toBe(false)
  })

  it("gives every file the server's security headers, the CSP with the pages' script hashes", () => {
    const headers = readFileSync(join(SITE, '_headers'), 'utf8')
    expect(headers.startsWith('/*\n')).toBe(true)
    expect(headers).toMatch(
      / {2}content-security-policy: default-src 'none'; script-src 'self' 'sha256-/,
    )
    expect(headers).toContain('  x-content-type-options: nosniff')
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
    // Netlify has no way to detach a header: no Cloudflare-only `!` lines.
    expect(headers).not.toMatch(/^ {2}! /m)
  })
})
