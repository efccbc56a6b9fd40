// The entry every serverless host shares (netlify/ and vercel/ wrap it in a few lines): one app per
// function instance, from the environment and the host's row in hosts.ts. Such hosts run as many
// instances as traffic needs, start new ones cold and drop idle ones, and an instance's memory is its own:
// limits counted there would hold per instance, and each cold start would bring a fresh allowance (two
// instances gave one visitor 20 of 24 questions against a limit of 10 a minute). So the assistant needs
// the shared Redis of REDIS_URL there: without it the assistant is off, the visitor sees the chat's
// missing-key text, and every cold start says why in the function log. Pages and the projects need
// nothing shared and keep working. Beside the API, the function serves the owner's page, carried inside
// it (tooling/builder/owner-page-module.ts) so that no CDN path reaches it, and the site's 404 page for the
// owner's paths while OWNER_TOKEN is unset, so that they look like any unknown address.
import { posts } from 'virtual:posts'
import { resumeText } from 'virtual:resume-text'
import { notFoundPage, ownerPage, scriptHashes } from 'virtual:owner-page'
import { profile } from '@/content/profile'
import { NOT_FOUND_FILE } from '@/core/pages'
import { composeApp } from '@/server/compose'
import { ConfigError, loadConfig, type Config } from '@/server/config'
import { consoleLogger } from '@/server/logger'
import { modelWithoutKey } from '@/server/models/chat-model'
import { PROVIDERS } from '@/server/models/providers'
import { HOSTS, assistantOffWithoutRedis, hostParts, type HostId } from './hosts'
import { openStores } from '@/server/stores/open'

/** Without REDIS_URL, the assistant turned off, and every cold start says why. */
function assistantOff(id: HostId, settings: Config) {
  if (settings.REDIS_URL) return {}
  consoleLogger({ level: 'error', msg: assistantOffWithoutRedis(id) })
  const { texts } = PROVIDERS[settings.LLM_PROVIDER]
  return { model: modelWithoutKey(texts === 'none' ? undefined : texts) }
}

function createServerlessApp(id: HostId, env: Record<string, string | undefined>) {
  const settings = loadConfig(env)
  const assistant = assistantOff(id, settings)
  const { stores, ready } = openStores(HOSTS[id], settings, consoleLogger)
  const { app, projects } = composeApp(settings, profile, {
    log: consoleLogger,
    resumeText,
    posts,
    ownerPage,
    pages: { [NOT_FOUND_FILE]: { html: notFoundPage } },
    scriptHashes,
    ...hostParts(HOSTS[id]),
    ...assistant,
    ...stores,
  })
  projects.warm()
  return { app, ready }
}

/**
 * The function of host `id`: the app answers `request` with `env` as its bindings (what the host
 * passes beside the request). One app per function instance: its memory is that instance's.
 */
export function serverlessHandler(id: HostId) {
  let instance: ReturnType<typeof createServerlessApp> | undefined
  return async (request: Request, env?: object): Promise<Response> => {
    try {
      instance ??= createServerlessApp(id, process.env)
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      consoleLogger({ level: 'error', msg: error.message })
      return new Response('The site is misconfigured; see the logs.', { status: 500 })
    }
    await instance.ready
    return instance.app.fetch(request, env)
  }
}
