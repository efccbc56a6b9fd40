import type { Profile } from '@/content/schema'
import { geminiApiKey, type Config } from '../config'
import { jsonLogger } from '../middleware/request-log'
import { createGeminiService } from './gemini'
import { githubUsernameOf } from '@/core/links'
import { sampleProjects } from '@/core/sample-projects'
import { createGithubProjectsService, createSampleProjectsService } from './github-projects'

/** The services that talk to the outside world, built from the configuration (node.ts and `npm run dev`). */
export function createServices(config: Config, profile: Profile) {
  const gemini = createGeminiService({
    apiKey: geminiApiKey(config),
    baseUrl: config.GEMINI_API_BASE_URL,
    model: config.GEMINI_MODEL,
  })
  const username = githubUsernameOf(profile)
  const samples = sampleProjects(profile)
  const projects = username
    ? createGithubProjectsService({
        baseUrl: config.GITHUB_API_BASE_URL,
        token: config.GITHUB_TOKEN,
        ttlMs: config.GITHUB_CACHE_TTL_SECONDS * 1000,
        username,
        ownerName: profile.name,
        samples,
        log: (message) => jsonLogger({ level: 'warn', msg: message, upstream: 'github' }),
      })
    : createSampleProjectsService(samples)
  projects.warm() // the first visitor then finds the list (or GitHub's answer) already here
  return { gemini, projects }
}
