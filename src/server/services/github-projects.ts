// The only code that talks to GitHub about projects. It keeps the last good list in memory, revalidates it
// with the ETag, and lets concurrent misses share one call. With nothing cached a visitor waits for
// GitHub's answer (the page shows placeholders meanwhile), since a slow GitHub is not a failed one; with a
// list cached, a slow revalidation never holds anyone up. Whatever happens upstream, the page gets
// something to show (spec 8).
import {
  FALLBACK_ERROR,
  errorMessage,
  portfolioRepoNames,
  selectProjects,
  type ProjectSummary,
  type ProjectsPayload,
} from '@/core/projects'
import { githubRepoSchema, type GithubRepo } from './github-repo'

export type ProjectsService = {
  /** What the projects section shows now. Never rejects. */
  getProjects: () => Promise<ProjectsPayload>
  /** Starts a call to GitHub without waiting, so the first visitor finds a warm cache. */
  warm: () => void
}

export type GithubProjectsOptions = {
  /** `https://api.github.com`, or a test double. */
  baseUrl: string
  username: string
  /** The owner's name, for the keep rule's `{name}_portfolio` (spec 5). */
  ownerName: string
  /** Sent as `Authorization: Bearer`: 5,000 calls an hour instead of 60. */
  token?: string | undefined
  /** spec 3: shown when GitHub fails with nothing cached, or has nothing to show. */
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
}

const DEFAULTS = {
  timeoutMs: 10_000,
  answerWithinMs: 600,
  retryFailedAfterMs: 30_000,
}
const MAX_BACKOFF_MS = 60 * 60 * 1000 // GitHub's rate-limit window is an hour

type CachedList = { projects: ProjectSummary[]; etag: string | null; checkedAt: number }
type Outcome = { ok: true } | { ok: false; message: string }

class GithubStatusError extends Error {
  constructor(
    readonly status: number,
    readonly retryAt: number | null,
  ) {
    // spec 8: the recorded error for a non-OK status
    super(`GitHub API error: ${status}`)
  }
}

const INVALID_RESPONSE = 'GitHub API returned an invalid response'

/** For an owner without a GitHub link: the samples, with no note, and GitHub is never asked. */
export function createSampleProjectsService(samples: readonly ProjectSummary[]): ProjectsService {
  const payload: ProjectsPayload = { projects: [...samples], error: null, source: 'samples' }
  return { getProjects: () => Promise.resolve(payload), warm: () => {} }
}

export function createGithubProjectsService(options: GithubProjectsOptions): ProjectsService {
  const { timeoutMs, answerWithinMs, retryFailedAfterMs } = { ...DEFAULTS, ...options }
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.error(message))
  const url = `${options.baseUrl}/users/${encodeURIComponent(options.username)}/repos?sort=updated&per_page=100&type=all`
  const portfolioNames = portfolioRepoNames(options.ownerName, options.username)
  const samples = [...options.samples]

  let cache: CachedList | undefined
  let failure: { message: string; retryAt: number } | undefined
  let flight: Promise<Outcome> | undefined

  const listed = (list: CachedList, source: 'github' | 'stale'): ProjectsPayload =>
    list.projects.length > 0
      ? { projects: list.projects, error: null, source }
      : { projects: samples, error: null, source: 'samples' } // spec 8: nothing kept: samples, no note

  // spec 8 "stale-if-error": the last good list beats any error; without one, the samples and the note.
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
        projects: selectProjects(repos, portfolioNames),
        etag: response.headers.get('etag'),
        checkedAt: now(),
      }
      failure = undefined
      return { ok: true }
    } catch (error) {
      // A status or an unreadable answer is GitHub's own word and is shown as such. Anything else is the
      // network failing (refused, reset, timed out): visitors get the plain fallback text rather than the
      // runtime's wording, such as Node's "fetch failed"; the log keeps the details.
      const fromGithub =
        error instanceof GithubStatusError ||
        (error instanceof Error && error.message === INVALID_RESPONSE)
      const message = fromGithub ? errorMessage(error) : FALLBACK_ERROR
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

  // Concurrent misses share one call to GitHub.
  const startFlight = () => {
    flight ??= callGithub().finally(() => {
      flight = undefined
    })
    return flight
  }

  async function getProjects(): Promise<ProjectsPayload> {
    const startedAt = now()
    if (cache && startedAt - cache.checkedAt < options.ttlMs) return listed(cache, 'github')
    if (failure && startedAt < failure.retryAt) return fallback(failure.message)

    // With a list cached, a slow revalidation is answered with that list at once while the call carries
    // on. With nothing cached, a slow GitHub is not a failed one: the request waits for the call, which
    // ends with GitHub's answer, an error or the timeout.
    let timer: ReturnType<typeof setTimeout> | undefined
    const outcome = cache
      ? await Promise.race([
          startFlight(),
          new Promise<undefined>((resolve) => {
            timer = setTimeout(() => resolve(undefined), answerWithinMs)
          }),
        ])
      : await startFlight()
    clearTimeout(timer)
    if (!outcome) return fallback(FALLBACK_ERROR) // GitHub is slow: the cached list now, the call carries on
    return outcome.ok && cache
      ? listed(cache, 'github')
      : fallback(outcome.ok ? FALLBACK_ERROR : outcome.message)
  }

  return {
    getProjects,
    warm: () => void startFlight(),
  }
}

/** The repositories in GitHub's answer; one malformed entry is dropped, not the whole list. */
function parseRepos(text: string, log: (message: string) => void): GithubRepo[] {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    log(`${INVALID_RESPONSE}: ${text.slice(0, 120)}`)
    throw new Error(INVALID_RESPONSE)
  }
  if (!Array.isArray(body)) throw new Error(INVALID_RESPONSE)
  const repos: GithubRepo[] = []
  for (const item of body) {
    const parsed = githubRepoSchema.safeParse(item)
    if (parsed.success) repos.push(parsed.data)
    else log(`Skipped a repository GitHub sent in an unexpected shape: ${parsed.error.message}`)
  }
  return repos
}

/** When GitHub says it may be asked again: the rate-limit reset, or Retry-After (reference B4). */
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
