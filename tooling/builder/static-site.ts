// What turns the server's build into a site of plain files for a static host (GitHub Pages, any file
// server): no server to send headers, so the pages carry their Content-Security-Policy in a <meta>; the
// web manifest's addresses under the site's path; each page also as its folder's index, for servers that
// look up no `.html`; and the address of the owner's deployed chat API, if any.
import { Hono } from 'hono'
import { NOT_FOUND_FILE } from '../../src/core/pages.ts'
import { inlineScriptHashes } from '../../src/server/csp.ts'
import { securityHeaders } from '../../src/server/middleware/security-headers.ts'

/** The build's own variable: the public address of a deployed chat API (such as the owner's Worker). */
export const CHAT_API_VARIABLE = 'CHAT_API_URL'

export class StaticBuildError extends Error {
  override name = 'StaticBuildError'
}

/** CHAT_API_URL as an origin; unset: null, and the static site leaves the assistant out. */
export function parseChatApiUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null
  const problem = `Invalid configuration: ${CHAT_API_VARIABLE}=${JSON.stringify(value)} must be the public address of your deployed chat API, such as https://portfolio.example.workers.dev (http or https, no path)`
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new StaticBuildError(problem)
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username)
    throw new StaticBuildError(problem)
  return url.origin
}

/** The path the site lives under, from its public address: `/` or `/portfolio/`. */
export function basePath(siteUrl: string): string {
  return `${new URL(siteUrl).pathname.replace(/\/+$/, '')}/`
}

// A <meta> policy cannot say who may frame the page (browsers ignore frame-ancestors there, with a
// console error), and a static host sends no headers: the rest of the server's page policy holds.
const META_IGNORES = /^(frame-ancestors|report-uri|report-to|sandbox)\b/

/**
 * The Content-Security-Policy the server sends with its pages, taken from its own middleware so the two
 * never differ, as a <meta> can carry it; the chat API's origin, if any, joins connect-src.
 */
export async function metaPolicy(pagesHtml: readonly string[], chatApi: string | null) {
  const app = new Hono()
  const scriptHashes = await inlineScriptHashes(pagesHtml)
  app.use('*', securityHeaders({ scriptHashes }))
  app.get('*', (c) => c.html(''))
  const response = await app.request('https://localhost/')
  const policy = response.headers.get('content-security-policy') ?? ''
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !META_IGNORES.test(directive))
    .map((directive) =>
      chatApi && directive.startsWith('connect-src ') ? `${directive} ${chatApi}` : directive,
    )
    .join('; ')
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The page with its policy (and the referrer policy the server sends as a header) first in <head>. */
export function withMetaPolicy(html: string, policy: string): string {
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`,
    '<meta name="referrer" content="strict-origin-when-cross-origin" />',
  ]
  // Right after the charset, so the policy is in force before any script or style.
  return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${tags.join('\n    ')}`)
}

type Manifest = { start_url?: string; scope?: string; icons?: Array<{ src: string }> }

/** The web manifest with its addresses under the site's path. */
export function manifestUnder(text: string, base: string): string {
  const manifest = JSON.parse(text) as Manifest
  const under = (path: string) => (path.startsWith('/') ? `${base}${path.slice(1)}` : path)
  if (manifest.start_url) manifest.start_url = under(manifest.start_url)
  if (manifest.scope) manifest.scope = under(manifest.scope)
  manifest.icons = manifest.icons?.map((icon) => ({ ...icon, src: under(icon.src) }))
  return JSON.stringify(manifest)
}

/**
 * Where a page is written again as its folder's index (`resume.html` -> `resume/index.html`), for file
 * servers that look up no `.html` (`python3 -m http.server`, nginx as installed): such a server turns
 * `/resume` into `/resume/` and sends its index. GitHub Pages finds `resume.html` first and never needs
 * the copy. `/` and the 404 page have no folder of their own.
 */
export function folderIndexOf(file: string): string | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1)
  if (name === 'index.html' || name === NOT_FOUND_FILE || !file.endsWith('.html')) return undefined
  return `${file.slice(0, -'.html'.length)}/index.html`
}
