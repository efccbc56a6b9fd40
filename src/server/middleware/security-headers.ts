import type { Context, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

export type SecurityOptions = {
  /** sha256 hashes (base64) of the inline scripts the pages carry, e.g. the theme boot script. */
  scriptHashes: readonly string[]
  /** Trust X-Forwarded-Proto (behind a TLS-terminating proxy). */
  trustProxy: boolean
}

const HSTS = 'max-age=63072000; includeSubDomains'

const forwardedProto = (c: Context) => c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim()

export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  return trustProxy && forwardedProto(c) === 'https'
}

/**
 * Behind a TLS-terminating proxy (TRUST_PROXY), a visitor who arrived over plain HTTP is sent to the
 * same path over HTTPS, where HSTS then keeps them. The host is the site's own (`siteHost`, from
 * SITE_URL) or else the request's Host, never X-Forwarded-Host: a proxy that passes that header on from
 * the visitor would otherwise let anyone build a link that redirects to a site of their choosing.
 */
export function httpsRedirect(trustProxy: boolean, siteHost?: string): MiddlewareHandler {
  return async (c, next) => {
    if (!trustProxy || forwardedProto(c) !== 'http') return next()
    const url = new URL(c.req.url)
    url.protocol = 'https:'
    url.port = ''
    url.host = siteHost ?? c.req.header('Host') ?? url.host
    return c.redirect(url.href, 301)
  }
}

/**
 * Headers on every response: a strict CSP (scripts from this origin plus the hashes of our own inline
 * scripts, never unsafe-inline), no sniffing, a strict referrer policy, no powerful features, an
 * isolated browsing context, and HSTS whenever the visitor arrived over HTTPS.
 */
export function securityHeaders({ scriptHashes, trustProxy }: SecurityOptions): MiddlewareHandler {
  const self = "'self'"
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: [self, ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
      styleSrc: [self],
      imgSrc: [self, 'data:'],
      connectSrc: [self],
      frameSrc: [self],
      frameAncestors: [self],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    xFrameOptions: 'SAMEORIGIN',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  })
  return async (c, next) => {
    await headers(c, next)
    if (isHttps(c, trustProxy)) c.header('Strict-Transport-Security', HSTS)
  }
}
