import type { Profile } from '@/content/schema'
import { geminiApiKey, type Config } from '../config'
import { jsonLogger } from '../middleware/request-log'
import { createGeminiService } from './gemini'
import { createGithubProjectsService } from './github-projects'

/** The services that talk to the outside world, built from the configuration (node.ts and `npm run dev`). */
export function createServices(config: Config, profile: Profile) {
  const gemini = createGeminiService({
    apiKey: geminiApiKey(config),
    baseUrl: config.GEMINI_API_BASE_URL,
    model: config.GEMINI_MODEL,
  })
  const projects = createGithubProjectsService({
    baseUrl: config.GITHUB_API_BASE_URL,
    token: config.GITHUB_TOKEN,
    ttlMs: config.GITHUB_CACHE_TTL_SECONDS * 1000,
    username: profile.links.github.username,
    ownerName: profile.name,
    samples: profile.sampleProjects,
    log: (message) => jsonLogger({ level: 'warn', msg: message, upstream: 'github' }),
  })
  projects.warm() // the first visitor then finds the list (or GitHub's answer) already here
  return { gemini, projects }
}
