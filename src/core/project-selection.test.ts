import { describe, expect, it } from 'vitest'
import type { GithubRepo as Repository } from '@/server/services/github-repo'
import {
  httpUrlOrNull,
  keepRepo,
  portfolioRepoNames,
  selectProjects,
  sortRepos,
  summariseRepo,
} from './project-selection'

const repo = (fields: Partial<Repository> = {}): Repository => ({
  id: 1,
  name: 'some-repo',
  description: 'A thing',
  html_url: 'https://github.com/ada-quinn-dev/some-repo',
  owner: { login: 'ada-quinn-dev' },
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
