// `npm run dev`: Vite's dev server renders each page on request with the same render.tsx the build
// prerenders with (Vite's documented server-rendering setup), so what you see in dev is what ships.
import { readFile } from 'node:fs/promises'
import { getRequestListener } from '@hono/node-server'
import { loadEnv, type Plugin, type ViteDevServer } from 'vite'
import { PAGES, pageForPath } from '../src/core/routes.ts'
import type { renderPage as RenderPage } from '../src/client/render.tsx'
import type * as AppModule from '../src/server/app.ts'
import type * as ConfigModule from '../src/server/config.ts'
import type * as ServicesModule from '../src/server/services/create-services.ts'
import type * as ProfileModule from '../src/content/profile.ts'

/** The real server app for /api/*, built once from the environment and .env (like `npm start`). */
async function createApiListener(server: ViteDevServer) {
  const load = <T>(path: string) => server.ssrLoadModule(path) as Promise<T>
  const [{ createApp }, { loadConfig }, { createServices }, { profile }] = await Promise.all([
    load<typeof AppModule>('/src/server/app.ts'),
    load<typeof ConfigModule>('/src/server/config.ts'),
    load<typeof ServicesModule>('/src/server/services/create-services.ts'),
    load<typeof ProfileModule>('/src/content/profile.ts'),
  ])
  const config = loadConfig({ ...loadEnv(server.config.mode, process.cwd(), ''), ...process.env })
  const empty = { html: '' }
  const app = createApp({
    config,
    pages: { home: empty, resume: empty, 'not-found': empty },
    ...createServices(config, profile),
  })
  return getRequestListener(app.fetch)
}

export function devServer(): Plugin {
  return {
    name: 'portfolio-dev-server',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      let api: ReturnType<typeof createApiListener> | undefined
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next()
        try {
          api ??= createApiListener(server)
          await (
            await api
          )(req, res)
        } catch (error) {
          next(error)
        }
      })
      // Returned, so it runs after Vite's own middlewares have served modules and public files.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next()
          const url = req.originalUrl ?? '/'
          const page = pageForPath(new URL(url, 'http://localhost').pathname)
          try {
            const template = await readFile(PAGES[page].template, 'utf8')
            const transformed = await server.transformIndexHtml(url, template)
            const { renderPage } = (await server.ssrLoadModule('/src/client/render.tsx')) as {
              renderPage: typeof RenderPage
            }
            const { head, html } = await renderPage(page)
            res.statusCode = page === 'not-found' ? 404 : 200
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.end(transformed.replace('<!--app-head-->', head).replace('<!--app-html-->', html))
          } catch (error) {
            server.ssrFixStacktrace(error as Error)
            next(error)
          }
        })
      }
    },
  }
}
