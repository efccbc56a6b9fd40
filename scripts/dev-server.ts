// `npm run dev`: Vite's dev server renders each page on request with the same render.tsx the build
// prerenders with (Vite's documented server-rendering setup), so what you see in dev is what ships.
import { readFile } from 'node:fs/promises'
import type { Plugin, ViteDevServer } from 'vite'
import { PAGES, pageForPath } from '../src/core/routes.ts'
import type { renderPage as RenderPage } from '../src/client/render.tsx'

export function devServer(): Plugin {
  return {
    name: 'portfolio-dev-server',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
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
