// The prerendered pages: each path gets its page (or the 404 page), in the compressed copy the visitor
// accepts.
import type { Context } from 'hono'
import { pageForPath, type PageName } from '@/core/routes'
import { pickEncoding, type Encoding } from '../http'

/** One prerendered page, with its compressed variants when the host has them. */
export type PageBody = { html: string; br?: Uint8Array; gzip?: Uint8Array }
export type Pages = Record<PageName, PageBody>

// The compressed copies of a page, in order of preference.
const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

export /** The prerendered page for a path: the 404 page, with its status, for any path that has none. */
function servePage(pages: Pages) {
  return (c: Context) => {
    const name = pageForPath(c.req.path)
    const page = pages[name]
    const offered = ENCODINGS.filter((encoding) => page[encoding])
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), offered)
    const body = (encoding && page[encoding]) || page.html
    c.header('Content-Type', 'text/html; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    if (encoding) c.header('Content-Encoding', encoding)
    return c.body(
      typeof body === 'string' ? body : new Uint8Array(body),
      name === 'not-found' ? 404 : 200,
    )
  }
}
