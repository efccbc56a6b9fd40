// One app for every host: the services built from the configuration and the owner's profile, and the
// app on top of them. A host (hosts/<host>/), the dev server and the chat eval all start here, and pass
// in only what differs between them: where pages and files come from, who the visitor is, where shared
// state lives.
import type { Profile } from '@/content/schema'
import { createApp, type AppDeps } from './app'
import type { Config } from './config'
import { createServices } from './services/create-services'
import type { ProjectsCache } from './services/github-projects'
import {
  conversationLogWithDeadlines,
  limitStoresWithDeadlines,
  ownerAccessWithDeadlines,
  projectsCacheWithDeadlines,
  tokenStoreWithDeadlines,
} from './store-deadlines'

export type HostDeps = Omit<AppDeps, 'config' | 'profile' | 'projects' | 'signer'> & {
  /** The projects state shared with other instances, if there are any. */
  projectsCache?: ProjectsCache
  /** This process is the only instance, so replies signed with a secret of its own are enough. */
  oneInstance?: boolean
}

/**
 * The services and the app for one host; the host warms the projects when it can keep work alive. Every
 * call to a store the host shares (Redis, a Durable Object) gets a deadline of its own here, whatever
 * the host.
 */
export function composeApp(config: Config, profile: Profile, host: HostDeps = {}) {
  const {
    projectsCache,
    oneInstance,
    limitStores,
    tokenStore,
    conversationLog,
    ownerAccess,
    model,
    log,
    ...deps
  } = host
  const services = createServices(config, profile, {
    projectsCache: projectsCache && projectsCacheWithDeadlines(projectsCache),
    oneInstance,
    ...(log ? { log } : {}),
  })
  const app = createApp({
    config,
    profile,
    ...services,
    // The chat eval asks a model of its own choosing; everyone else the configured one.
    ...(model ? { model } : {}),
    ...(log ? { log } : {}),
    ...(limitStores ? { limitStores: limitStoresWithDeadlines(limitStores) } : {}),
    ...(tokenStore ? { tokenStore: tokenStoreWithDeadlines(tokenStore) } : {}),
    ...(conversationLog ? { conversationLog: conversationLogWithDeadlines(conversationLog) } : {}),
    ...(ownerAccess ? { ownerAccess: ownerAccessWithDeadlines(ownerAccess) } : {}),
    ...deps,
  })
  return { app, projects: services.projects, model: model ?? services.model }
}
