// Before the static project's specs: `npm run build:static` as GitHub Pages' workflow runs it, under a
// project site's path, with the projects fetched at build time from the GitHub double and no chat API.
import { spawn } from 'node:child_process'
import { test as setup, expect } from '@playwright/test'
import { profile } from '@/content/profile'
import { githubUsernameOf } from '@/core/links'
import { ownerRepos } from '../doubles/github/fixtures'
import { startGithubDouble } from '../doubles/github/server'
import { STATIC_SITE } from '../support/static-server'

setup.setTimeout(180_000)

setup('build the static site', async () => {
  const username = githubUsernameOf(profile) ?? 'no-github-user'
  const github = await startGithubDouble({
    users: { [username]: ownerRepos({ login: username, id: 91234567 }) },
  })
  try {
    // Asynchronous, so that this process's double can answer the build's calls.
    const build = spawn('npx', ['tsx', 'build/build-static.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        SITE_URL: `http://127.0.0.1${STATIC_SITE.base}`,
        GITHUB_API_BASE_URL: github.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
    expect(code, output).toBe(0)
    expect(output).toContain(`in ${STATIC_SITE.root}/`)
  } finally {
    await github.close()
  }
})
