import type { Context, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

export type SecurityOptions = {
  /** sha256 hashes (base64) of the inline scripts the pages carry, e.g. the theme boot script. */
  scriptHashes: readonly string[]
  /** The scheme a trusted proxy (TRUST_PROXY) says the visitor used; undefined without one. */
  forwardedProto?: (c: Context) => string | undefined
}

const HSTS = 'max-age=63072000; includeSubDomains'
const RASTER_IMAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'"

function isHttps(c: Context, forwardedProto: (c: Context) => string | undefined): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  return forwardedProto(c) === 'https'
}

// Powerful features the site never uses, switched off for it and for any frame it holds. Only names
// Chromium knows: an unknown one costs a console error on every page.
const NEVER_USED = [
  'accelerometer',
  'autoplay',
  'browsingTopics',
  'camera',
  'computePressure',
  'displayCapture',
  'encryptedMedia',
  'geolocation',
  'gyroscope',
  'hid',
  'identityCredentialsGet',
  'idleDetection',
  'localFonts',
  'magnetometer',
  'microphone',
  'midi',
  'otpCredentials',
  'payment',
  'pictureInPicture',
  'publickeyCredentialsGet',
  'screenWakeLock',
  'serial',
  'storageAccess',
  'usb',
  'windowManagement',
  'xrSpatialTracking',
] as const

/**
 * Headers on every response: a strict CSP (nothing by default; scripts from this origin plus the hashes
 * of our own inline scripts, never unsafe-inline; styles, fonts, images, the projects API, the resume
 * frame and the web manifest from this origin), no sniffing, a strict referrer policy, no powerful features, an
 * isolated browsing context, and HSTS whenever the visitor arrived over HTTPS.
 */
export function securityHeaders({
  scriptHashes,
  forwardedProto = () => undefined,
}: SecurityOptions): MiddlewareHandler {
  const self = "'self'"
  const none = "'none'"
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [none],
      scriptSrc: [self, ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
      styleSrc: [self],
      fontSrc: [self],
      imgSrc: [self, 'data:'],
      connectSrc: [self],
      frameSrc: [self],
      manifestSrc: [self],
      frameAncestors: [self],
      baseUri: [none],
      formAction: [none],
      objectSrc: [none],
    },
    strictTransportSecurity: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    xFrameOptions: 'SAMEORIGIN',
    permissionsPolicy: Object.fromEntries(NEVER_USED.map((feature) => [feature, []])),
  })
  return async (c, next) => {
    await headers(c, next)
    // A raster image opened on its own (the share image, say) is shown in the browser's own image
    // document, which centres it with inline styles. The image holds no markup of ours, so its policy
    // allows exactly that. SVG keeps the full policy: it is a document that can hold scripts.
    if (/^image\/(?!svg)/.test(c.res.headers.get('Content-Type') ?? '')) {
      c.header('Content-Security-Policy', RASTER_IMAGE_CSP)
    }
    if (isHttps(c, forwardedProto)) c.header('Strict-Transport-Security', HSTS)
  }
}
