// The files Workers static assets read beside the site (dist/client): `_headers`, so that pages and static
// files, which never reach the worker script, carry the same security headers as every Node response, and
// `.assetsignore`, so that the build's precompressed copies are not uploaded (Cloudflare compresses itself).
import { Hono } from 'hono'
import { inlineScriptHashes } from '../src/server/csp.ts'
import { securityHeaders } from '../src/server/middleware/security-headers.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The headers the server's own middleware sets, taken from a response of it, so the two never differ.
 * Asked over HTTPS, as Cloudflare serves the site, so HSTS is among them.
 */
async function serverSecurityHeaders(scriptHashes: readonly string[]) {
  const app = new Hono()
  app.use('*', securityHeaders({ scriptHashes, trustProxy: false }))
  app.get('*', (c) => c.body(null))
  const response = await app.request('https://localhost/')
  return [...response.headers].filter(([name]) => name !== 'content-type')
}

export async function buildWorkersFiles(pagesHtml: readonly string[]) {
  const headers = await serverSecurityHeaders(await inlineScriptHashes(pagesHtml))
  const block = (pattern: string, lines: [string, string][]) =>
    [pattern, ...lines.map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const rules = [
    block('/*', headers),
    // Vite's hashed file names change with their content, so they can be cached for good.
    block('/assets/*', [['Cache-Control', IMMUTABLE]]),
  ]
  return [
    { path: '_headers', body: `${rules.join('\n\n')}\n` },
    { path: '.assetsignore', body: '*.br\n*.gz\n' },
  ]
}
