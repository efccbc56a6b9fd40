// The only code that talks to GitHub about projects. It keeps the last good list in memory, revalidates it
// with the ETag, and lets concurrent misses share one call. With nothing cached a visitor waits for
// GitHub's answer (the page shows placeholders meanwhile), since a slow GitHub is not a failed one; with a
// list cached, a slow revalidation never holds anyone up. Whatever happens upstream, the page gets
// something to show.
import {
  FALLBACK_ERROR,
  githubErrorText,
  errorMessage,
  type ProjectSummary,
  type ProjectsPayload,
} from '@/core/projects'
import { portfolioRepoNames, selectProjects } from '@/core/project-selection'
import { githubRepoSchema, type GithubRepo } from './github-repo'

/**
 * Keeps work alive after the response that started it is sent. Node needs nothing; Workers cancel a
 * request's promises when it ends unless they are handed to `ctx.waitUntil`.
 */
export type KeepAlive = (work: Promise<unknown>) => void
const noKeepAlive: KeepAlive = () => {}

export type ProjectsService = {
  /**
   * What the projects section shows now. Never rejects. With `wait: false` it never waits for GitHub:
   * the cached list, or the samples while the call carries on (the assistant's prompt uses that).
   */
  getProjects: (keepAlive?: KeepAlive, options?: { wait?: boolean }) => Promise<ProjectsPayload>
  /** Starts a call to GitHub without waiting, so the first visitor finds a warm cache. */
  warm: (keepAlive?: KeepAlive) => void
}

/** The list as fetched from GitHub, with its ETag and when GitHub last confirmed it. */
export type CachedList = { projects: ProjectSummary[]; etag: string | null; checkedAt: number }
/** What one instance learnt from GitHub, for the others: the last good list, and a failure to respect. */
export type SharedProjects = {
  list: CachedList | null
  failure: { message: string; retryAt: number } | null
}

/**
 * The projects state that several instances share (Redis, the Workers Cache API). Each instance still
 * keeps its own copy in memory; the shared one only spares GitHub a call per instance. Any of these may
 * reject (the store is down): the service then carries on with its own copy.
 */
export type ProjectsCache = {
  read: () => Promise<SharedProjects | undefined>
  write: (state: SharedProjects) => Promise<void>
  /**
   * Claims the one call to GitHub for up to `ms`: false while another instance makes it, and this
   * one should wait for its answer in the cache instead.
   */
  claim: (ms: number) => Promise<boolean>
  /** Ends this instance's claim once its answer is in the cache. */
  release: () => Promise<void>
}

export type GithubProjectsOptions = {
  /** `https://api.github.com`, or a test double. */
  baseUrl: string
  username: string
  /** The owner's name, for the keep rule that leaves out `{name}_portfolio`. */
  ownerName: string
  /** Sent as `Authorization: Bearer`: 5,000 calls an hour instead of 60. */
  token?: string | undefined
  /** Shown when GitHub fails with nothing cached, or has nothing to show. */
  samples: readonly ProjectSummary[]
  /** How long a list is served without asking GitHub again. */
  ttlMs: number
  /** A call to GitHub is abandoned after this long. */
  timeoutMs?: number
  /**
   * With a list cached but due for revalidation, the longest a request waits for GitHub. After it, the
   * request is answered with that list while the call carries on (up to timeoutMs) and refreshes the
   * cache. With nothing cached there is nothing better to answer, so the request waits for the call.
   */
  answerWithinMs?: number
  /** After a failure with no rate-limit hint, GitHub is not asked again for this long. */
  retryFailedAfterMs?: number
  now?: () => number
  log?: (message: string) => void
  /** Shared with other instances; without it, each instance asks GitHub on its own. */
  shared?: ProjectsCache
  /** While another instance calls GitHub, how often the shared cache is read for its answer. */
  pollMs?: number
}

const DEFAULTS = {
  timeoutMs: 10_000,
  answerWithinMs: 600,
  retryFailedAfterMs: 30_000,
  pollMs: 100,
}
const MAX_BACKOFF_MS = 60 * 60 * 1000 // GitHub's rate-limit window is an hour

type Outcome = { ok: true } | { ok: false; message: string }

/** GitHub answered, but not with a list; the note shows the error's message, GitHub's own word. */
class GithubAnswerError extends Error {}

class GithubStatusError extends GithubAnswerError {
  constructor(
    readonly status: number,
    readonly retryAt: number | null,
  ) {
    // The note names the status GitHub answered with.
    super(githubErrorText(status))
  }
}

const INVALID_RESPONSE = 'GitHub API returned an invalid response'

/** For an owner without a GitHub link: the samples, with no note, and GitHub is never asked. */
export function createSampleProjectsService(samples: readonly ProjectSummary[]): ProjectsService {
  const payload: ProjectsPayload = { projects: [...samples], error: null, source: 'samples' }
  return { getProjects: () => Promise.resolve(payload), warm: () => {} }
}

export function createGithubProjectsService(options: GithubProjectsOptions): ProjectsService {
  const { timeoutMs, answerWithinMs, retryFailedAfterMs, pollMs } = { ...DEFAULTS, ...options }
  const shared = options.shared
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.error(message))
  const url = `${options.baseUrl}/users/${encodeURIComponent(options.username)}/repos?sort=updated&per_page=100&type=all`
  const portfolioNames = portfolioRepoNames(options.ownerName, options.username)
  const samples = [...options.samples]

  let cache: CachedList | undefined
  let failure: { message: string; retryAt: number } | undefined
  let flight: { outcome: Promise<Outcome>; startedAt: number } | undefined

  const listed = (list: CachedList, source: 'github' | 'stale'): ProjectsPayload =>
    list.projects.length > 0
      ? { projects: list.projects, error: null, source }
      : { projects: samples, error: null, source: 'samples' } // nothing to show: the samples, no note

  // Stale-if-error: the last good list beats any error; without one, the samples and the note.
  const fallback = (message: string): ProjectsPayload =>
    cache ? listed(cache, 'stale') : { projects: samples, error: message, source: 'samples' }

  async function callGithub(): Promise<Outcome> {
    const headers: Record<string, string> = {
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
      'User-Agent': `portfolio-site (github.com/${options.username})`,
    }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    if (cache?.etag) headers['If-None-Match'] = cache.etag
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
      if (response.status === 304 && cache) {
        await response.body?.cancel()
        cache = { ...cache, checkedAt: now() }
        failure = undefined
        return { ok: true }
      }
      if (!response.ok) {
        const body = await response.text().catch(() => '')
        log(
          `GitHub API error: ${response.status} (x-ratelimit-remaining: ${response.headers.get('x-ratelimit-remaining') ?? '?'}) ${body.slice(0, 300)}`,
        )
        throw new GithubStatusError(response.status, retryAtFrom(response.headers, now()))
      }
      const repos = parseRepos(await response.text(), log)
      cache = {
        projects: selectProjects(ownedBy(repos, options.username), portfolioNames),
        etag: response.headers.get('etag'),
        checkedAt: now(),
      }
      failure = undefined
      return { ok: true }
    } catch (error) {
      // A status or an unreadable answer is GitHub's own word and is shown as such. Anything else is the
      // network failing (refused, reset, timed out): visitors get the plain fallback text rather than the
      // runtime's wording, such as Node's "fetch failed"; the log keeps the details.
      const message = error instanceof GithubAnswerError ? error.message : FALLBACK_ERROR
      if (!(error instanceof GithubStatusError)) {
        const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : ''
        log(`Could not fetch projects from GitHub: ${errorMessage(error)}${cause}`)
      }
      const retryAt =
        error instanceof GithubStatusError && error.retryAt !== null
          ? error.retryAt
          : now() + retryFailedAfterMs
      failure = { message, retryAt }
      return { ok: false, message }
    }
  }

  const fresh = (at: number) => cache !== undefined && at - cache.checkedAt < options.ttlMs

  /** Takes what another instance learnt, when it is newer than what this one knows. */
  async function adoptShared() {
    let state: SharedProjects | undefined
    try {
      state = await shared?.read()
    } catch (error) {
      log(`Shared projects cache unavailable: ${errorMessage(error)}`)
      return
    }
    if (state?.list && (!cache || state.list.checkedAt > cache.checkedAt)) cache = state.list
    if (state?.failure && !fresh(now()) && (!failure || state.failure.retryAt > failure.retryAt)) {
      failure = state.failure
    }
  }

  async function share() {
    try {
      await shared?.write({ list: cache ?? null, failure: failure ?? null })
    } catch (error) {
      log(`Could not share the projects list: ${errorMessage(error)}`)
    }
  }

  /** Another instance is calling GitHub: wait for its answer in the shared cache. */
  async function awaitOtherInstance(startedAt: number): Promise<Outcome> {
    while (now() - startedAt < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, pollMs))
      await adoptShared()
      if (fresh(now())) return { ok: true }
      if (failure && now() < failure.retryAt) return { ok: false, message: failure.message }
    }
    return callGithub() // it never answered: ask GitHub ourselves
  }

  async function refresh(startedAt: number): Promise<Outcome> {
    if (!shared) return callGithub()
    const claimed = await shared.claim(timeoutMs).catch(() => true) // the store is down: call anyway
    if (!claimed) return awaitOtherInstance(startedAt)
    const outcome = await callGithub()
    await share()
    await shared.release().catch(() => {}) // else the claim lapses by itself
    return outcome
  }

  // Concurrent misses share one call to GitHub (and, with a shared cache, one for all instances). A
  // call older than its own timeout is forgotten: a host may have cancelled it, and it would never end.
  const startFlight = (keepAlive: KeepAlive) => {
    const startedAt = now()
    if (!flight || startedAt - flight.startedAt > timeoutMs + answerWithinMs) {
      const current = {
        startedAt,
        outcome: refresh(startedAt).finally(() => {
          if (flight === current) flight = undefined
        }),
      }
      flight = current
    }
    keepAlive(flight.outcome)
    return flight.outcome
  }

  async function getProjects(
    keepAlive = noKeepAlive,
    { wait = true } = {},
  ): Promise<ProjectsPayload> {
    const startedAt = now()
    const waitStarted = performance.now()
    if (fresh(startedAt) && cache) return listed(cache, 'github')
    if (failure && startedAt < failure.retryAt) return fallback(failure.message)
    if (shared) {
      // With a list to answer with, a slow shared store is waited for no longer than GitHub would be.
      await (cache ? withinMs(adoptShared(), answerWithinMs) : adoptShared())
      if (fresh(startedAt) && cache) return listed(cache, 'github')
      if (failure && startedAt < failure.retryAt) return fallback(failure.message)
    }

    // With a list cached, a slow revalidation is answered with that list at once while the call carries
    // on. With nothing cached, a slow GitHub is not a failed one: the request waits for the call, which
    // ends with GitHub's answer, an error or the timeout.
    const waitMs = cache
      ? Math.max(0, answerWithinMs - (performance.now() - waitStarted))
      : wait
        ? undefined
        : 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let outcome: Outcome | undefined
    try {
      outcome =
        waitMs === undefined
          ? await startFlight(keepAlive)
          : await Promise.race([
              startFlight(keepAlive),
              new Promise<undefined>((resolve) => {
                timer = setTimeout(() => resolve(undefined), waitMs)
              }),
            ])
    } catch (error) {
      // A host may refuse to let one request wait on a call another request started (Workers do, once
      // that request has ended): answer now, and let the next visitor start a call of their own.
      log(`Could not wait for the call to GitHub: ${errorMessage(error)}`)
      flight = undefined
    } finally {
      if (timer !== undefined) clearTimeout(timer)
    }
    if (!outcome) return fallback(FALLBACK_ERROR) // GitHub is slow: the cached list now, the call carries on
    return outcome.ok && cache
      ? listed(cache, 'github')
      : fallback(outcome.ok ? FALLBACK_ERROR : outcome.message)
  }

  return {
    getProjects,
    // Through getProjects, so that another instance's fresh list in the shared cache spares GitHub a call.
    warm: (keepAlive = noKeepAlive) => keepAlive(getProjects(keepAlive)),
  }
}

/** Waits for `work` at most `ms`; the work carries on either way. */
async function withinMs(work: Promise<unknown>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))])
  if (timer !== undefined) clearTimeout(timer)
}

/** The repositories in GitHub's answer; one malformed entry is dropped, not the whole list. */
/**
 * The spec's query (`type=all`) also lists repositories the owner only collaborates on; their names,
 * descriptions and homepages are someone else's, so they never reach the cards or the assistant.
 */
function ownedBy(repos: readonly GithubRepo[], username: string): GithubRepo[] {
  const login = username.toLowerCase()
  return repos.filter((repo) => repo.owner.login.toLowerCase() === login)
}

function parseRepos(text: string, log: (message: string) => void): GithubRepo[] {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    log(`${INVALID_RESPONSE}: ${text.slice(0, 120)}`)
    throw new GithubAnswerError(INVALID_RESPONSE)
  }
  if (!Array.isArray(body)) throw new GithubAnswerError(INVALID_RESPONSE)
  const repos: GithubRepo[] = []
  for (const item of body) {
    const parsed = githubRepoSchema.safeParse(item)
    if (parsed.success) repos.push(parsed.data)
    else log(`Skipped a repository GitHub sent in an unexpected shape: ${parsed.error.message}`)
  }
  return repos
}

/** When GitHub says it may be asked again: the rate-limit reset, or Retry-After. */
function retryAtFrom(headers: Headers, now: number): number | null {
  const clamp = (at: number) => Math.min(Math.max(at, now), now + MAX_BACKOFF_MS)
  const retryAfter = Number(headers.get('retry-after'))
  if (headers.get('retry-after') && Number.isFinite(retryAfter))
    return clamp(now + retryAfter * 1000)
  const reset = Number(headers.get('x-ratelimit-reset'))
  if (headers.get('x-ratelimit-remaining') === '0' && Number.isFinite(reset) && reset > 0) {
    return clamp(reset * 1000)
  }
  return null
}
