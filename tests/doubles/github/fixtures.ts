// Repository lists for the doubles. `ownerRepos` covers every rule: each category, the substring cases,
// a tie in stars, forks, the portfolio itself, a repository with nothing to show, and every kind of homepage.
import { githubRepo, type GithubUser, type RepoFields } from './repo-object'

const MIT = {
  key: 'mit',
  name: 'MIT License',
  spdx_id: 'MIT',
  url: 'https://api.github.com/licenses/mit',
  node_id: 'MDc6TGljZW5zZTEz',
}

export const OWNER_REPO_FIELDS: RepoFields[] = [
  {
    id: 801,
    name: 'html-page', // ai-ml: "html" contains "ml"
    description: 'A single-page HTML template.',
    language: 'HTML',
    stargazers_count: 3,
    updated_at: '2025-07-01T09:00:00Z',
  },
  {
    id: 802,
    name: 'email-tool', // ai-ml: "email" contains "ai"; a tie in stars with react-dashboard, updated later
    description: 'Sends templated emails from the command line.',
    language: 'Go',
    stargazers_count: 8,
    homepage: 'javascript:alert(document.domain)',
    updated_at: '2025-06-20T09:00:00Z',
  },
  {
    id: 803,
    name: 'awesome-llm-papers', // a fork: dropped
    description: 'A curated list of LLM papers.',
    fork: true,
    stargazers_count: 120,
    updated_at: '2025-06-10T09:00:00Z',
  },
  {
    id: 804,
    name: 'git-insights', // ai-ml with its own badges, and a live site
    description: 'Understand any repository: commit trends, hotspots and an AI summary.',
    language: 'TypeScript',
    stargazers_count: 42,
    forks_count: 6,
    homepage: 'https://git-insights.example.dev',
    topics: ['nextjs', 'gemini', 'github-api'],
    license: MIT,
    has_discussions: true,
    updated_at: '2025-05-30T09:00:00Z',
  },
  {
    id: 805,
    name: 'portfolio', // the site itself: dropped
    description: 'My portfolio website.',
    language: 'TypeScript',
    stargazers_count: 5,
    updated_at: '2025-05-28T09:00:00Z',
  },
  {
    id: 806,
    name: 'rag-research-assistant', // ai-ml by topic
    description: 'Answers questions over lab papers with retrieval-augmented generation.',
    language: 'Python',
    stargazers_count: 27,
    homepage: '',
    topics: ['langchain', 'rag', 'chromadb'],
    updated_at: '2025-05-12T09:00:00Z',
  },
  {
    id: 807,
    name: 'budget-tracker', // web, no language but a description; plain-http homepage
    description: 'Track monthly spending by category.',
    language: null,
    stargazers_count: 0,
    homepage: 'http://budget.example.dev',
    updated_at: '2025-04-02T09:00:00Z',
  },
  {
    id: 808,
    name: 'serverless-etl-pipeline', // cloud
    description: 'Event-driven ETL on AWS Lambda, S3 and Athena.',
    language: 'Python',
    stargazers_count: 19,
    homepage: null,
    topics: ['aws', 'athena'],
    updated_at: '2025-03-15T09:00:00Z',
  },
  {
    id: 809,
    name: 'react-dashboard', // web; same stars as email-tool, updated earlier
    description: 'An admin dashboard with charts, tables and dark mode.',
    language: 'JavaScript',
    stargazers_count: 8,
    homepage: 'https://dashboard.example.dev',
    topics: ['react', 'vite'],
    license: MIT,
    updated_at: '2025-02-03T09:00:00Z',
  },
  {
    id: 810,
    name: 's3-backup-cli', // cloud by topic; a homepage with another scheme
    description: 'Incremental backups to S3 with a single command.',
    language: 'Rust',
    stargazers_count: 2,
    homepage: 'ftp://files.example.dev/s3-backup-cli',
    topics: ['s3', 'cli'],
    updated_at: '2024-12-09T09:00:00Z',
  },
  {
    id: 811,
    name: 'dotfiles', // web; kept for its language alone, no description
    description: null,
    language: 'Shell',
    stargazers_count: 0,
    updated_at: '2024-10-21T09:00:00Z',
  },
  {
    id: 812,
    name: 'scratch', // nothing to show: dropped
    description: null,
    language: null,
    stargazers_count: 0,
    updated_at: '2024-09-01T09:00:00Z',
  },
]

/** The names the page shows for `ownerRepos`, in the section's order: stars, then most recently updated. */
export const OWNER_EXPECTED_ORDER = [
  'git-insights',
  'rag-research-assistant',
  'serverless-etl-pipeline',
  'email-tool',
  'react-dashboard',
  'html-page',
  's3-backup-cli',
  'budget-tracker',
  'dotfiles',
]

export function ownerRepos(user: GithubUser) {
  return OWNER_REPO_FIELDS.map((fields) => githubRepo(user, fields))
}

/** Only repositories the keep rules drop: the page falls back to the samples, with no note. */
export function nothingToShowRepos(user: GithubUser) {
  const dropped = ['awesome-llm-papers', 'portfolio', 'scratch']
  return OWNER_REPO_FIELDS.filter((fields) => dropped.includes(fields.name)).map((fields) =>
    githubRepo(user, fields),
  )
}

/** A list with no cloud project, for the empty-category message. */
export function noCloudRepos(user: GithubUser) {
  return OWNER_REPO_FIELDS.filter(
    (fields) => !['serverless-etl-pipeline', 's3-backup-cli'].includes(fields.name),
  ).map((fields) => githubRepo(user, fields))
}
