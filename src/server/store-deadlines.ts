// Every call to a shared store (Redis, a Durable Object) ends on time, whatever its socket does. A
// Redis that stops answering (paused, swapping, stuck behind a slow disk) keeps its connections open:
// node-redis's own command timeout ends once a command is written, so without these a request would wait
// for as long as the store is stuck. The call itself carries on; a caller that must know how it ended
// after all (a reservation of tokens, see token-budget.ts) finds it on the error.
import type { Store } from 'hono-rate-limiter'
import type { ConversationLog } from './insights/conversation-log'
import type { LimitStores } from './middleware/chat-limits'
import type { OwnerAccessStore } from './services/owner-access'
import type { TokenStore } from './middleware/token-budget'
import type { ProjectsCache } from './services/github-projects'
import { withDeadline } from './deadline'

/**
 * A count (the chat limits, the token budget) may wait longer than a cache read: a refused question is
 * a visitor turned away, and on a busy machine a reply can sit unread behind a burst of requests for a
 * second. A read of the projects cache gives up sooner, since the instance has its own copy to serve.
 * The owner's area (the log's reads and deletes, the sessions and failed sign-ins) gives up after 3 s,
 * so that its page says the store is unavailable within 6 s, one wait after another.
 */
export const STORE_DEADLINES_MS = { count: 5000, read: 1000, owner: 3000 }

/** The day's tokens, each call within the count deadline. */
export function tokenStoreWithDeadlines(
  store: TokenStore,
  ms = STORE_DEADLINES_MS.count,
): TokenStore {
  return {
    reserve: (day, tokens, limit) =>
      withDeadline(store.reserve(day, tokens, limit), ms, 'token reservation'),
    settle: (day, held, spent) =>
      withDeadline(store.settle(day, held, spent), ms, 'token settlement'),
  }
}

/** The chat limits' stores, each call within the count deadline. */
export function limitStoresWithDeadlines(
  stores: LimitStores,
  ms = STORE_DEADLINES_MS.count,
): LimitStores {
  return (limit) => {
    const store = stores(limit)
    const bounded: Store = {
      ...(store.prefix === undefined ? {} : { prefix: store.prefix }),
      init: (options) => store.init?.(options),
      increment: (key) => withDeadline(Promise.resolve(store.increment(key)), ms, limit),
      decrement: (key) => withDeadline(Promise.resolve(store.decrement(key)), ms, limit),
      resetKey: (key) => withDeadline(Promise.resolve(store.resetKey(key)), ms, limit),
    }
    const get = store.get?.bind(store)
    if (get) bounded.get = (key) => withDeadline(Promise.resolve(get(key)), ms, limit)
    return bounded
  }
}

/** The shared projects state, each call within the read deadline. */
export function projectsCacheWithDeadlines(
  cache: ProjectsCache,
  ms = STORE_DEADLINES_MS.read,
): ProjectsCache {
  return {
    read: () => withDeadline(cache.read(), ms, 'projects cache read'),
    write: (state) => withDeadline(cache.write(state), ms, 'projects cache write'),
    claim: (claimMs) => withDeadline(cache.claim(claimMs), ms, 'projects cache claim'),
    release: () => withDeadline(cache.release(), ms, 'projects cache release'),
  }
}

type Calls = Record<string, (...args: never[]) => Promise<unknown>>

/** Every call of `store` within `ms`. */
function everyCallWithin<T extends Calls>(store: T, ms: number, what: string): T {
  return Object.fromEntries(
    Object.entries(store).map(([name, call]) => [
      name,
      (...args: never[]) => withDeadline(Promise.resolve(call(...args)), ms, `${what}: ${name}`),
    ]),
  ) as T
}

/** The conversation log, each call within the owner's deadline (a write is guarded apart). */
export const conversationLogWithDeadlines = (
  log: ConversationLog,
  ms = STORE_DEADLINES_MS.owner,
): ConversationLog => everyCallWithin(log as ConversationLog & Calls, ms, 'conversation log')

/** The owner's sessions and failed sign-ins, each call within the owner's deadline. */
export const ownerAccessWithDeadlines = (
  store: OwnerAccessStore,
  ms = STORE_DEADLINES_MS.owner,
): OwnerAccessStore => everyCallWithin(store as OwnerAccessStore & Calls, ms, 'owner access')
