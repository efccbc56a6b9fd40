// Before the static project's specs: `npm run build:static` as GitHub Pages' workflow runs it, under a
// project site's path, with the projects fetched at build time from the GitHub double and no chat API.
import { test as setup, expect } from '@playwright/test'
import { profile } from '@/content/profile'
import { githubUsernameOf } from '@/core/links'
import { ownerRepos } from '../doubles/github/fixtures'
import { startGithubDouble } from '../doubles/github/server'
import { STATIC_SITE, buildStaticSite } from '../support/static-server'

setup.setTimeout(180_000)

setup('build the static site', async () => {
  const username = githubUsernameOf(profile) ?? 'no-github-user'
  const github = await startGithubDouble({
    users: { [username]: ownerRepos({ login: username, id: 91234567 }) },
  })
  try {
    const output = await buildStaticSite(STATIC_SITE.root, {
      SITE_URL: `http://127.0.0.1${STATIC_SITE.base}`,
      GITHUB_API_BASE_URL: github.url,
    })
    expect(output).toContain(`in ${STATIC_SITE.root}/`)
    // A static site has no assistant, so nothing about signing its replies applies.
    expect(output).not.toContain('CHAT_HISTORY_SECRET')
  } finally {
    await github.close()
  }
})
