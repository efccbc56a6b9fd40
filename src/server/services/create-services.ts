import type { Profile } from '@/content/schema'
import type { Config } from '../config'
import { jsonLogger, type Logger } from '../logger'
import { createChatModel } from '../models/create-chat-model'
import { createReplySigner, randomHistorySecret } from './reply-signatures'
import { githubUsernameOf } from '@/core/links'
import { sampleProjects } from '@/core/sample-projects'
import {
  createGithubProjectsService,
  createSampleProjectsService,
  type ProjectsCache,
} from './github-projects'

export type ServicesOptions = {
  /** Where the services log (default: the batched JSON log of a long-running Node process). */
  log?: Logger
  /** The projects state shared with other instances, if there are any. */
  projectsCache?: ProjectsCache
  /** This process is the only instance (one Node server, the dev server): no shared secret is needed. */
  oneInstance?: boolean
}

/**
 * The services that talk to the outside world, built from the configuration (compose.ts, for every
 * host). The caller warms the projects cache, within a request where the host needs one.
 */
export function createServices(
  config: Config,
  profile: Profile,
  { log = jsonLogger, projectsCache, oneInstance = false }: ServicesOptions = {},
) {
  const model = createChatModel(config, log)
  const projects = createProjectsService(config, profile, { log, projectsCache })
  if (!config.CHAT_HISTORY_SECRET && !oneInstance) {
    log({
      level: 'warn',
      msg: 'CHAT_HISTORY_SECRET is not set: replies are signed with a secret made for this instance alone; several instances need a shared one (docs/configuration.md)',
    })
  }
  const signer = createReplySigner(config.CHAT_HISTORY_SECRET ?? randomHistorySecret())
  return { model, projects, signer }
}

/**
 * The projects alone, from GitHub or the samples: what the static build needs, without the chat's
 * services (and their warnings, which concern a server).
 */
export function createProjectsService(
  config: Config,
  profile: Profile,
  { log = jsonLogger, projectsCache }: ServicesOptions = {},
) {
  const username = githubUsernameOf(profile)
  const samples = sampleProjects(profile)
  return username
    ? createGithubProjectsService({
        baseUrl: config.GITHUB_API_BASE_URL,
        token: config.GITHUB_TOKEN,
        ttlMs: config.GITHUB_CACHE_TTL_SECONDS * 1000,
        username,
        ownerName: profile.name,
        samples,
        log: (message) => log({ level: 'warn', msg: message, upstream: 'github' }),
        shared: projectsCache,
      })
    : createSampleProjectsService(samples)
}
