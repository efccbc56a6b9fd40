import type { Context, MiddlewareHandler } from 'hono'

/**
 * Behind a TLS-terminating proxy (TRUST_PROXY), a visitor who arrived over plain HTTP is sent to the
 * same path over HTTPS, where HSTS then keeps them. The host is the site's own (`siteHost`, from
 * SITE_URL) or else the request's Host, never X-Forwarded-Host: a proxy that passes that header on from
 * the visitor would otherwise let anyone build a link that redirects to a site of their choosing.
 */
export function httpsRedirect(
  /** The scheme a trusted proxy says the visitor used (trusted-proxies.ts), undefined without one. */
  forwardedProto: (c: Context) => string | undefined,
  siteHost?: string,
): MiddlewareHandler {
  return async (c, next) => {
    if (forwardedProto(c) !== 'http') return next()
    const url = new URL(c.req.url)
    url.protocol = 'https:'
    url.port = ''
    url.host = siteHost ?? c.req.header('Host') ?? url.host
    return c.redirect(url.href, 301)
  }
}
