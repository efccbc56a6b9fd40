// The Node entry: reads the configuration, loads the prerendered build and serves it with the app.
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import { PAGES, PAGE_NAMES } from '@/core/routes'
import { createApp, type PageBody, type Pages } from './app'
import { ConfigError, loadConfig } from './config'
import { hashedAssets } from './hashed-assets'

// Vite builds this file to dist/server/node.js; the browser build sits beside it in dist/client.
const clientDir = fileURLToPath(new URL('../client', import.meta.url))

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

function loadPages(): Pages {
  const read = (file: string): PageBody => {
    const path = join(clientDir, file)
    return {
      html: readFileSync(path, 'utf8'),
      br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
      gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
    }
  }
  return Object.fromEntries(PAGE_NAMES.map((name) => [name, read(PAGES[name].template)])) as Pages
}

const staticFiles = serveStatic({
  root: clientDir,
  precompressed: true,
  onFound: (path, c) => {
    // Vite's hashed file names change with their content, so they can be cached for good.
    c.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE)
  },
})

// The hashed files every visit loads come from memory; other public files from the disk.
const hashed = hashedAssets(join(clientDir, 'assets'))

// Pages go through the app (so unknown paths get a real 404), never through the file server.
const assets: MiddlewareHandler = async (c, next) => {
  if (c.req.path === '/' || c.req.path.endsWith('.html')) return next()
  return (await hashed(c, async () => {})) ?? staticFiles(c, next)
}

function main() {
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const app = createApp({ config, pages: loadPages(), assets })
  serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST
    console.log(`Portfolio running at http://${host}:${info.port}`)
  })
}

main()
