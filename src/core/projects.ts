// The projects section's contract: what GitHub's records hold that the rules read, what GET
// /api/projects answers, and the note's texts when GitHub fails.
import type { Messages } from '@/i18n/catalog'
import { fill } from '@/i18n/format'

/**
 * The fields of a GitHub repository that the rules read. GitHub's full record, and the parser that checks
 * it, belong to the server code that talks to GitHub.
 */
export type RepositoryRecord = {
  id: number
  name: string
  description?: string | null
  html_url: string
  homepage?: string | null
  language: string | null
  stargazers_count: number
  topics?: string[] | undefined
  updated_at: string
  fork: boolean
}

/** Our own endpoint: the server talks to GitHub, the browser only ever talks to us. */
export const PROJECTS_API_PATH = '/api/projects'

/** The fields of a repository that the page uses; links are already known to be http(s) or null. */
export type ProjectSummary = {
  id: number
  name: string
  description: string | null
  html_url: string | null
  homepage: string | null
  language: string | null
  topics: string[]
  updated_at: string
}

/**
 * What GET /api/projects answers. `error` is the text of the red note (null: no note).
 * `source` says where the list came from: GitHub, the last good GitHub list, or the built-in samples.
 */
export type ProjectsPayload = {
  projects: ProjectSummary[]
  error: string | null
  source: 'github' | 'stale' | 'samples'
}

// The note's fallback text when a failure carries no message of its own. The server sends its failures in
// these words (the spec's), and a page says them in its own language (projectsNote).
export const FALLBACK_ERROR = 'Failed to fetch projects'

// The server's text for an error status from GitHub.
const GITHUB_ERROR = 'GitHub API error: '
export const githubErrorText = (status: number) => `${GITHUB_ERROR}${status}`

/**
 * The red note above the sample projects, in the language of `texts`: the server's own texts for a
 * failure are said in that language too; any other failure's message is shown as it came.
 */
export function projectsNote(error: string, texts: Messages['projects']): string {
  const status = error.startsWith(GITHUB_ERROR) ? error.slice(GITHUB_ERROR.length) : ''
  const said =
    error === FALLBACK_ERROR
      ? texts.fetchFailed
      : /^\d{3}$/.test(status)
        ? fill(texts.githubError, { status })
        : error
  return fill(texts.note, { error: said })
}

/** An error's message for the note: the failure's own message, or the fallback text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : FALLBACK_ERROR
}
