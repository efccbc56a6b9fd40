// Which of the owner's repositories the section shows, and in what order: the server applies this to
// GitHub's list before any visitor sees it.
import type { ProjectSummary, RepositoryRecord } from './projects'

/**
 * The names of the owner's portfolio repository, lowercase. `{name}` in `{name}_portfolio` is the
 * owner; a repository name cannot hold spaces, so it is matched as the GitHub username, the full name
 * with hyphens or without spaces (GitHub turns spaces into hyphens), and the first name.
 */
export function portfolioRepoNames(ownerName: string, username: string): ReadonlySet<string> {
  const words = ownerName.trim().toLowerCase().split(/\s+/)
  const names = [username.toLowerCase(), words.join('-'), words.join(''), words[0] ?? '']
  return new Set(['portfolio', ...names.filter(Boolean).map((name) => `${name}_portfolio`)])
}

type KeepFields = Pick<
  RepositoryRecord,
  'name' | 'fork' | 'description' | 'stargazers_count' | 'language'
>

/** Keep a repository that is not a fork, not the portfolio itself, and has something to show. */
export function keepRepo(repo: KeepFields, portfolioNames: ReadonlySet<string>): boolean {
  if (repo.fork) return false
  if (portfolioNames.has(repo.name.toLowerCase())) return false
  return Boolean(repo.description?.trim()) || repo.stargazers_count > 0 || Boolean(repo.language)
}

/** Stars descending, then most recently updated; equal repositories keep their order. */
export function sortRepos<T extends Pick<RepositoryRecord, 'stargazers_count' | 'updated_at'>>(
  repos: readonly T[],
): T[] {
  return [...repos].sort(
    (a, b) =>
      b.stargazers_count - a.stargazers_count ||
      Date.parse(b.updated_at) - Date.parse(a.updated_at),
  )
}

/** A link from GitHub is only ever rendered when it is an http(s) URL. */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The fields the page uses, with every link checked. */
export function summariseRepo(repo: RepositoryRecord): ProjectSummary {
  return {
    id: repo.id,
    name: repo.name,
    description: repo.description?.trim() || null,
    html_url: httpUrlOrNull(repo.html_url),
    homepage: httpUrlOrNull(repo.homepage),
    language: repo.language?.trim() || null,
    topics: repo.topics ?? [],
    updated_at: repo.updated_at,
  }
}

/** The repositories the section shows, in order. Empty means: show the samples. */
export function selectProjects(
  repos: readonly RepositoryRecord[],
  portfolioNames: ReadonlySet<string>,
): ProjectSummary[] {
  return sortRepos(repos.filter((repo) => keepRepo(repo, portfolioNames))).map(summariseRepo)
}
