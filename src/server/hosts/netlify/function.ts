// The Netlify host: Netlify's CDN serves the pages and files (dist/netlify/site, with our headers in
// `_headers`), and this Netlify Function answers /api/* and /healthz with the same app as every host.
// Built by tooling/build/build-netlify.ts into one self-contained file. Without REDIS_URL the chat limits and the
// projects cache live in each function instance's memory.
import { posts } from 'virtual:posts'
import { resumeText } from 'virtual:resume-text'
import { profile } from '@/content/profile'
import { composeApp } from '@/server/compose'
import { ConfigError, loadConfig } from '@/server/config'
import { consoleLogger } from '@/server/middleware/request-log'
import { connectRedis } from '../node/redis'

/** What Netlify passes beside the request (the parts the app uses). */
export type NetlifyContext = { waitUntil?: (work: Promise<unknown>) => void }

/** The paths this function answers; everything else is the CDN's. */
export const config = { path: ['/api/*', '/healthz'] }

function createNetlifyApp(env: Record<string, string | undefined>) {
  const settings = loadConfig(env)
  const redis = settings.REDIS_URL ? connectRedis(settings.REDIS_URL, consoleLogger) : undefined
  const { app, projects } = composeApp(settings, profile, {
    log: consoleLogger,
    resumeText,
    posts,
    projectsCache: redis?.projectsCache,
    limitStores: redis?.limitStores,
    tokenStore: redis?.tokenStore,
    // Netlify's edge puts the visitor's address in this header.
    remoteAddress: (c) => c.req.header('x-nf-client-connection-ip'),
    waitUntil: (c, work) => (c.env as { context?: NetlifyContext }).context?.waitUntil?.(work),
  })
  projects.warm()
  return app
}

// One app per function instance: its memory is that instance's cache and limits.
let app: ReturnType<typeof createNetlifyApp> | undefined

export default async function handler(request: Request, context: NetlifyContext = {}) {
  try {
    app ??= createNetlifyApp(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    consoleLogger({ level: 'error', msg: error.message })
    return new Response('The site is misconfigured; see the logs.', { status: 500 })
  }
  return app.fetch(request, { context })
}
