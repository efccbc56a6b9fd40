// Each project's category (its filter) and its technology badges, from its name and topics and the
// owner's rules; the browser island filters and counts by them.
import type { PROJECT_CATEGORIES, ProjectRules } from '@/content/schema'

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number]
export type ProjectFilter = 'all' | ProjectCategory

// The spec's filter buttons, in order: always there, each with its count (named by the catalog's
// `projects.filters`, as the cards' badges are).
export const PROJECT_FILTERS: readonly ProjectFilter[] = [
  'all',
  'web-development',
  'ai-ml',
  'cloud',
]

/**
 * The filter buttons: the spec's four, then each category only an owner's rules give (Data, Mobile,
 * Tooling) that the rules name. Known from the rules alone, so the row is the same while the projects load
 * and once they have: nothing below it moves.
 */
export function projectFilters(rules: ProjectRules = NO_PROJECT_RULES): readonly ProjectFilter[] {
  const named = new Set(Object.values(rules.overrides).map((override) => override.category))
  const extra = (['data', 'mobile', 'tooling'] as const).filter((category) => named.has(category))
  return [...PROJECT_FILTERS, ...extra]
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

// Technology badges by category (the spec's); a category only an owner's rules give has none of its own.
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
  data: [],
  mobile: [],
  tooling: [],
} as const

/**
 * The Technologies Used badges; the git-insights project has its own list. The owner may set a
 * repository's list outright; a category with no list of its own shows the project's topics.
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
  const badges: readonly string[] = BADGES[category]
  return badges.length ? badges : (repo.topics ?? [])
}

/**
 * Every badge a card can show under these rules: the built-in lists and the owner's own. The build
 * resolves their colours, so the browser never needs the colour table (core/chip-colors.ts).
 */
export function everyTechnologyBadge(rules: ProjectRules = NO_PROJECT_RULES): string[] {
  const owners = Object.values(rules.overrides).flatMap((override) => override.technologies ?? [])
  return [...new Set([...Object.values(BADGES).flat(), ...owners])]
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
    data: 0,
    mobile: 0,
    tooling: 0,
  }
  for (const project of projects) counts[categoriseRepo(project, rules)] += 1
  return counts
}
