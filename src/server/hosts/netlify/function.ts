// The Netlify host: Netlify's CDN serves the pages and files (dist/netlify/site, with our headers in
// `_headers`), and this Netlify Function answers /api/*, /healthz and the owner's page (carried inside
// it, see ../function-pages.ts) with the same app as every host.
// Built by tooling/builder/build-netlify.ts into one self-contained file. Without REDIS_URL the assistant
// is off (see ../serverless.ts); the projects cache then lives in each function instance's memory.
import { posts } from 'virtual:posts'
import { resumeText } from 'virtual:resume-text'
import { profile } from '@/content/profile'
import { composeApp } from '@/server/compose'
import { ConfigError, loadConfig } from '@/server/config'
import { consoleLogger } from '@/server/logger'
import { serverlessConversationLog } from '@/server/insights/insights-config'
import { serverlessStores } from '../serverless'
import { functionPages } from '../function-pages'

/** What Netlify passes beside the request (the parts the app uses). */
export type NetlifyContext = { waitUntil?: (work: Promise<unknown>) => void }

/**
 * The paths this function answers; everything else is the CDN's. Literal, as Netlify reads it from the
 * file without running it (OWNER_PAGE's path and assets folder, src/core/owner-page.ts).
 */
export const config = { path: ['/api/*', '/healthz', '/owner', '/owner-assets/*'] }

function createNetlifyApp(env: Record<string, string | undefined>) {
  const settings = loadConfig(env)
  const { stores, ready, redis } = serverlessStores('Netlify', settings, consoleLogger)
  const { app, projects } = composeApp(settings, profile, {
    log: consoleLogger,
    resumeText,
    posts,
    ...stores,
    ...functionPages,
    conversationLog: serverlessConversationLog(settings, redis, consoleLogger),
    // Netlify's edge puts the visitor's address in this header.
    remoteAddress: (c) => c.req.header('x-nf-client-connection-ip'),
    waitUntil: (c, work) => (c.env as { context?: NetlifyContext }).context?.waitUntil?.(work),
  })
  projects.warm()
  return { app, ready }
}

// One app per function instance: its memory is that instance's cache and limits.
let instance: ReturnType<typeof createNetlifyApp> | undefined

export default async function handler(request: Request, context: NetlifyContext = {}) {
  try {
    instance ??= createNetlifyApp(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    consoleLogger({ level: 'error', msg: error.message })
    return new Response('The site is misconfigured; see the logs.', { status: 500 })
  }
  const { app, ready } = instance
  await ready
  return app.fetch(request, { context })
}
