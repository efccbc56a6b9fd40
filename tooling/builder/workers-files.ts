// The files Workers static assets read beside the site (dist/client): `_headers`, so that pages and static
// files, which never reach the worker script, carry the same security headers as every Node response, and
// `.assetsignore`, so that the build's precompressed copies are not uploaded (Cloudflare compresses itself).
import { Hono } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { inlineScriptHashes } from '../../src/server/csp.ts'
import { IMMUTABLE } from '../../src/server/http.ts'
import { securityHeaders } from '../../src/server/middleware/security-headers.ts'

/**
 * The headers the server's own middleware sets on a response of this type, taken from a response of
 * it, so the two never differ. Asked over HTTPS, as Cloudflare serves the site, so HSTS is among them.
 */
async function serverSecurityHeaders(scriptHashes: readonly string[], contentType: string) {
  const app = new Hono()
  app.use('*', securityHeaders({ scriptHashes }))
  app.get('*', (c) => c.body(null, 200, { 'Content-Type': contentType }))
  const response = await app.request('https://localhost/')
  return [...response.headers].filter(([name]) => name !== 'content-type')
}

const policy = (headers: [string, string][]) =>
  headers.find(([name]) => name === 'content-security-policy')?.[1]

/** `files`: the paths of the site's files (under dist/client), for those that get a policy of their own. */
export async function buildWorkersFiles(pagesHtml: readonly string[], files: readonly string[]) {
  const scriptHashes = await inlineScriptHashes(pagesHtml)
  const headers = await serverSecurityHeaders(scriptHashes, 'text/html; charset=utf-8')
  const line = ([name, value]: [string, string]) => `  ${name}: ${value}`
  const rules = [
    ['/*', ...headers.map(line)].join('\n'),
    // Vite's hashed file names change with their content, so they can be cached for good.
    ['/assets/*', line(['Cache-Control', IMMUTABLE])].join('\n'),
  ]
  // Files whose type gets another policy from the server (raster images do): the general one is
  // detached (`! name`) and theirs set, file by file.
  for (const file of files) {
    const type = getMimeType(file)
    if (!type) continue
    const own = policy(await serverSecurityHeaders(scriptHashes, type))
    if (own && own !== policy(headers)) {
      rules.push(
        [`/${file}`, '  ! Content-Security-Policy', line(['Content-Security-Policy', own])].join(
          '\n',
        ),
      )
    }
  }
  return [
    { path: '_headers', body: `${rules.join('\n\n')}\n` },
    { path: '.assetsignore', body: '*.br\n*.gz\n' },
  ]
}
