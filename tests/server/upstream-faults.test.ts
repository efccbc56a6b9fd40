// Every way GitHub or Gemini can misbehave ends in its error path within the timeout, and the
// server keeps answering other visitors while it waits. Real HTTP to the doubles on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleProjects } from '@/core/sample-projects'
import { fixtureOwner as profile } from '../fixtures/owner'
import { CHAT_API_PATH, CHAT_ERROR_TEXTS } from '@/core/chat'
import type { ProjectsPayload } from '@/core/projects'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { createGeminiModel } from '@/server/models/gemini/model'
import { createGithubProjectsService } from '@/server/services/github-projects'
import { ownerRepos } from '../doubles/github/fixtures'
import {
  startGithubDouble,
  type GithubDouble,
  type GithubDoubleMode,
} from '../doubles/github/server'
import {
  scenarios,
  startGeminiDouble,
  type GeminiDouble,
  type GeminiScenario,
} from '../doubles/gemini/server'
import { stubPages } from '../fixtures/pages'

// The services' real timeouts are 10 s (GitHub) and 30 s (Gemini); the same code runs with shorter ones.
const TIMEOUT_MS = 1500
const MARGIN_MS = 1000
const KEY = 'faults-key'
const username = 'ada-quinn-dev'
const quiet = () => {}
const sampleNames = profile.sampleProjects.map((project) => project.name)

let github: GithubDouble
let gemini: GeminiDouble
beforeAll(async () => {
  github = await startGithubDouble({
    users: { [username]: ownerRepos({ login: username, id: 1 }) },
  })
  gemini = await startGeminiDouble({ apiKey: KEY })
})
afterAll(async () => {
  await github.close()
  await gemini.close()
})

function appWith(ttlMs = 600_000) {
  return createApp({
    config: loadConfig({ CHAT_LIMIT_PER_MINUTE: '1000' }),
    pages: stubPages,
    log: quiet,
    projects: createGithubProjectsService({
      baseUrl: github.url,
      username,
      ownerName: profile.name,
      samples: sampleProjects(profile),
      ttlMs,
      timeoutMs: TIMEOUT_MS,
      retryFailedAfterMs: 0,
      log: quiet,
    }),
    model: createGeminiModel({
      apiKey: KEY,
      baseUrl: gemini.url,
      model: 'gemini-2.5-flash',
      timeoutMs: TIMEOUT_MS,
      log: quiet,
    }),
  })
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

/** While a fault is under way, another visitor still gets an answer at once. */
async function stillServing(app: ReturnType<typeof createApp>) {
  const { result, ms } = await timed(() => Promise.resolve(app.request('/healthz')))
  expect(result.status).toBe(200)
  expect(ms).toBeLessThan(500)
}

const projectsOf = async (app: ReturnType<typeof createApp>) =>
  (await (await app.request('/api/projects')).json()) as ProjectsPayload

const githubFaults: GithubDoubleMode[] = [
  'hang',
  'reset',
  'drip',
  'not-json',
  'wrong-shape',
  'server-error',
]

describe.each(githubFaults)('GitHub fault: %s', (mode) => {
  it('ends in the samples and the red note, within the timeout, while the server keeps serving', async () => {
    github.setMode(mode)
    const app = appWith()
    const first = timed(() => projectsOf(app))
    await stillServing(app)
    const { result, ms } = await first
    expect(ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
    expect(result.projects.map((project) => project.name)).toEqual(sampleNames)
    expect(result.error).toEqual(expect.any(String))
    expect(result.error).not.toBe('')
    // Once GitHub's call has ended, the note carries what happened.
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 200))
    const settled = await projectsOf(app)
    expect(settled.projects.map((project) => project.name)).toEqual(sampleNames)
    expect(settled.error).toMatch(/\S/)
  })

  it('serves the last good list instead, with no note', async () => {
    github.setMode('ok')
    const app = appWith(0) // every request revalidates
    const good = await projectsOf(app)
    expect(good.source).toBe('github')
    github.setMode(mode)
    const { result, ms } = await timed(() => projectsOf(app))
    expect(ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
    expect(result.error).toBeNull()
    expect(result.projects).toEqual(good.projects)
  })
})

const geminiFaults: Array<[string, GeminiScenario]> = [
  ['hang', scenarios.hang],
  ['reset', scenarios.reset],
  ['drip', scenarios.drip],
  ['not-json', scenarios.notJson],
  ['wrong-shape', scenarios.wrongShape],
]

describe.each(geminiFaults)('Gemini fault: %s', (_name, scenario) => {
  it('ends in the generic chat error within the timeout, while the server keeps serving', async () => {
    gemini.reset()
    gemini.enqueue(scenario)
    const app = appWith()
    const answer = timed(() =>
      Promise.resolve(
        app.request(CHAT_API_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'Hello?', history: [] }),
        }),
      ),
    )
    await stillServing(app)
    const { result, ms } = await answer
    expect(ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
    expect(result.status).toBe(502)
    expect(await result.json()).toEqual({
      error: { code: 'chat_failed', message: CHAT_ERROR_TEXTS.chat_failed },
    })
  })
})
