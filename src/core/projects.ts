// The projects section's rules (which repositories, in what order, in which category, with which
// badges, and the note when GitHub fails), shared by the server (which picks and sorts the
// repositories) and the browser island (which categorises, badges, filters and formats them).
import type { ProjectRules } from '@/content/schema'

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
 * What GET /api/projects answers. `error` is the spec's {error} for the red note (null: no note).
 * `source` says where the list came from: GitHub, the last good GitHub list, or the built-in samples.
 */
export type ProjectsPayload = {
  projects: ProjectSummary[]
  error: string | null
  source: 'github' | 'stale' | 'samples'
}

export type ProjectCategory = 'web-development' | 'ai-ml' | 'cloud'
export type ProjectFilter = 'all' | ProjectCategory

// The filter buttons, in order.
export const PROJECT_FILTERS: readonly { value: ProjectFilter; label: string }[] = [
  { value: 'all', label: 'All Projects' },
  { value: 'web-development', label: 'Web Development' },
  { value: 'ai-ml', label: 'AI/ML' },
  { value: 'cloud', label: 'Cloud' },
]

export const CATEGORY_LABELS: Readonly<Record<ProjectCategory, string>> = {
  'web-development': 'Web Development',
  'ai-ml': 'AI/ML',
  cloud: 'Cloud',
}

// The note's fallback text when a failure carries no message of its own
export const FALLBACK_ERROR = 'Failed to fetch projects'

// Shown when a repository has no description.
export const FALLBACK_DESCRIPTION =
  'A well-crafted project showcasing modern development practices.'

/** The red note above the sample projects. */
export function projectsNote(error: string): string {
  return `Note: ${error} - Showing sample projects`
}

/** An error's message for the note: the failure's own message, or the spec's fallback text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : FALLBACK_ERROR
}

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

// "Contains" is a plain substring of the lowercase name, so `email-tool` is ai-ml (it contains "ai")
const AI_ML_NAME_PARTS = [
  'ai',
  'ml',
  'machine-learning',
  'deep-learning',
  'nlp',
  'sentiment',
  'trading',
  'review',
  'mcp',
  'git-insights',
]
const AI_ML_TOPICS = [
  'ai',
  'ml',
  'machine-learning',
  'deep-learning',
  'nlp',
  'tensorflow',
  'pytorch',
  'keras',
  'langchain',
  'gemini',
]
const CLOUD_NAME_PARTS = ['aws', 'pipeline', 'cloud']
const CLOUD_TOPICS = ['aws', 'pipeline', 'cloud', 'athena', 's3']

type CategoryFields = { name: string; topics?: readonly string[] | undefined }

/** The owner's rules on top of the built-in ones; none by default. */
export const NO_PROJECT_RULES: ProjectRules = { overrides: {}, keywords: {} }

const lower = (values: readonly string[] = []) => values.map((value) => value.toLowerCase())

/**
 * The project's category, from its lowercase name and its topics. The owner's rules come first:
 * a category set for this repository, then the owner's extra keywords beside the built-in ones.
 */
export function categoriseRepo(
  { name, topics = [] }: CategoryFields,
  rules: ProjectRules = NO_PROJECT_RULES,
): ProjectCategory {
  const override = overrideFor(name, rules)?.category
  if (override) return override
  const lowerName = name.toLowerCase()
  const lowerTopics = lower(topics)
  const matches = (parts: string[], topicList: string[]) =>
    parts.some((part) => lowerName.includes(part)) ||
    lowerTopics.some((topic) => topicList.includes(topic))
  const { 'ai-ml': aiMl, cloud } = rules.keywords
  if (
    matches([...AI_ML_NAME_PARTS, ...lower(aiMl?.names)], [...AI_ML_TOPICS, ...lower(aiMl?.topics)])
  )
    return 'ai-ml'
  if (
    matches(
      [...CLOUD_NAME_PARTS, ...lower(cloud?.names)],
      [...CLOUD_TOPICS, ...lower(cloud?.topics)],
    )
  )
    return 'cloud'
  return 'web-development'
}

function overrideFor(name: string, rules: ProjectRules) {
  const lowerName = name.toLowerCase()
  const key = Object.keys(rules.overrides).find((repo) => repo.toLowerCase() === lowerName)
  return key === undefined ? undefined : rules.overrides[key]
}

// Technology badges by category.
const BADGES = {
  'web-development': ['ReactJS', 'JavaScript', 'Node.js', 'HTML', 'CSS'],
  'git-insights': [
    'NextJS',
    'Tailwind CSS',
    'NextAuth.js',
    'Supabase',
    'LangChain',
    'Gemini API',
    'GitHub API',
  ],
  'ai-ml': ['Python', 'TensorFlow', 'Pandas', 'NumPy', 'PyTorch', 'MCP'],
  cloud: ['AWS', 'S3', 'Python', 'Athena'],
} as const

/**
 * The Technologies Used badges; the git-insights project has its own list. The owner may set a
 * repository's list outright.
 */
export function technologyBadges(
  repo: CategoryFields,
  rules: ProjectRules = NO_PROJECT_RULES,
): readonly string[] {
  const override = overrideFor(repo.name, rules)?.technologies
  if (override) return override
  const category = categoriseRepo(repo, rules)
  if (category === 'ai-ml' && repo.name.toLowerCase().includes('git-insights')) {
    return BADGES['git-insights']
  }
  return BADGES[category]
}

/**
 * Words a prettified name spells in capitals, whatever their case in the repository's name, so visitors
 * read "AWS Data Pipeline" rather than "Aws Data Pipeline". The owner adds their own in the content.
 */
const COMMON_ACRONYMS: readonly string[] = [
  'AI',
  'ML',
  'AWS',
  'API',
  'UI',
  'UX',
  'LLM',
  'NLP',
  'MCP',
  'SQL',
  'CSS',
  'HTML',
  'JSON',
  'CLI',
  'SDK',
  'ETL',
  'RAG',
  'GPT',
  'GPU',
  'JWT',
  'HTTP',
  'URL',
  'PDF',
  'CI',
  'CD',
]

/**
 * A repository's display name: dashes become spaces and every word starts with a capital. A word that is a known acronym
 * (the common ones, then `extraWords` from the owner) is spelled as listed instead: `ai` -> `AI`,
 * and an owner's `GraphQL` turns `graphql` into `GraphQL`.
 */
export function prettifyName(name: string, extraWords: readonly string[] = []): string {
  const spelled = new Map(
    [...COMMON_ACRONYMS, ...extraWords].map((word) => [word.toLowerCase(), word]),
  )
  return name
    .replace(/-/g, ' ')
    .split(' ')
    .map((word) => spelled.get(word.toLowerCase()) ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

// Short month and numeric year, US English. UTC, so every visitor and the tests read the same month.
const updatedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Mar 2025" for the card's Updated line; empty when GitHub's date cannot be read. */
export function formatUpdated(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : updatedFormat.format(time)
}

/** The projects a filter shows. */
export function filterProjects<T extends CategoryFields>(
  projects: readonly T[],
  filter: ProjectFilter,
  rules: ProjectRules = NO_PROJECT_RULES,
): T[] {
  return filter === 'all'
    ? [...projects]
    : projects.filter((project) => categoriseRepo(project, rules) === filter)
}

/** The counts on the filter buttons follow the category rule. */
export function countByFilter(
  projects: readonly CategoryFields[],
  rules: ProjectRules = NO_PROJECT_RULES,
): Record<ProjectFilter, number> {
  const counts: Record<ProjectFilter, number> = {
    all: projects.length,
    'web-development': 0,
    'ai-ml': 0,
    cloud: 0,
  }
  for (const project of projects) counts[categoriseRepo(project, rules)] += 1
  return counts
}
