// Shared state for several Node instances on one Redis (REDIS_URL): the chat limits, the projects
// cache, the conversation log and the owner's sessions and failed sign-ins. Redis being away never takes the site down: pages and projects carry on from each instance's
// memory, and the chat refuses questions (the limits fail closed) until Redis is back.
import { RedisStore } from 'hono-rate-limiter'
import { createClient } from 'redis'
import type { ConversationLog, LogBounds } from '@/server/insights/conversation-log'
import { redisConversationLog } from './conversation-log'
import type { LimitStores } from '@/server/middleware/chat-limits'
import type { Logger } from '@/server/logger'
import type { TokenStore } from '@/server/middleware/token-budget'
import { MAX_SESSIONS, type OwnerAccessStore } from '@/server/services/owner-access'
import type { ProjectsCache } from '@/server/services/github-projects'
import { SHARED_PROJECTS_KEEP_MS, parseSharedProjects } from '@/server/services/shared-projects'
import { STORE_DEADLINES_MS } from '@/server/store-deadlines'

const PREFIX = 'portfolio:'
const PROJECTS_KEY = `${PREFIX}projects`
const PROJECTS_CLAIM_KEY = `${PREFIX}projects:claim`
// A hash of the day's `spent` and `held` tokens (a key of its own: the counter before holds was a string).
const tokensKey = (day: string) => `${PREFIX}chat:token-budget:${day}`
// A day's count is kept a day past its end, then Redis drops it.
const TOKENS_KEEP_SECONDS = 2 * 24 * 60 * 60
// The owner's open sessions: a hash of each session's expiry; and one hash of failures per address.
const SESSIONS_KEY = `${PREFIX}owner:sessions`
const failuresKey = (key: string) => `${PREFIX}owner:sign-in:${key}`

// ARGV: the session, its expiry, now, the most sessions. Drops the expired, then the soonest to expire
// past the most, opens the session, and keeps the hash as long as its last session.
const OPEN_SESSION = `
local open = redis.call('HGETALL', KEYS[1])
local live = {}
for i = 1, #open, 2 do
  if tonumber(open[i + 1]) <= tonumber(ARGV[3]) then redis.call('HDEL', KEYS[1], open[i])
  else table.insert(live, {open[i], tonumber(open[i + 1])}) end
end
table.sort(live, function(a, b) return a[2] < b[2] end)
for i = 1, #live - tonumber(ARGV[4]) + 1 do redis.call('HDEL', KEYS[1], live[i][1]) end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local ttl = tonumber(ARGV[2]) - tonumber(ARGV[3])
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1
`

// Holds ARGV[1] tokens when spent + held + ARGV[1] <= ARGV[2]; answers {1 or 0, spent, held}.
const RESERVE_TOKENS = `
local spent = tonumber(redis.call('HGET', KEYS[1], 'spent') or '0')
local held = tonumber(redis.call('HGET', KEYS[1], 'held') or '0')
local tokens = tonumber(ARGV[1])
if spent + held + tokens > tonumber(ARGV[2]) then return {0, spent, held} end
held = redis.call('HINCRBY', KEYS[1], 'held', tokens)
redis.call('EXPIRE', KEYS[1], ARGV[3])
return {1, spent, held}
`
// Releases ARGV[1] held tokens (never below zero: a Redis restarted empty has none) and counts ARGV[2].
const SETTLE_TOKENS = `
local held = tonumber(redis.call('HGET', KEYS[1], 'held') or '0')
redis.call('HSET', KEYS[1], 'held', math.max(0, held - tonumber(ARGV[1])))
redis.call('HINCRBY', KEYS[1], 'spent', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1
`

export type RedisState = {
  limitStores: LimitStores
  /** The owner's sessions and failed sign-ins, shared by every instance. */
  ownerAccess: OwnerAccessStore
  /** The conversation log, shared by every instance (see stores/redis/conversation-log.ts). */
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
    // Only until a command is written: what bounds a call after that is its deadline (store-deadlines.ts).
    commandOptions: { timeout: STORE_DEADLINES_MS.read },
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
  const counter = client.withCommandOptions({ timeout: STORE_DEADLINES_MS.count })
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

  // Each script runs alone in Redis, so holds taken by any number of instances at once are counted
  // exactly, and none passes the limit. Sent whole each time (EVAL), so a Redis restarted since needs
  // nothing loaded first.
  const tokenStore: TokenStore = {
    reserve: async (day, tokens, limit) => {
      const [ok, spent, held] = (await counter.eval(RESERVE_TOKENS, {
        keys: [tokensKey(day)],
        arguments: [String(tokens), String(limit), String(TOKENS_KEEP_SECONDS)],
      })) as [number, number, number]
      return { ok: ok === 1, spent, held }
    },
    settle: async (day, held, spent) => {
      await counter.eval(SETTLE_TOKENS, {
        keys: [tokensKey(day)],
        arguments: [String(held), String(spent), String(TOKENS_KEEP_SECONDS)],
      })
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

  const ownerAccess: OwnerAccessStore = {
    openSession: async (id, expiresAt) => {
      await client.eval(OPEN_SESSION, {
        keys: [SESSIONS_KEY],
        arguments: [id, String(expiresAt), String(Date.now()), String(MAX_SESSIONS)],
      })
    },
    sessionOpen: async (id) => Number((await client.hGet(SESSIONS_KEY, id)) ?? 0) > Date.now(),
    closeSession: async (id) => {
      await client.hDel(SESSIONS_KEY, id)
    },
    closeAllSessions: async () => {
      await client.del(SESSIONS_KEY)
    },
    failedAttempts: async (key) => {
      const [failures, lastAt] = await client.hmGet(failuresKey(key), ['failures', 'lastAt'])
      return failures && lastAt ? { failures: Number(failures), lastAt: Number(lastAt) } : undefined
    },
    countFailure: async (key, at, forgetMs) => {
      const [failures] = await client
        .multi()
        .hIncrBy(failuresKey(key), 'failures', 1)
        .hSet(failuresKey(key), 'lastAt', String(at))
        .pExpire(failuresKey(key), forgetMs)
        .exec()
      return { failures: Number(failures), lastAt: at }
    },
  }

  return {
    limitStores,
    ownerAccess,
    conversationLog: (bounds) => redisConversationLog(client, bounds),
    tokenStore,
    projectsCache,
    ready,
    close: async () => {
      if (client.isOpen) await client.close()
    },
  }
}
