import { Hono, type MiddlewareHandler } from 'hono'
import type { PageName } from '@/core/routes'
import { pageForPath } from '@/core/routes'
import type { Config } from './config'
import { projectsRoute } from './routes/projects'
import type { ProjectsService } from './services/github-projects'

/** One prerendered page, with its compressed variants when the host has them. */
export type PageBody = { html: string; br?: Uint8Array; gzip?: Uint8Array }
export type Pages = Record<PageName, PageBody>

export type AppDeps = {
  config: Config
  pages: Pages
  /** Serves the build's static files; host-specific (Node's file system, a CDN binding, ...). */
  assets?: MiddlewareHandler
  /** GET /api/projects; left out, the route is not mounted. */
  projects?: ProjectsService
}

function pickEncoding(acceptEncoding: string | undefined, page: PageBody) {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim()),
  )
  if (page.br && accepted.has('br')) return { encoding: 'br', body: page.br }
  if (page.gzip && accepted.has('gzip')) return { encoding: 'gzip', body: page.gzip }
  return { encoding: undefined, body: page.html }
}

/** The whole server as a plain fetch handler: it runs on Node (see node.ts), serverless and edge hosts. */
export function createApp({ pages, assets, projects }: AppDeps) {
  const app = new Hono()

  if (assets) app.use('*', assets)
  if (projects) app.route('/api/projects', projectsRoute(projects))

  app.get('*', (c) => {
    const name = pageForPath(c.req.path)
    const page = pages[name]
    const { encoding, body } = pickEncoding(c.req.header('Accept-Encoding'), page)
    c.header('Content-Type', 'text/html; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    if (encoding) c.header('Content-Encoding', encoding)
    return c.body(
      typeof body === 'string' ? body : new Uint8Array(body),
      name === 'not-found' ? 404 : 200,
    )
  })

  return app
}
