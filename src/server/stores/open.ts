// The one place the stores of a host that runs on Node (Node, Netlify, Vercel) are opened and closed:
// Redis, shared by every instance, when REDIS_URL is set; else each process's memory (the app's
// default), with the conversation log in a SQLite file where the host keeps one (hosts.ts's localLog).
// Workers open theirs in open-workers.ts, since neither Redis's client nor node:sqlite runs there.
import type { Config } from '../config'
import type { HostDefinition } from '../hosts/hosts'
import { insightsOn, logBounds } from '../insights/insights-config'
import type { Logger } from '../logger'
import type { OpenedStores } from './opened'
import { connectRedis } from './redis'
import { sqliteConversationLog } from './sqlite'

// How long a start (a Node instance's, a function's cold start) waits for Redis before it answers
// anyway, failing closed until connected: without it the first question would be refused.
const REDIS_STARTUP_WAIT_MS = 2_000

export function openStores(host: HostDefinition, config: Config, log: Logger): OpenedStores {
  if (config.REDIS_URL) {
    const redis = connectRedis(config.REDIS_URL, log)
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = new Promise((resolve) => {
      timer = setTimeout(resolve, REDIS_STARTUP_WAIT_MS)
    })
    return {
      stores: {
        projectsCache: redis.projectsCache,
        limitStores: redis.limitStores,
        ownerAccess: redis.ownerAccess,
        tokenStore: redis.tokenStore,
        ...(insightsOn(config)
          ? { conversationLog: redis.conversationLog(logBounds(config)) }
          : {}),
        oneInstance: false,
      },
      ready: Promise.race([redis.ready, waited]).finally(() => clearTimeout(timer)),
      close: () => redis.close().catch(() => {}),
    }
  }
  // Without Redis, one process answers every visitor where the host runs one (setup-check.ts says when
  // that is not so); where it runs many, the host turns the assistant off (serverless.ts).
  const oneInstance = host.instances === 'one'
  const memoryOnly = { stores: { oneInstance }, ready: Promise.resolve(), close: async () => {} }
  if (!insightsOn(config)) return memoryOnly
  if (host.localLog === 'none') {
    // A function instance's memory and disk do not outlive it: the owner is told once why nothing is kept.
    log({
      level: 'warn',
      msg: 'the conversation log needs REDIS_URL on this host; nothing is kept',
    })
    return memoryOnly
  }
  // The SQLite log writes its waiting turns as it closes (sqlite/conversation-log.ts).
  const conversationLog = sqliteConversationLog(config.DATA_DIR, logBounds(config))
  return {
    stores: { oneInstance, conversationLog },
    ready: Promise.resolve(),
    close: () =>
      Promise.resolve()
        .then(() => conversationLog.close())
        .catch(() => {}),
  }
}
