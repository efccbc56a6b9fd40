import { describe, expect, it } from 'vitest'
import { githubRepo } from '../../../tests/doubles/github/repo-object'
import { githubRepoSchema } from './github-repo'

const owner = { login: 'ada-quinn-dev', id: 1 }

describe("GitHub's repository record, as GitHub's own schema allows it", () => {
  it('accepts a full record from the API', () => {
    expect(githubRepoSchema.safeParse(githubRepo(owner, { id: 1, name: 'a' })).success).toBe(true)
  })

  it.each([
    ['no language', { language: null }],
    ['no creation date', { created_at: null }],
    ['no description and no homepage', { description: null, homepage: null }],
    ['no topics field', { topics: undefined }],
  ])('accepts %s', (_label, fields) => {
    const record = { ...githubRepo(owner, { id: 2, name: 'b' }), ...fields }
    const parsed = githubRepoSchema.safeParse(record)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  })

  it.each([
    ['a link that is not http(s)', { html_url: 'javascript:alert(1)' }],
    ['a missing update date', { updated_at: null }],
    ['stars that are not a number', { stargazers_count: 'many' }],
  ])('refuses %s', (_label, fields) => {
    const record = { ...githubRepo(owner, { id: 3, name: 'c' }), ...fields }
    expect(githubRepoSchema.safeParse(record).success).toBe(false)
  })
})
