import { describe, expect, it } from 'vitest'
import type { ProjectRules } from '@/content/schema'
import type { GithubRepo as Repository } from '@/server/services/github-repo'
import {
  categoriseRepo,
  countByFilter,
  errorMessage,
  filterProjects,
  formatUpdated,
  httpUrlOrNull,
  keepRepo,
  portfolioRepoNames,
  prettifyName,
  projectsNote,
  selectProjects,
  sortRepos,
  summariseRepo,
  technologyBadges,
} from './projects'

const repo = (fields: Partial<Repository> = {}): Repository => ({
  id: 1,
  name: 'some-repo',
  description: 'A thing',
  html_url: 'https://github.com/ada-quinn-dev/some-repo',
  homepage: null,
  language: 'TypeScript',
  stargazers_count: 0,
  forks_count: 0,
  topics: [],
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-06-01T00:00:00Z',
  fork: false,
  ...fields,
})

const portfolioNames = portfolioRepoNames('Ada Quinn', 'ada-quinn-dev')

describe('keepRepo', () => {
  it.each<[string, Partial<Repository>, boolean]>([
    ['an ordinary repository', {}, true],
    ['a fork', { fork: true }, false],
    ['a fork with stars, description and language', { fork: true, stargazers_count: 9 }, false],
    ['named portfolio', { name: 'portfolio' }, false],
    ['named Portfolio (case-insensitive)', { name: 'Portfolio' }, false],
    ['named {username}_portfolio', { name: 'ada-quinn-dev_portfolio' }, false],
    ['named {name}_portfolio, hyphenated', { name: 'Ada-Quinn_portfolio' }, false],
    ['named {name}_portfolio, joined', { name: 'ADAQUINN_PORTFOLIO' }, false],
    ['named {first name}_portfolio', { name: 'ada_portfolio' }, false],
    ['named portfolio-site (not an exact match)', { name: 'portfolio-site' }, true],
    ['named someone_portfolio', { name: 'someone_portfolio' }, true],
    ['only a description', { language: null, stargazers_count: 0 }, true],
    ['only a star', { description: null, language: null, stargazers_count: 1 }, true],
    ['only a language', { description: null, stargazers_count: 0 }, true],
    ['nothing: no description, star or language', { description: null, language: null }, false],
    ['an empty description and nothing else', { description: '  ', language: null }, false],
    ['a missing description and nothing else', { description: undefined, language: null }, false],
  ])('%s -> %s', (_, fields, kept) => {
    expect(keepRepo(repo(fields), portfolioNames)).toBe(kept)
  })

  it('reads the portfolio names from the owner', () => {
    expect([...portfolioRepoNames('Ada Quinn', 'ada-quinn-dev')].sort()).toEqual([
      'ada-quinn-dev_portfolio',
      'ada-quinn_portfolio',
      'ada_portfolio',
      'adaquinn_portfolio',
      'portfolio',
    ])
  })
})

describe('sortRepos: stars descending, then most recently updated', () => {
  it.each<[string, Partial<Repository>[], string[]]>([
    [
      'stars descending',
      [
        { name: 'one', stargazers_count: 1 },
        { name: 'ten', stargazers_count: 10 },
        { name: 'five', stargazers_count: 5 },
      ],
      ['ten', 'five', 'one'],
    ],
    [
      'a tie in stars: most recently updated first',
      [
        { name: 'old', stargazers_count: 3, updated_at: '2023-01-01T00:00:00Z' },
        { name: 'new', stargazers_count: 3, updated_at: '2025-01-01T00:00:00Z' },
        { name: 'starred', stargazers_count: 4, updated_at: '2020-01-01T00:00:00Z' },
        { name: 'mid', stargazers_count: 3, updated_at: '2024-01-01T00:00:00Z' },
      ],
      ['starred', 'new', 'mid', 'old'],
    ],
    [
      'a tie in stars and date keeps the given order',
      [
        { name: 'a', stargazers_count: 0 },
        { name: 'b', stargazers_count: 0 },
      ],
      ['a', 'b'],
    ],
  ])('%s', (_, repos, names) => {
    const input = repos.map((fields) => repo(fields))
    expect(sortRepos(input).map((r) => r.name)).toEqual(names)
    expect(input.map((r) => r.name)).toEqual(repos.map((r) => r.name)) // not sorted in place
  })
})

describe('categoriseRepo: "contains" is a plain substring of the lowercase name', () => {
  it.each<[string, string[] | undefined, string]>([
    ['weather-app', ['react'], 'web-development'],
    ['chat-app', undefined, 'web-development'],
    ['todo-list', [], 'web-development'],
    // name parts for ai-ml, each on its own
    ['my-ai-bot', [], 'ai-ml'],
    ['ml-notes', [], 'ai-ml'],
    ['machine-learning-course', [], 'ai-ml'],
    ['deep-learning-lab', [], 'ai-ml'],
    ['nlp-toolkit', [], 'ai-ml'],
    ['twitter-sentiment', [], 'ai-ml'],
    ['algo-trading', [], 'ai-ml'],
    ['code-review-bot', [], 'ai-ml'],
    ['mcp-server', [], 'ai-ml'],
    ['git-insights', [], 'ai-ml'],
    // substrings inside other words count, exactly as the spec words it
    ['email-tool', [], 'ai-ml'],
    ['html-page', [], 'ai-ml'],
    ['Detail-View', [], 'ai-ml'],
    ['XML-Parser', [], 'ai-ml'],
    // topics for ai-ml: exact topic matches only
    ['site', ['ai'], 'ai-ml'],
    ['site', ['ml'], 'ai-ml'],
    ['site', ['machine-learning'], 'ai-ml'],
    ['site', ['deep-learning'], 'ai-ml'],
    ['site', ['nlp'], 'ai-ml'],
    ['site', ['tensorflow'], 'ai-ml'],
    ['site', ['pytorch'], 'ai-ml'],
    ['site', ['keras'], 'ai-ml'],
    ['site', ['langchain'], 'ai-ml'],
    ['site', ['gemini'], 'ai-ml'],
    ['site', ['LangChain'], 'ai-ml'],
    ['site', ['openai-api'], 'web-development'],
    // cloud by name or topic
    ['aws-lambda-demo', [], 'cloud'],
    ['etl-pipeline', [], 'cloud'],
    ['cloud-notes', [], 'cloud'],
    ['site', ['aws'], 'cloud'],
    ['site', ['pipeline'], 'cloud'],
    ['site', ['cloud'], 'cloud'],
    ['site', ['athena'], 'cloud'],
    ['site', ['s3'], 'cloud'],
    // ai-ml wins over cloud
    ['aws-ml-pipeline', [], 'ai-ml'],
    ['aws-tools', ['pytorch'], 'ai-ml'],
    ['aws-data-pipeline', [], 'cloud'],
    ['brain-pipeline', [], 'ai-ml'], // "brain" contains "ai"
  ])('%s with topics %j -> %s', (name, topics, category) => {
    expect(categoriseRepo({ name, topics })).toBe(category)
  })
})

describe('technologyBadges', () => {
  it.each<[string, string[], string[]]>([
    ['weather-app', [], ['ReactJS', 'JavaScript', 'Node.js', 'HTML', 'CSS']],
    [
      'git-insights',
      [],
      [
        'NextJS',
        'Tailwind CSS',
        'NextAuth.js',
        'Supabase',
        'LangChain',
        'Gemini API',
        'GitHub API',
      ],
    ],
    [
      'Git-Insights-v2',
      [],
      [
        'NextJS',
        'Tailwind CSS',
        'NextAuth.js',
        'Supabase',
        'LangChain',
        'Gemini API',
        'GitHub API',
      ],
    ],
    ['quantitative-trading-ai', [], ['Python', 'TensorFlow', 'Pandas', 'NumPy', 'PyTorch', 'MCP']],
    ['site', ['gemini'], ['Python', 'TensorFlow', 'Pandas', 'NumPy', 'PyTorch', 'MCP']],
    ['aws-data-pipeline', [], ['AWS', 'S3', 'Python', 'Athena']],
    ['site', ['s3'], ['AWS', 'S3', 'Python', 'Athena']],
  ])('%s with topics %j', (name, topics, badges) => {
    expect(technologyBadges({ name, topics })).toEqual(badges)
  })

  it('works without topics', () => {
    expect(technologyBadges({ name: 'chat-app' })).toEqual(
      technologyBadges({ name: 'chat-app', topics: [] }),
    )
  })
})

describe('prettifyName', () => {
  it.each([
    ['weather-app', 'Weather App'],
    ['automated-review-assistant', 'Automated Review Assistant'],
    ['git-insights', 'Git Insights'],
    ['README', 'README'],
    ['my-AWS-tool', 'My AWS Tool'],
    ['snake_case_name', 'Snake_case_name'],
    ['dotfiles', 'Dotfiles'],
    ['a--b', 'A  B'],
    ['3d-viewer', '3d Viewer'],
    // common acronyms stay upper-case, whatever their case in the name
    ['quantitative-trading-ai', 'Quantitative Trading AI'],
    ['aws-data-pipeline', 'AWS Data Pipeline'],
    ['rest-api-ui', 'Rest API UI'],
    ['llm-nlp-mcp-sql', 'LLM NLP MCP SQL'],
    ['html-css-playground', 'HTML CSS Playground'],
    ['Ml-Ops', 'ML Ops'],
    // only whole words: "ai" inside "email" or "trail" is left alone
    ['email-trail', 'Email Trail'],
    ['paint-mlops', 'Paint Mlops'],
  ])('%s -> %s', (name, pretty) => {
    expect(prettifyName(name)).toBe(pretty)
  })

  it('spells the owner’s own words as the owner wrote them, on top of the common ones', () => {
    expect(prettifyName('graphql-ios-ai-app', ['GraphQL', 'iOS'])).toBe('GraphQL iOS AI App')
    expect(prettifyName('graphql-ios-app')).toBe('Graphql Ios App')
  })
})

describe('formatUpdated (short month and numeric year, US English)', () => {
  it.each([
    ['2025-03-02T10:00:00Z', 'Mar 2025'],
    ['2024-12-31T23:59:59Z', 'Dec 2024'],
    ['2025-01-01T00:00:00Z', 'Jan 2025'],
    ['2018-05-10T17:51:29Z', 'May 2018'],
    ['not a date', ''],
  ])('%s -> %s', (iso, text) => {
    expect(formatUpdated(iso)).toBe(text)
  })
})

describe('httpUrlOrNull: links from GitHub render only when they are http(s)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['https://example.com/app', 'https://example.com/app'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com  ', 'https://example.com/'],
    ['', null],
    [null, null],
    [undefined, null],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['ftp://example.com/file', null],
    ['example.com', null],
    ['//example.com', null],
  ])('%j -> %j', (value, url) => {
    expect(httpUrlOrNull(value)).toBe(url)
  })
})

describe('summariseRepo and selectProjects', () => {
  it('keeps only the fields the page uses, with links checked and topics defaulted', () => {
    const summary = summariseRepo(
      repo({ id: 7, homepage: 'javascript:alert(1)', topics: undefined, description: ' x ' }),
    )
    expect(summary).toEqual({
      id: 7,
      name: 'some-repo',
      description: 'x',
      html_url: 'https://github.com/ada-quinn-dev/some-repo',
      homepage: null,
      language: 'TypeScript',
      topics: [],
      updated_at: '2024-06-01T00:00:00Z',
    })
  })

  it.each<[Repository['homepage'], string | null]>([
    ['', null],
    [null, null],
    [undefined, null],
    ['https://ada-quinn.dev', 'https://ada-quinn.dev/'],
  ])('homepage %j -> %j', (homepage, expected) => {
    expect(summariseRepo(repo({ homepage })).homepage).toBe(expected)
  })

  it('drops, then sorts', () => {
    const repos = [
      repo({ name: 'forked', fork: true, stargazers_count: 100 }),
      repo({ name: 'portfolio', stargazers_count: 50 }),
      repo({ name: 'bare', description: null, language: null }),
      repo({ name: 'b', stargazers_count: 2, updated_at: '2024-01-01T00:00:00Z' }),
      repo({ name: 'a', stargazers_count: 2, updated_at: '2025-01-01T00:00:00Z' }),
      repo({ name: 'c', stargazers_count: 9 }),
    ]
    expect(selectProjects(repos, portfolioNames).map((r) => r.name)).toEqual(['c', 'a', 'b'])
  })

  it('is empty when nothing is kept (the page then shows the samples)', () => {
    expect(selectProjects([repo({ fork: true })], portfolioNames)).toEqual([])
  })
})

describe('filters and counts', () => {
  const projects = [
    { name: 'weather-app', topics: [] },
    { name: 'email-tool', topics: [] },
    { name: 'site', topics: ['aws'] },
    { name: 'html-page' },
    { name: 'chat-app', topics: [] },
  ]

  it('counts every category by the same rule', () => {
    expect(countByFilter(projects)).toEqual({
      all: 5,
      'web-development': 2,
      'ai-ml': 2,
      cloud: 1,
    })
    expect(countByFilter([])).toEqual({ all: 0, 'web-development': 0, 'ai-ml': 0, cloud: 0 })
  })

  it.each([
    ['all', ['weather-app', 'email-tool', 'site', 'html-page', 'chat-app']],
    ['web-development', ['weather-app', 'chat-app']],
    ['ai-ml', ['email-tool', 'html-page']],
    ['cloud', ['site']],
  ] as const)('filter %s', (filter, names) => {
    expect(filterProjects(projects, filter).map((p) => p.name)).toEqual(names)
  })
})

describe("the owner's project rules, on top of the built-in ones", () => {
  const rules: ProjectRules = {
    overrides: {
      'Tidewater-Queue': { category: 'cloud', technologies: ['Go', 'Raft'] },
      'email-tool': { category: 'web-development' },
      'quiet-pager': { technologies: ['Go'] },
    },
    keywords: {
      'ai-ml': { names: ['llm'], topics: ['rag'] },
      cloud: { names: [], topics: ['kafka'] },
    },
  }

  it.each<[string, string[], string, string[]]>([
    // an override's category and badges win, the name matched without case
    ['tidewater-queue', [], 'cloud', ['Go', 'Raft']],
    // a category override alone keeps that category's built-in badges
    ['email-tool', [], 'web-development', ['ReactJS', 'JavaScript', 'Node.js', 'HTML', 'CSS']],
    // badges alone keep the built-in category
    ['quiet-pager', [], 'web-development', ['Go']],
    // extra keywords beside the built-in ones
    ['tiny-llm', [], 'ai-ml', ['Python', 'TensorFlow', 'Pandas', 'NumPy', 'PyTorch', 'MCP']],
    ['search', ['RAG'], 'ai-ml', ['Python', 'TensorFlow', 'Pandas', 'NumPy', 'PyTorch', 'MCP']],
    ['events', ['kafka'], 'cloud', ['AWS', 'S3', 'Python', 'Athena']],
    // the built-in rules still apply
    ['aws-data-pipeline', [], 'cloud', ['AWS', 'S3', 'Python', 'Athena']],
    ['weather-app', [], 'web-development', ['ReactJS', 'JavaScript', 'Node.js', 'HTML', 'CSS']],
  ])('%s with topics %j -> %s', (name, topics, category, badges) => {
    expect(categoriseRepo({ name, topics }, rules)).toBe(category)
    expect(technologyBadges({ name, topics }, rules)).toEqual(badges)
  })

  it('filters and counts by the same rules', () => {
    const projects = [{ name: 'tidewater-queue' }, { name: 'email-tool' }, { name: 'tiny-llm' }]
    expect(countByFilter(projects, rules)).toEqual({
      all: 3,
      'web-development': 1,
      'ai-ml': 1,
      cloud: 1,
    })
    expect(filterProjects(projects, 'cloud', rules).map((p) => p.name)).toEqual(['tidewater-queue'])
  })
})

describe('the note', () => {
  it.each<[unknown, string]>([
    [new Error('GitHub API error: 403'), 'Note: GitHub API error: 403 - Showing sample projects'],
    [new TypeError('Failed to fetch'), 'Note: Failed to fetch - Showing sample projects'],
    [new Error(''), 'Note: Failed to fetch projects - Showing sample projects'],
    ['a string', 'Note: Failed to fetch projects - Showing sample projects'],
    [undefined, 'Note: Failed to fetch projects - Showing sample projects'],
  ])('%s', (error, note) => {
    expect(projectsNote(errorMessage(error))).toBe(note)
  })
})
