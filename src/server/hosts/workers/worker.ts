// The Workers host (wrangler.jsonc). Pages and static files are served by Workers static assets with
// the headers the build writes to _headers; this script runs for the API, /healthz and the owner's page
// (which it carries itself, out of the public assets), and for anything the assets layer hands over. It
// only wires the app to what Workers provide.
import { posts, translatedPosts } from 'virtual:posts'
import { resumeText } from 'virtual:resume-text'
import { ownerPage, scriptHashes as ownerScriptHashes } from 'virtual:owner-page'
import { profile } from '@/content/profile'
import { documentsOf, siteOf } from '@/core/pages'
import type { createApp } from '@/server/app'
import { composeApp } from '@/server/compose'
import { ConfigError, loadConfig } from '@/server/config'
import { inlineScriptHashes } from '@/server/csp'
import { consoleLogger } from '@/server/logger'
import { assetsFromBinding } from './assets-binding'
import { ChatLimitCounter, ConversationLogStore, OwnerAccess } from '@/server/stores/durable-object'
import { openWorkerStores, type StoreBindings } from '@/server/stores/open-workers'
import { HOSTS, hostParts } from '../hosts'

export { ChatLimitCounter, ConversationLogStore, OwnerAccess }

export type Env = { ASSETS: Fetcher } & StoreBindings & Record<string, unknown>

type App = ReturnType<typeof createApp>

/**
 * The hashes of the pages' inline scripts, for the CSP of anything this script serves: one document of
 * each page is enough, since a page's documents differ only in their text and JSON-LD, which runs no code.
 */
async function pageScriptHashes(assets: Fetcher) {
  const seen = new Set<string>()
  const documents = documentsOf(siteOf(profile, posts, translatedPosts)).filter(
    ({ page }) => !seen.has(page) && Boolean(seen.add(page)),
  )
  const pages = await Promise.all(
    documents.map(async ({ file }) => {
      // The assets layer serves index.html at /, and the others without their .html.
      const path = `/${file.replace(/(index)?\.html$/, '')}`
      return (await assets.fetch(new URL(path, 'https://assets.internal'))).text()
    }),
  )
  return inlineScriptHashes(pages)
}

async function buildApp(env: Env, ctx: ExecutionContext): Promise<App> {
  // The environment's text variables and secrets, read like Node's process.env.
  const vars = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const config = loadConfig(vars)
  const { stores } = openWorkerStores(env, config)
  const { app, projects } = composeApp(config, profile, {
    scriptHashes: [...new Set([...(await pageScriptHashes(env.ASSETS)), ...ownerScriptHashes])],
    assets: assetsFromBinding(env.ASSETS),
    // Served only while OWNER_TOKEN is set (app.ts); without it, /owner is the assets layer's 404 page.
    ownerPage,
    log: consoleLogger,
    ...hostParts(HOSTS.workers),
    ...stores,
    resumeText,
    posts,
  })
  // Warmed inside the first request: the call must be kept alive past that request's response.
  projects.warm((work) => ctx.waitUntil(work))
  return app
}

// One app per isolate, so its projects list is the isolate's cache.
let app: Promise<App> | undefined

export default {
  async fetch(request, env, ctx) {
    app ??= buildApp(env, ctx)
    try {
      return (await app).fetch(request, env, ctx)
    } catch (error) {
      app = undefined
      if (!(error instanceof ConfigError)) throw error
      consoleLogger({ level: 'error', msg: error.message })
      return new Response('The site is misconfigured; see the logs.', { status: 500 })
    }
  },
} satisfies ExportedHandler<Env>
