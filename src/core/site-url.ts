// The site's public address (SITE_URL, a build-time setting): reading it, and the absolute URLs built on it.

export const DEFAULT_SITE_URL = 'http://localhost:3000'

export class SiteUrlError extends Error {
  override name = 'SiteUrlError'
}

/**
 * Reads SITE_URL: the absolute http(s) address the site is served from, without a path (the pages and
 * assets live at the root). Returns the origin without a trailing slash; unset means the local default.
 * A static build may live under a path (a GitHub project site, `https://you.github.io/portfolio`):
 * `withPath` allows one, and it is kept, without its trailing slash.
 */
export function parseSiteUrl(
  value: string | undefined,
  { withPath = false }: { withPath?: boolean } = {},
): string {
  if (value === undefined || value.trim() === '') return DEFAULT_SITE_URL
  const problem = `Invalid configuration: SITE_URL=${JSON.stringify(value)} must be the site's public address, such as https://example.com (http or https, ${withPath ? 'a path if the site lives under one' : 'no path'})`
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new SiteUrlError(problem)
  }
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    (withPath || url.pathname === '/') &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  if (!plain) throw new SiteUrlError(problem)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/** A path of the site (`/resume`) as an absolute URL, under the site's own path if it has one. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), `${siteUrl}/`).href
}
