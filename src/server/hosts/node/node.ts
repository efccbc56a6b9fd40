// The Node host: reads the configuration, loads the prerendered build and serves it with the app.
import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import { posts, translatedPosts } from 'virtual:posts'
import { resumeText } from 'virtual:resume-text'
import { profile } from '@/content/profile'
import { documentsOf, siteOf } from '@/core/pages'
import type { PageBody, Pages } from '@/server/routes/pages'
import { ConfigError, loadConfig, type Config } from '@/server/config'
import { inlineScriptHashes } from '@/server/csp'
import { flushLogs, jsonLogger } from '@/server/logger'
import { composeApp } from '@/server/compose'
import { checkSetup, formatSetup } from '@/server/setup-check'
import { HOSTS, hostParts } from '../hosts'
import { hashedAssets } from './hashed-assets'
import { IMMUTABLE } from '@/server/http'
import { loadOwnerPage } from './owner-page-files'
import { openStores } from '@/server/stores/open'

// Vite builds this file to dist/server/node.js; the browser build sits beside it in dist/client.
const clientDir = fileURLToPath(new URL('../client', import.meta.url))
// The owner's page, built apart from the public files (tooling/builder/build.ts).
const ownerDir = fileURLToPath(new URL('../owner', import.meta.url))

const REVALIDATE = 'public, max-age=0, must-revalidate'
// In-flight requests get this long to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000

function loadPages(): Pages {
  const read = (file: string): PageBody => {
    const path = join(clientDir, file)
    return {
      html: readFileSync(path, 'utf8'),
      br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
      gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
    }
  }
  return Object.fromEntries(
    documentsOf(siteOf(profile, posts, translatedPosts)).map(({ file }) => [file, read(file)]),
  ) as Pages
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

// Pages go through the app (so unknown paths get a real 404), never through the file server; nor do
// the build's precompressed copies (sent for their file by Accept-Encoding) or the files it writes for
// Workers (_headers, .assetsignore).
const NOT_FILES = /(^\/$|\.html$|\.br$|\.gz$|^\/[_.])/
const assets: MiddlewareHandler = async (c, next) => {
  if (NOT_FILES.test(c.req.path)) return next()
  return (await hashed(c, async () => {})) ?? staticFiles(c, next)
}

function readConfig(): Config {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

let closing = false

/** While shutting down, answers close their connection, so a keep-alive socket does not hold the exit. */
function closeWhenShuttingDown<Args extends unknown[]>(
  fetch: (request: Request, ...rest: Args) => Response | Promise<Response>,
) {
  return async (request: Request, ...rest: Args) => {
    const response = await fetch(request, ...rest)
    if (closing) response.headers.set('Connection', 'close')
    return response
  }
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, close every store opened
 * (`closeStores`, stores/open.ts), then exit 0.
 */
function closeGracefully(server: Server, closeStores: () => Promise<void>) {
  const close = (signal: string) => {
    if (closing) return
    closing = true
    jsonLogger({ level: 'info', msg: 'shutting down', signal })
    const force = setTimeout(() => {
      jsonLogger({ level: 'warn', msg: 'shutdown grace period over; exiting' })
      flushLogs()
      process.exit(0)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      await closeStores()
      flushLogs()
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.once('SIGTERM', () => close('SIGTERM'))
  process.once('SIGINT', () => close('SIGINT'))
}

async function main() {
  const config = readConfig()
  const pages = loadPages()
  const ownerPage = config.OWNER_TOKEN ? loadOwnerPage(ownerDir) : undefined
  const scriptHashes = await inlineScriptHashes([
    ...Object.values(pages).map((page) => page.html),
    ...(ownerPage ? [ownerPage.html] : []),
  ])
  // Redis when instances share one, else this process's memory and a SQLite file in DATA_DIR for the log.
  const { stores, ready, close } = openStores(HOSTS.node, config, jsonLogger)
  const { app, projects } = composeApp(config, profile, {
    pages,
    assets,
    scriptHashes,
    resumeText,
    posts,
    ...hostParts(HOSTS.node),
    ownerPage,
    ...stores,
  })
  // Questions are counted in Redis, and Redis refuses them at once until connected: an instance takes
  // visitors once it is (or after a short wait, failing closed until then). The first visitor then finds
  // the projects list (or GitHub's answer) already here, shared with the other instances.
  await ready
  projects.warm()
  const server = serve(
    { fetch: closeWhenShuttingDown(app.fetch), port: config.PORT, hostname: config.HOST },
    (info) => {
      const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST
      console.log(`Portfolio running at http://${host}:${info.port}`)
      // What `npm run check` says of this setup, once: what is on, what is off, and what to fix.
      console.log(
        formatSetup('The setup', checkSetup({ env: process.env, host: 'node', forWeb: false })),
      )
    },
  ) as Server
  closeGracefully(server, close)
}

await main()
