// The owner's page, /owner, and its own scripts and stylesheet: served from the files the build wrote
// apart from the site's (dist/owner), and only while OWNER_TOKEN is set (app.ts mounts this then).
import { Hono } from 'hono'
import { OWNER_PAGE } from '@/core/owner-page'

export type OwnerPageFile = { body: Uint8Array | string; type: string }
/** The built page and its assets, by path (`/owner-assets/owner-1a2b.js`). */
export type OwnerPageFiles = { html: string; assets: Readonly<Record<string, OwnerPageFile>> }

export function serveOwnerPage(files: OwnerPageFiles) {
  const app = new Hono()
  // Mounted at the root, so no middleware here: it would run for every path of the site.
  app.get(OWNER_PAGE.path, (c) => {
    // Never indexed, and never kept by any cache.
    c.header('X-Robots-Tag', 'noindex, nofollow')
    c.header('Cache-Control', 'no-store')
    return c.html(files.html)
  })
  app.get(`/${OWNER_PAGE.assetsDir}/*`, (c) => {
    const file = Object.hasOwn(files.assets, c.req.path) ? files.assets[c.req.path] : undefined
    if (!file) return c.notFound()
    c.header('X-Robots-Tag', 'noindex, nofollow')
    c.header('Content-Type', file.type)
    // Hashed names, as the site's own assets: cached for good, but only by the owner's browser.
    c.header('Cache-Control', 'private, max-age=31536000, immutable')
    return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body))
  })
  return app
}
