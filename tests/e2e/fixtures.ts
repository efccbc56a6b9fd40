// The `test` and `expect` every spec imports: Playwright's, with the production server and its test
// doubles as fixtures. The server runs on the host that the Playwright project names (Node or the
// Workers runtime), and asks the model provider it names (Gemini, or an OpenAI-compatible endpoint). A
// spec, or a describe block, sets its server up with `useModelDouble` or `useGithubDouble`; the tests that share a setup share one server, started when the first of them asks
// for it. A worker runs the tests of a setup one after another, so it keeps one server at a time: the
// next setup stops the last.
import { test as base } from '@playwright/test'
import { RENDER_LATER } from '../../src/client/lib/render-later'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { startModelDouble, type AnyModelDouble, type ModelProvider } from '../doubles/model-doubles'
import { startServer, type RunningServer, type ServerKind } from '../support/server'
import { STATIC_SITE, startStaticServer, type StaticServerMode } from '../support/static-server'

type ServerSetup = {
  /** The server's environment beyond its defaults. */
  env?: Record<string, string>
  /** A model double that accepts this key; the server gets the key and the double's address. */
  modelKey?: string
  /** A GitHub double that holds these users' repositories; the server gets its address. */
  githubUsers?: Record<string, Record<string, unknown>[]>
  /** Sets the GitHub double up (a failure mode, a delay) before the server starts and first asks it. */
  prepareGithub?: (github: GithubDouble) => void
}

type Host = {
  setup: ServerSetup
  model?: AnyModelDouble
  github?: GithubDouble
  server?: RunningServer
}

/** The worker's current server and doubles, replaced when a test asks for another setup. */
function hostsOn(kind: ServerKind, provider: ModelProvider, staticSite: false | StaticServerMode) {
  let current: Host | undefined
  const close = async () => {
    await current?.server?.stop()
    await current?.model?.close()
    await current?.github?.close()
    current = undefined
  }
  const host = async (setup: ServerSetup): Promise<Host> => {
    if (current?.setup === setup) return current
    await close()
    const next: Host = { setup }
    current = next
    if (setup.modelKey) next.model = await startModelDouble(provider, { apiKey: setup.modelKey })
    if (setup.githubUsers) next.github = await startGithubDouble({ users: setup.githubUsers })
    return next
  }
  const server = async (setup: ServerSetup): Promise<RunningServer> => {
    const active = await host(setup)
    if (active.server) return active.server
    const { model, github } = active
    if (github) setup.prepareGithub?.(github)
    const env = {
      ...model?.serverEnv,
      ...(github ? { GITHUB_API_BASE_URL: github.url } : {}),
      ...setup.env,
    }
    // The static build was made once, before its specs (static.setup.ts): it has no server to set up.
    active.server = staticSite
      ? await startStaticServer(STATIC_SITE.root, STATIC_SITE.base, staticSite)
      : await startServer(env, { kind })
    return active.server
  }
  const double = async <Name extends 'model' | 'github'>(setup: ServerSetup, name: Name) => {
    const found = (await host(setup))[name]
    if (!found)
      throw new Error(`no ${name} double here: set one up with useModelDouble or useGithubDouble`)
    return found as NonNullable<Host[Name]>
  }
  return { server, double, close }
}

const NO_SETUP: ServerSetup = {}
// A server start on a busy machine (the Workers runtime most of all) may take longer than a test.
const STARTUP = { timeout: 60_000 }

export const test = base.extend<
  { serverSetup: ServerSetup; server: RunningServer; model: AnyModelDouble; github: GithubDouble },
  {
    serverKind: ServerKind
    modelProvider: ModelProvider
    staticSite: false | StaticServerMode
    hosts: ReturnType<typeof hostsOn>
  }
>({
  serverKind: ['node', { scope: 'worker', option: true }],
  modelProvider: ['gemini', { scope: 'worker', option: true }],
  // The static build (npm run build:static) served by a file server, as GitHub Pages or as a server that
  // looks up no `.html` does, instead of a server.
  staticSite: [false, { scope: 'worker', option: true }],
  hosts: [
    async ({ serverKind, modelProvider, staticSite }, use) => {
      const hosts = hostsOn(serverKind, modelProvider, staticSite)
      await use(hosts)
      await hosts.close()
    },
    { scope: 'worker' },
  ],
  // A page is ready for a test once the sections below its first screen are laid out, which the home
  // page does frame by frame after its first render (src/client/lib/render-later.ts): `goto` waits for
  // that too, unless the test asked only for the response (`waitUntil: 'commit'`).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit')
        await page.waitForFunction(
          (attribute) => !document.documentElement.hasAttribute(attribute),
          RENDER_LATER,
        )
      return response
    }
    await use(page)
  },
  serverSetup: [NO_SETUP, { option: true }],
  server: [async ({ hosts, serverSetup }, use) => use(await hosts.server(serverSetup)), STARTUP],
  model: [
    async ({ hosts, serverSetup }, use) => use(await hosts.double(serverSetup, 'model')),
    STARTUP,
  ],
  github: [
    async ({ hosts, serverSetup }, use) => use(await hosts.double(serverSetup, 'github')),
    STARTUP,
  ],
})

export { expect } from '@playwright/test'

/**
 * A test whose outcome does not depend on the owner: what the servers, the doubles and the code do with
 * any content (timeouts, failures, limits, the owner page's rules). `npm run test:owners` leaves it out
 * for the other example owners; `npm test` runs it for the current one.
 */
export const ANY_OWNER = { tag: '@any-owner' }

/**
 * The server of this spec (or describe block) talks to a double of the project's model provider that
 * accepts `key`.
 */
export function useModelDouble(key: string, env: Record<string, string> = {}) {
  test.use({ serverSetup: { modelKey: key, env } })
}

/** The server of this spec (or describe block) talks to a GitHub double with these repositories. */
export function useGithubDouble(
  users: Record<string, Record<string, unknown>[]>,
  prepareGithub?: (github: GithubDouble) => void,
) {
  test.use({ serverSetup: { githubUsers: users, ...(prepareGithub ? { prepareGithub } : {}) } })
}

/**
 * A path of the site (`/resume.pdf`) as the pages write it: under the path the site is served from, which
 * is `/` but for the static build, served under a project site's path.
 */
export function onSite(server: RunningServer, path: string): string {
  return `${new URL(server.url).pathname.replace(/\/$/, '')}${path}`
}
