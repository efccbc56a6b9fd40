// The stores of the Workers host, opened in one place as open.ts opens the others': the Durable Objects
// bound in wrangler.jsonc and the data centre's Cache API. Nothing to close: the runtime holds them.
import type { Config } from '../config'
import { insightsOn, logBounds } from '../insights/insights-config'
import { cacheApiProjectsCache } from './cache-api'
import {
  durableObjectConversationLog,
  durableObjectLimitStores,
  durableObjectOwnerAccess,
  durableObjectTokenStore,
  type ChatLimitCounter,
  type ConversationLogStore,
  type OwnerAccess,
} from './durable-object'
import type { OpenedStores } from './opened'

/** The Worker's bindings its stores use. */
export type StoreBindings = {
  CHAT_LIMITS: DurableObjectNamespace<ChatLimitCounter>
  CONVERSATION_LOG: DurableObjectNamespace<ConversationLogStore>
  OWNER_ACCESS: DurableObjectNamespace<OwnerAccess>
}

export function openWorkerStores(env: StoreBindings, config: Config): OpenedStores {
  return {
    stores: {
      projectsCache: cacheApiProjectsCache(caches.default),
      limitStores: durableObjectLimitStores(env.CHAT_LIMITS),
      ownerAccess: durableObjectOwnerAccess(env.OWNER_ACCESS),
      tokenStore: durableObjectTokenStore(env.CHAT_LIMITS),
      ...(insightsOn(config)
        ? { conversationLog: durableObjectConversationLog(env.CONVERSATION_LOG, logBounds(config)) }
        : {}),
    },
    ready: Promise.resolve(),
    close: async () => {},
  }
}
