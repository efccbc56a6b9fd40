// Shared state for several Node instances on one Redis (REDIS_URL): the chat limits, the projects
// cache and the conversation log. Redis being away never takes the site down: pages and projects carry on from each instance's
// memory, and the chat refuses questions (the limits fail closed) until Redis is back.
import { RedisStore } from 'hono-rate-limiter'
import { createClient } from 'redis'
import type { ConversationLog, LogBounds } from '@/server/insights/conversation-log'
import { redisConversationLog } from '@/server/insights/redis-log'
import type { LimitStores } from '@/server/middleware/chat-limits'
import type { Logger } from '@/server/middleware/request-log'
import type { TokenStore } from '@/server/middleware/token-budget'
import type { ProjectsCache } from '@/server/services/github-projects'
import { SHARED_PROJECTS_KEEP_MS, parseSharedProjects } from '@/server/services/shared-projects'

const PREFIX = 'portfolio:'
const PROJECTS_KEY = `${PREFIX}projects`
const PROJECTS_CLAIM_KEY = `${PREFIX}projects:claim`
const tokensKey = (day: string) => `${PREFIX}chat:tokens:${day}`
// A day's count is kept a day past its end, then Redis drops it.
const TOKENS_KEEP_SECONDS = 2 * 24 * 60 * 60
// A count may wait longer than a cache read: a refused question is a visitor turned away, and on a busy
// machine a reply can sit unread behind a burst of requests for a second, so a 1 s timer fires first.
const COUNT_TIMEOUT_MS = 5000

export type RedisState = {
  limitStores: LimitStores
  /** The conversation log, shared by every instance (see insights/redis-log.ts). */
  conversationLog: (bounds: LogBounds) => ConversationLog
  tokenStore: TokenStore
  projectsCache: ProjectsCache
  /** Resolves once connected (it never rejects: the client keeps retrying in the background). */
  ready: Promise<void>
  close: () => Promise<void>
}

export function connectRedis(url: string, log: Logger): RedisState {
  const client = createClient({
    url,
    // While Redis is away a command fails at once instead of waiting in a queue for it to come back:
    // a question is refused at once, and the projects route answers from memory without waiting.
    disableOfflineQueue: true,
    commandOptions: { timeout: 1000 },
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  })
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let down = false
  client.on('error', (error: unknown) => {
    if (down) return
    down = true
    const detail = error instanceof Error ? error.message : String(error)
    log({ level: 'error', msg: 'redis unavailable', detail })
  })
  client.on('ready', () => {
    if (down) log({ level: 'info', msg: 'redis available again' })
    down = false
  })
  const ready = client.connect().then(
    () => undefined,
    () => undefined,
  )

  // hono-rate-limiter's RedisStore counts with one Lua script per hit (INCR, then PEXPIRE on a new
  // window), so concurrent hits from any number of instances are counted exactly. It speaks the
  // @upstash/redis client's four methods; these are node-redis's.
  const counter = client.withCommandOptions({ timeout: COUNT_TIMEOUT_MS })
  const rateLimitClient = {
    scriptLoad: (script: string) => counter.scriptLoad(script),
    evalsha: <TArgs extends unknown[], TData = unknown>(
      sha1: string,
      keys: string[],
      args: TArgs,
    ) => counter.evalSha(sha1, { keys, arguments: args.map(String) }) as Promise<TData>,
    decr: (key: string) => counter.decr(key),
    del: (key: string) => counter.del(key),
  }
  const limitStores: LimitStores = (limit) => {
    const prefix = `${PREFIX}chat:${limit}:`
    const store = new RedisStore({ client: rateLimitClient, prefix })
    // A look at a count without counting (the daily cap, before anything else). The library's own runs
    // a script loaded once at startup, which a Redis that was away then, or restarted since, does not
    // have, and it never loads it again; GET and PTTL need no script.
    store.get = async (key) => {
      const [hits, ttl] = await Promise.all([counter.get(prefix + key), counter.pTTL(prefix + key)])
      return hits === null || ttl <= 0
        ? undefined
        : { totalHits: Number(hits), resetTime: new Date(Date.now() + ttl) }
    }
    return store
  }

  // INCRBY is atomic, so answers ending on any number of instances at once are all counted.
  const tokenStore: TokenStore = {
    spent: async (day) => Number((await counter.get(tokensKey(day))) ?? 0),
    add: async (day, tokens) => {
      const [total] = await client
        .multi()
        .incrBy(tokensKey(day), tokens)
        .expire(tokensKey(day), TOKENS_KEEP_SECONDS)
        .exec()
      return Number(total)
    },
  }

  const projectsCache: ProjectsCache = {
    read: async () => parseSharedProjects(await client.get(PROJECTS_KEY)),
    write: async (state) => {
      await client.set(PROJECTS_KEY, JSON.stringify(state), {
        expiration: { type: 'PX', value: SHARED_PROJECTS_KEEP_MS },
      })
    },
    claim: async (ms) =>
      (await client.set(PROJECTS_CLAIM_KEY, '1', {
        condition: 'NX',
        expiration: { type: 'PX', value: ms },
      })) === 'OK',
    release: async () => {
      await client.del(PROJECTS_CLAIM_KEY)
    },
  }

  return {
    limitStores,
    conversationLog: (bounds) => redisConversationLog(client, bounds),
    tokenStore,
    projectsCache,
    ready,
    close: async () => {
      if (client.isOpen) await client.close()
    },
  }
}
