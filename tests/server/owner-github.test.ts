// The projects service follows the owner's GitHub link: with one, GitHub is asked for that user; without
// one, GitHub is never asked and the samples show with no note.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sampleProjects } from '@/core/sample-projects'
import { loadConfig } from '@/server/config'
import { createServices } from '@/server/services/create-services'
import { fixtureOwner, withOwner } from '../fixtures/owner'
import { ownerRepos } from '../doubles/github/fixtures'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'

let github: GithubDouble
beforeEach(async () => {
  github = await startGithubDouble({
    users: { 'ada-quinn-dev': ownerRepos({ login: 'ada-quinn-dev', id: 7 }) },
  })
})
afterEach(async () => {
  await github.close()
})

const config = () => loadConfig({ GITHUB_API_BASE_URL: github.url })

describe("the projects follow the owner's GitHub link", () => {
  it('with one: the repositories of that GitHub user', async () => {
    const { projects } = createServices(config(), fixtureOwner)
    await expect.poll(async () => (await projects.getProjects()).source).toBe('github')
    expect(github.repoRequests().map((request) => request.path)).toContain(
      '/users/ada-quinn-dev/repos',
    )
  })

  it('without one: the samples with no note, and GitHub is never asked', async () => {
    const owner = withOwner({
      social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada-quinn' }],
    })
    const { projects } = createServices(config(), owner)
    expect(await projects.getProjects()).toEqual({
      projects: sampleProjects(owner),
      error: null,
      source: 'samples',
    })
    expect(github.requests).toEqual([])
  })
})
