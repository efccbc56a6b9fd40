import { Hono, type Context } from 'hono'
import { pickEncoding } from '../http'
import type { KeepAlive, ProjectsService } from '../services/github-projects'

export type ProjectsRoutesOptions = {
  /**
   * Whether the route gzips its answer itself. Hosts that compress responses on their own (Workers do,
   * by the visitor's Accept-Encoding) must say no, or the body arrives compressed twice.
   */
  compress?: boolean
  /** Keeps a GitHub call alive after the response that started it (see KeepAlive). */
  keepAlive?: (c: Context) => KeepAlive
}

// The list changes at most once per cache period, but is asked for on every visit: each distinct answer
// is compressed once and kept, instead of once per request.
const KEEP_ENCODED = 8

async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** GET /api/projects: what the projects section shows. Always 200 with something to show. */
export function createProjectsRoutes(
  service: ProjectsService,
  { compress = true, keepAlive = () => () => {} }: ProjectsRoutesOptions = {},
) {
  const encoded = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()
  const gzipOnce = (text: string) => {
    let body = encoded.get(text)
    if (!body) {
      if (encoded.size >= KEEP_ENCODED) encoded.delete(encoded.keys().next().value as string)
      body = gzip(text)
      encoded.set(text, body)
    }
    return body
  }

  return new Hono().get('/', async (c) => {
    const payload = await service.getProjects(keepAlive(c))
    const text = JSON.stringify(payload)
    // A list may be reused by the browser for a minute, as GitHub's own answers are; an error never is.
    c.header('Cache-Control', payload.error === null ? 'public, max-age=60' : 'no-store')
    c.header('Content-Type', 'application/json; charset=UTF-8')
    c.header('Vary', 'Accept-Encoding')
    if (!pickEncoding(c.req.header('Accept-Encoding'), compress ? ['gzip'] : []))
      return c.body(text)
    c.header('Content-Encoding', 'gzip')
    return c.body(await gzipOnce(text))
  })
}
