import { describe, expect, it } from 'vitest'
import { en } from '@/i18n/en'
import type { ProjectRules } from '@/content/schema'
import {
  categoriseRepo,
  countByFilter,
  everyTechnologyBadge,
  filterProjects,
  projectFilters,
  technologyBadges,
  type ProjectFilter,
} from './project-categories'

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
    // substrings inside other words count, as the category rule says: a plain substring of the name
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

describe('everyTechnologyBadge', () => {
  const rules: ProjectRules = {
    overrides: { 'raft-kv': { technologies: ['Go', 'Raft', 'Python'] } },
    keywords: {},
  }
  it('holds every badge a card can show, built-in and the owner’s, once each', () => {
    const every = everyTechnologyBadge(rules)
    const cards = ['weather-app', 'git-insights', 'trading-ai', 'aws-data-pipeline', 'raft-kv']
    for (const name of cards)
      expect(every).toEqual(expect.arrayContaining([...technologyBadges({ name }, rules)]))
    expect(every).toEqual([...new Set(every)])
    expect(everyTechnologyBadge()).not.toContain('Raft')
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
      data: 0,
      mobile: 0,
      tooling: 0,
    })
    expect(countByFilter([])).toEqual({
      all: 0,
      'web-development': 0,
      'ai-ml': 0,
      cloud: 0,
      data: 0,
      mobile: 0,
      tooling: 0,
    })
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
      data: 0,
      mobile: 0,
      tooling: 0,
    })
    expect(filterProjects(projects, 'cloud', rules).map((p) => p.name)).toEqual(['tidewater-queue'])
  })
})

describe('the categories only an owner sets: Data, Mobile, Tooling', () => {
  const rules: ProjectRules = {
    overrides: {
      freshet: { category: 'data', technologies: ['Go', 'Kafka'] },
      'tide-tables': { category: 'mobile' },
    },
    keywords: {},
  }
  const projects = [
    { name: 'freshet', topics: ['kafka'] },
    { name: 'tide-tables', topics: ['kotlin', 'android'] },
    { name: 'weather-app', topics: [] },
  ]

  it('files a project under one, and shows its own topics when no badges are given', () => {
    expect(categoriseRepo(projects[0]!, rules)).toBe('data')
    expect(technologyBadges(projects[0]!, rules)).toEqual(['Go', 'Kafka'])
    expect(technologyBadges(projects[1]!, rules)).toEqual(['kotlin', 'android'])
  })

  it("adds a filter button for each one the rules name, after the spec's four, before any project loads", () => {
    const labels = (filters: readonly ProjectFilter[]) =>
      filters.map((filter) => en.projects.filters[filter])
    expect(labels(projectFilters(rules))).toEqual([
      'All Projects',
      'Web Development',
      'AI/ML',
      'Cloud',
      'Data',
      'Mobile',
    ])
    // the spec's four always, and only them for rules that name none of the others
    expect(labels(projectFilters())).toEqual(['All Projects', 'Web Development', 'AI/ML', 'Cloud'])
    expect(countByFilter(projects, rules)).toMatchObject({ data: 1, mobile: 1, tooling: 0 })
  })

  it("never comes from GitHub's names or topics: the spec's rule gives its three", () => {
    expect(categoriseRepo({ name: 'kafka-cli', topics: ['data', 'mobile', 'tooling'] })).toBe(
      'web-development',
    )
  })
})
