// The Vercel host: Vercel's CDN serves the pages and files (.vercel/output/static, with our headers in
// the routes of config.json), and this Node.js function answers /api/*, /healthz and the owner's page
// (carried inside it, see ../function-pages.ts) with the same app as every host. Built by
// tooling/builder/build-vercel.ts (Vercel's Build Output API) into one self-contained file.
// Without REDIS_URL the assistant is off (see ../serverless.ts); the projects cache then lives in each
// function instance's memory.
import { getRequestListener } from '@hono/node-server'
import { posts } from 'virtual:posts'
import { resumeText } from 'virtual:resume-text'
import { profile } from '@/content/profile'
import { composeApp } from '@/server/compose'
import { ConfigError, loadConfig } from '@/server/config'
import { consoleLogger } from '@/server/logger'
import { serverlessConversationLog } from '@/server/insights/insights-config'
import { serverlessStores } from '../serverless'
import { functionPages } from '../function-pages'

function createVercelApp(env: Record<string, string | undefined>) {
  const settings = loadConfig(env)
  const { stores, ready, redis } = serverlessStores('Vercel', settings, consoleLogger)
  const { app, projects } = composeApp(settings, profile, {
    log: consoleLogger,
    resumeText,
    posts,
    ...stores,
    ...functionPages,
    conversationLog: serverlessConversationLog(settings, redis, consoleLogger),
    // Vercel's edge sets x-forwarded-for to the visitor's address, replacing whatever the visitor sent.
    remoteAddress: (c) => c.req.header('x-forwarded-for')?.split(',')[0]?.trim(),
  })
  projects.warm()
  return { app, ready }
}

// One app per function instance: its memory is that instance's cache and limits.
let instance: ReturnType<typeof createVercelApp> | undefined

/** The web request as the app sees it; Node's request and response are what Vercel's launcher passes. */
export async function fetchHandler(request: Request): Promise<Response> {
  try {
    instance ??= createVercelApp(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    consoleLogger({ level: 'error', msg: error.message })
    return new Response('The site is misconfigured; see the logs.', { status: 500 })
  }
  const { app, ready } = instance
  await ready
  // Vercel's edge ends TLS and says so in x-forwarded-proto (nothing else reaches the function), so the
  // app sees the address the visitor used, and sends HSTS.
  const url = new URL(request.url)
  if (request.headers.get('x-forwarded-proto') === 'https' && url.protocol === 'http:') {
    url.protocol = 'https:'
    return app.fetch(new Request(url, request))
  }
  return app.fetch(request)
}

export default getRequestListener(fetchHandler)
