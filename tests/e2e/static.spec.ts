// What only the static build does (npm run build:static, served by a plain file server under a project
// site's path; static.setup.ts builds it): the projects as GitHub answered at build time, the assistant
// left out without a chat API, the site under its path, and pages whose <meta> policy blocks nothing.
import { rm } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { profile } from '@/content/profile'
import { githubUsernameOf } from '@/core/links'
import { prettifyName } from '@/core/project-display'
import { postPath } from '@/core/posts'
import { sampleProjects } from '@/core/sample-projects'
import { loadPosts } from '../../tooling/vite/posts'
import { reply } from '../doubles/chat-model'
import { startGeminiDouble } from '../doubles/gemini/server'
import { OWNER_EXPECTED_ORDER } from '../doubles/github/fixtures'
import { startGithubDouble } from '../doubles/github/server'
import { ask, keptInTab, launcher, openChatAt, panel } from '../support/chat'
import { startServer } from '../support/server'
import { STATIC_SITE, buildStaticSite, startStaticServer } from '../support/static-server'
import { anyValues, t } from '../support/words'
import { expect, test } from './fixtures'

const prettify = (name: string) => prettifyName(name, profile.acronyms)

/** Everything the page's policy blocked, and every console error, while it loads. */
function problems(page: Page) {
  const found: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(message.text())
  })
  page.on('pageerror', (error) => found.push(error.message))
  return found
}

test('the projects are the ones GitHub had when the site was built', async ({ page, server }) => {
  await page.goto(server.url)
  const projects = page.locator('#projects')
  const first = githubUsernameOf(profile)
    ? prettify(OWNER_EXPECTED_ORDER[0] ?? '')
    : prettify(sampleProjects(profile)[0]?.name ?? '')
  await expect(projects.getByRole('heading', { name: first, exact: true })).toBeVisible()
  await expect(projects.getByText(anyValues(t.projects.note))).toHaveCount(0)
})

// Every public page has the assistant's button where the site has a chat API (chat-every-page.spec.ts).
const post = (await loadPosts()).posts[0]
const PAGES = ['/', '/resume', ...(post ? ['/writing', postPath(post.slug)] : []), '/no/such/page']

test('without a chat API the assistant is left out of every page', async ({ page, server }) => {
  for (const path of PAGES) {
    await page.goto(`${server.url}${path}`)
    await expect(page.locator('h1'), path).toBeVisible()
    await expect(page.locator('[data-island="chat"]'), path).toHaveCount(0)
    await expect(page.getByRole('button', { name: t.chat.open }), path).toHaveCount(0)
  }
})

test('the site lives under its path', async ({ page, server }) => {
  await page.goto(server.url)
  await expect(page.getByRole('link', { name: t.hero.resume }).first()).toHaveAttribute(
    'href',
    `${STATIC_SITE.base}resume`,
  )
  const manifest = (await (
    await page.request.get(`${server.url}/manifest.webmanifest`)
  ).json()) as { start_url: string }
  expect(manifest.start_url).toBe(STATIC_SITE.base)
})

for (const path of ['/', '/resume', '/no/such/page']) {
  test(`${path} carries its policy in a <meta> and nothing is blocked`, async ({
    page,
    server,
  }) => {
    const found = problems(page)
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      /^default-src 'none'; script-src 'self' 'sha256-/,
    )
    // The 404 page is sent with its status, and logs the unknown path as an error, by design.
    const expected =
      /^(404 Error:|Failed to load resource: the server responded with a status of 404)/
    expect(found.filter((text) => !expected.test(text))).toEqual([])
  })
}

// A second build, of the other case of each: GitHub refusing at build time, and a chat API.
test('GitHub refusing at build time gives the samples with no note and warns the owner; a chat API, the assistant, asked across origins', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const root = 'dist/static-with-chat'
  const KEY = 'static-e2e-key-0123456789'
  // The file server first, so that the chat API can allow its origin before the site is built.
  const site = await startStaticServer(root, STATIC_SITE.base)
  const model = await startGeminiDouble({ apiKey: KEY })
  const github = await startGithubDouble({ users: {} })
  github.setMode('rate-limited')
  const api = await startServer({
    GEMINI_API_KEY: KEY,
    GEMINI_API_BASE_URL: model.url,
    CORS_ALLOWED_ORIGINS: new URL(site.url).origin,
  })
  try {
    const built = await buildStaticSite(root, {
      SITE_URL: site.url,
      CHAT_API_URL: api.url,
      GITHUB_API_BASE_URL: github.url,
    })
    const found = problems(page)
    await openChatAt(page, site.url)

    const samples = sampleProjects(profile).map((project) => prettify(project.name))
    const projects = page.locator('#projects')
    await expect(projects.getByRole('heading', { name: samples[0], exact: true })).toBeVisible()
    // The note is for a live failure: a build's stays with the owner, in the build's output (only an
    // owner with a GitHub profile has GitHub to fail).
    await expect(projects.getByText(anyValues(t.projects.note))).toHaveCount(0)
    expect(built.includes('Warning: GitHub could not be reached (GitHub API error: 403)')).toBe(
      Boolean(githubUsernameOf(profile)),
    )

    model.enqueue(reply('She builds **retrieval** tools.'))
    await ask(page, 'What does she build?')
    await expect(panel(page).getByRole('log')).toContainText('She builds retrieval tools.')
    await keptInTab(page, 'She builds **retrieval** tools.')
    await expect(launcher(page)).toBeVisible()
    expect(found).toEqual([])
    // The page asked the API itself, from its own origin.
    expect(api.output()).toContain('"path":"/api/chat"')

    // The resume has the button too, with the conversation; its links to sections go to the home page
    // under the site's path.
    await openChatAt(page, `${site.url}/resume`)
    await expect(panel(page).getByRole('log')).toContainText('She builds retrieval tools.')
    model.enqueue(reply('See [her projects](#projects).'))
    await ask(page, 'Where are her projects?')
    const link = panel(page).getByRole('link', { name: 'her projects' })
    await expect(link).toHaveAttribute('href', `${STATIC_SITE.base}#projects`)
    await link.click()
    await page.waitForURL(`${site.url}/#projects`)
    await expect(page.locator('#projects')).toBeInViewport()
    expect(found).toEqual([])
  } finally {
    await api.stop()
    await model.close()
    await github.close()
    await site.stop()
    await rm(root, { recursive: true, force: true })
  }
})
