// The assistant on every public page, not only `/`: the same floating button on the resume, the writing
// pages and the 404 page, its panel loaded on the first open, the conversation following the visitor from
// page to page, and the panel's links to the home page's sections going back to it. It reads the
// content and the posts (the writing pages exist only for an owner with posts), so `npm run
// test:owners` runs it for every example owner. static.spec.ts checks that a static build without a chat
// API has the button on none of them.
import type { Page, Response } from '@playwright/test'
import { profile } from '@/content/profile'
import { suggestedQuestions } from '@/core/chat-suggestions'
import { postPath } from '@/core/posts'
import { loadPosts } from '../../tooling/vite/posts'
import { reply } from '../doubles/chat-model'
import { ask, keptInTab, launcher, openChat, openChatAt, panel } from '../support/chat'
import { t } from '../support/words'
import { expect, onSite, test, useModelDouble } from './fixtures'

const KEY = 'e2e-every-page-key'
const posts = (await loadPosts()).posts
const post = posts[0]

/** Every public page but `/`, by what a visitor would call it. */
const PAGES: ReadonlyArray<readonly [name: string, path: string]> = [
  ['the resume', '/resume'],
  ...(post
    ? ([
        ['the writing page', '/writing'],
        ['a post', postPath(post.slug)],
      ] as const)
    : []),
  ['the 404 page', '/no/such/page'],
]

useModelDouble(KEY, { CHAT_LIMIT_PER_MINUTE: '1000', CHAT_LIMIT_PER_DAY: '1000' })
test.beforeEach(({ model }) => model.reset())

const bubbles = (page: Page) => panel(page).getByRole('log').locator(':scope > ol > li')

for (const [name, path] of PAGES) {
  test(`${name} (${path}) has the round button, which opens the panel with its suggestions and closes it`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // Where the owner's look puts the button on `/` (terminal's sits higher, at the foot of a rail).
    await page.goto(server.url)
    const home = (await launcher(page).boundingBox())!
    await page.goto(`${server.url}${path}`)
    await expect(launcher(page)).toBeInViewport()
    await expect(launcher(page)).toHaveAccessibleName(t.chat.open)
    // Square (or round), at the end and in the lower half, where it is on `/`.
    const box = (await launcher(page).boundingBox())!
    expect(box.width).toBe(box.height)
    expect(box).toEqual(home)
    expect(1280 - (box.x + box.width)).toBeLessThanOrEqual(32)
    expect(box.y).toBeGreaterThan(400)

    await openChatAt(page, `${server.url}${path}`)
    await expect(
      panel(page).getByRole('list', { name: t.chat.suggested }).getByRole('button'),
    ).toHaveText(suggestedQuestions(profile))
    await launcher(page).click()
    await expect(panel(page)).toBeHidden()
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false')
  })
}

/** The text of every script the page loads, from `load` until the network is quiet. */
async function scriptsLoadedBy(page: Page, load: () => Promise<unknown>) {
  const bodies: Promise<string>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  }
  page.on('response', onResponse)
  await load()
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  return Promise.all(bodies)
}

// The panel's own mark, in its code and no other's (its words come in the launcher's props).
const holdsThePanel = (code: string) => code.includes('data-chat-panel')

test('each page ships only the launcher: the panel’s code arrives on the first open', async ({
  page,
  server,
}) => {
  for (const [name, path] of PAGES) {
    const scripts = await scriptsLoadedBy(page, () => page.goto(`${server.url}${path}`))
    expect(scripts.length, name).toBeGreaterThan(0)
    expect(scripts.filter(holdsThePanel), name).toEqual([])
  }
  const opened = await scriptsLoadedBy(page, () => openChatAt(page, `${server.url}/resume`))
  expect(opened.some(holdsThePanel)).toBe(true)
})

test('the conversation in the tab follows the visitor from page to page', async ({
  page,
  server,
  model,
}) => {
  await openChatAt(page, server.url)
  model.enqueue(reply('She builds **retrieval** tools.'))
  await ask(page, 'What does she build?')
  await expect(bubbles(page).nth(2)).toContainText('She builds retrieval tools.')
  await keptInTab(page, 'She builds **retrieval** tools.')

  for (const [, path] of PAGES) {
    await openChatAt(page, `${server.url}${path}`)
    await expect(bubbles(page)).toHaveCount(3)
    await expect(bubbles(page).nth(1)).toContainText('What does she build?')
    await expect(bubbles(page).nth(2).locator('strong')).toHaveText('retrieval')
  }
})

test('from the resume, a link to a section in the panel opens the home page at that section', async ({
  page,
  server,
  model,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openChatAt(page, `${server.url}/resume`)
  model.enqueue(reply('See [her projects](#projects) and [her experience](#experience).'))
  await ask(page, 'What has she built?')
  const link = bubbles(page).nth(2).getByRole('link', { name: 'her projects' })
  await expect(link).toHaveAttribute('href', `${onSite(server, '/')}#projects`)
  await expect(link).not.toHaveAttribute('target', /./)
  await link.click()
  await page.waitForURL(`${server.url}/#projects`)
  await expect(page.locator('#projects')).toBeInViewport()
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeAttached()
  // The home page's own button, with the conversation that was on the resume.
  await openChat(page)
  await expect(bubbles(page).nth(1)).toContainText('What has she built?')
})

test('print leaves the button off the paper on every page', async ({ page, server }) => {
  await page.emulateMedia({ media: 'print' })
  for (const [, path] of PAGES) {
    await page.goto(`${server.url}${path}`)
    await expect(page.locator('[data-island="chat"]')).toHaveCount(1)
    await expect(launcher(page)).toBeHidden()
  }
})
