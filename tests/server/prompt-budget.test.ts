// The owner's own data can no longer push every question past CHAT_MAX_INPUT_TOKENS: with 100 kept
// repositories of 350-character descriptions (about 11,000 tokens of projects), the prompt leaves the
// lowest-ranked projects out, says how many, and the log names what it left out. Against the GitHub and
// Gemini doubles over real HTTP, with the real projects service.
import { afterEach, beforeEach, expect, it } from 'vitest'
import { CHAT_API_PATH } from '@/core/chat'
import { promptTokens, systemBudget } from '@/core/chat-prompt'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { createServices } from '@/server/services/create-services'
import { githubRepo } from '../doubles/github/repo-object'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { fixtureOwner } from '../fixtures/owner'
import { stubPages } from '../fixtures/pages'
import { questionRequest } from '../fixtures/questions'

const KEY = 'prompt-budget-key'
const owner = { login: 'ada-quinn-dev', id: 7 }
const description = (i: number) =>
  `Project ${i}: a service that ingests event streams, keeps them in a columnar store and serves dashboards ${'with careful attention to latency, cost and the people who are on call for it; '.repeat(4)}`.slice(
    0,
    350,
  )
const repos = Array.from({ length: 100 }, (_, i) =>
  githubRepo(owner, {
    id: 5000 + i,
    name: `project-${i}`,
    description: description(i),
    language: 'TypeScript',
    stargazers_count: 200 - i,
    updated_at: '2025-06-01T09:00:00Z',
  }),
)

let github: GithubDouble
let gemini: GeminiDouble
beforeEach(async () => {
  github = await startGithubDouble({ users: { [owner.login]: repos } })
  gemini = await startGeminiDouble({ apiKey: KEY })
})
afterEach(async () => {
  await Promise.all([github.close(), gemini.close()])
})

it('100 repositories of 350-character descriptions: every question is still answered', async () => {
  const logged: string[] = []
  const log = (line: object) => logged.push(JSON.stringify(line))
  const config = loadConfig({
    GEMINI_API_KEY: KEY,
    GEMINI_API_BASE_URL: gemini.url,
    GITHUB_API_BASE_URL: github.url,
  })
  const app = createApp({
    config,
    pages: stubPages,
    log,
    profile: fixtureOwner,
    remoteAddress: () => '203.0.113.8',
    ...createServices(config, fixtureOwner, { log }),
  })
  // The projects route fills the cache the chat reads.
  await expect
    .poll(async () => {
      const response = await app.request('/api/projects')
      return ((await response.json()) as { projects: unknown[] }).projects.length
    })
    .toBe(100)

  const response = await app.request(CHAT_API_PATH, questionRequest())
  expect(response.status).toBe(200)
  const system = gemini.requests.at(-1)?.system ?? ''
  const tokens = promptTokens({ system, turns: [] })
  const kept = [...system.matchAll(/"project-\d+"/g)].length
  console.log(
    `100 repositories: a ${tokens}-token system prompt (bound ${config.CHAT_MAX_INPUT_TOKENS}) with ${kept} projects`,
  )
  expect(tokens).toBeLessThanOrEqual(systemBudget(config.CHAT_MAX_INPUT_TOKENS))
  // The best-ranked stay, the lowest go, and the prompt says how many.
  expect(system).toContain('"project-0"')
  expect(system).not.toContain('"project-99"')
  expect(kept).toBeGreaterThan(10)
  expect(system).toContain(`(${100 - kept} more projects on GitHub, with fewer stars`)
  expect(logged.join('\n')).toContain(
    `the portfolio would take more than half of CHAT_MAX_INPUT_TOKENS (10000): the assistant's prompt leaves out the ${100 - kept} lowest-ranked projects`,
  )
})
