// What Netlify and Vercel share: both run as many function instances as traffic needs, start new ones
// cold and drop idle ones, and an instance's memory is its own. Limits counted there would hold per
// instance, and each cold start would bring a fresh allowance (two instances gave one visitor 20 of 24
// questions against a limit of 10 a minute). So the assistant needs the shared Redis of REDIS_URL there:
// without it the assistant is off, the visitor sees the chat's missing-configuration text, and every
// cold start says why in the function log. Pages and the projects need nothing shared and keep working.
import type { HostDeps } from '@/server/compose'
import type { Config } from '@/server/config'
import type { Logger } from '@/server/logger'
import { modelWithoutKey } from '@/server/models/chat-model'
import { PROVIDERS } from '@/server/models/providers'
import { connectRedis, type RedisState } from './node/redis'

/** The message a cold start without REDIS_URL logs, naming the host's deploy page. */
export const assistantOffWithoutRedis = (host: 'Netlify' | 'Vercel') =>
  `the chat assistant is off: ${host} runs many instances, each with limits of its own, so set REDIS_URL to a shared Redis (docs/deploy/${host.toLowerCase()}.md)`

// How long a cold start waits for Redis before it answers anyway (failing closed until connected), as a
// Node instance does at startup: without it the first question of every cold start would be refused.
const REDIS_COLD_START_WAIT_MS = 2000

/**
 * The shared stores of REDIS_URL, or, without it, the assistant turned off; `ready` resolves once Redis
 * is connected, or after the cold start's wait.
 */
export function serverlessStores(
  host: 'Netlify' | 'Vercel',
  settings: Config,
  log: Logger,
): {
  stores: Pick<HostDeps, 'projectsCache' | 'limitStores' | 'tokenStore' | 'model'>
  ready: Promise<unknown>
  /** The connection, for what else lives in Redis (the conversation log). */
  redis: RedisState | undefined
} {
  if (!settings.REDIS_URL) {
    log({ level: 'error', msg: assistantOffWithoutRedis(host) })
    const { texts } = PROVIDERS[settings.LLM_PROVIDER]
    const model = modelWithoutKey(texts === 'none' ? undefined : texts)
    return { stores: { model }, ready: Promise.resolve(), redis: undefined }
  }
  const redis = connectRedis(settings.REDIS_URL, log)
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, REDIS_COLD_START_WAIT_MS)
  })
  return {
    stores: {
      projectsCache: redis.projectsCache,
      limitStores: redis.limitStores,
      tokenStore: redis.tokenStore,
    },
    ready: Promise.race([redis.ready, waited]).finally(() => clearTimeout(timer)),
    redis,
  }
}
