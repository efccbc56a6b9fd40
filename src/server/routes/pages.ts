// The prerendered pages: each path gets its document (or the 404 page), in the compressed copy the
// visitor accepts.
import type { Context } from 'hono'
import { NOT_FOUND_FILE, documentFile, notFoundFileFor } from '@/core/pages'
import { pickEncoding, type Encoding } from '../http'

/** One prerendered page, with its compressed variants when the host has them. */
export type PageBody = { html: string; br?: Uint8Array; gzip?: Uint8Array }
/** The prerendered documents by file (`index.html`, `writing/a-post.html`, ...), the 404 page among them. */
export type Pages = Readonly<Record<string, PageBody>> & { [NOT_FOUND_FILE]: PageBody }

// The compressed copies of a page, in order of preference.
const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/**
 * The 404 page for a path: the language's own under its tag (`/pt/no-such-page` gets pt/404.html), the
 * site's otherwise.
 */
function notFoundPageFor(pages: Pages, path: string): PageBody {
  const own = notFoundFileFor(path)
  return (Object.hasOwn(pages, own) && pages[own]) || pages[NOT_FOUND_FILE]
}

/** The prerendered page for a path: its language's 404 page, with its status, for any path that has none. */
export function servePage(pages: Pages) {
  return (c: Context) => {
    const file = documentFile(c.req.path)
    const found = Object.hasOwn(pages, file) && !file.endsWith(NOT_FOUND_FILE)
    const page = (found && pages[file]) || notFoundPageFor(pages, c.req.path)
    const offered = ENCODINGS.filter((encoding) => page[encoding])
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), offered)
    const body = (encoding && page[encoding]) || page.html
    c.header('Content-Type', 'text/html; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    if (encoding) c.header('Content-Encoding', encoding)
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), found ? 200 : 404)
  }
}
