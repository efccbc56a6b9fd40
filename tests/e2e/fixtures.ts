// The `test` and `expect` every spec imports: Playwright's, with the production server as a fixture. One
// server per worker process, started when a test first asks for it and stopped when the worker ends, on
// the host that the Playwright project names (playwright.config.ts). A spec sets the server's environment
// with `test.use({ serverEnv })`, either as a value or from the test doubles it starts.
import { test as base } from '@playwright/test'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { startServer, type RunningServer, type ServerKind } from '../support/server'

export type ServerFixtures = {
  /** Node or the Workers runtime: set per project in playwright.config.ts. */
  serverKind: ServerKind
  /** The server's environment beyond its defaults. */
  serverEnv: Record<string, string>
  /** The key the Gemini double accepts. */
  geminiKey: string
  /** A Gemini double on loopback, for the specs whose server talks to one. */
  gemini: GeminiDouble
  /** The repositories the GitHub double holds, by user. */
  githubUsers: Record<string, Record<string, unknown>[]>
  /** A GitHub double on loopback, for the specs whose server talks to one. */
  github: GithubDouble
  server: RunningServer
}

export const test = base.extend<object, ServerFixtures>({
  serverKind: ['node', { scope: 'worker', option: true }],
  serverEnv: [{}, { scope: 'worker', option: true }],
  geminiKey: ['e2e-gemini-key', { scope: 'worker', option: true }],
  gemini: [
    async ({ geminiKey }, use) => {
      const gemini = await startGeminiDouble({ apiKey: geminiKey })
      await use(gemini)
      await gemini.close()
    },
    { scope: 'worker' },
  ],
  githubUsers: [{}, { scope: 'worker', option: true }],
  github: [
    async ({ githubUsers }, use) => {
      const github = await startGithubDouble({ users: githubUsers })
      await use(github)
      await github.close()
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ serverKind, serverEnv }, use) => {
      const server = await startServer(serverEnv, { kind: serverKind })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'

/** Points this spec's (or this describe block's) server at the Gemini double, which accepts `key`. */
export function useGeminiDouble(key: string, env: Record<string, string> = {}) {
  test.use({
    geminiKey: key,
    serverEnv: [
      async ({ gemini }, use) =>
        use({ GEMINI_API_KEY: key, GEMINI_API_BASE_URL: gemini.url, ...env }),
      { scope: 'worker' },
    ],
  })
}

/**
 * Points this spec's (or this describe block's) server at the GitHub double, which holds these users'
 * repositories. The server asks GitHub as soon as it starts, so `prepare` sets the double up (a failure
 * mode, a delay) before that.
 */
export function useGithubDouble(
  users: Record<string, Record<string, unknown>[]>,
  prepare: (github: GithubDouble) => void = () => {},
) {
  test.use({
    githubUsers: users,
    serverEnv: [
      async ({ github }, use) => {
        prepare(github)
        await use({ GITHUB_API_BASE_URL: github.url })
      },
      { scope: 'worker' },
    ],
  })
}
