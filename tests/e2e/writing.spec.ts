// The owner's writing: /writing, each post, the home page's Writing section, the navigation entry and the
// feed, for the owner this build was made with. An owner without posts has none of them: the site is as
// it was before writing existed. CI runs this spec for every example owner (npm run test:owners).
import AxeBuilder from '@axe-core/playwright'
import type { Page, Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { profile } from '@/content/profile'
import { HOME_POSTS, formatPostDate, metaOf, postPath } from '@/core/posts'
import { SITE_FILES, feedTitle } from '@/core/seo'
import { loadPosts } from '../../tooling/vite/posts'
import { count, fill, intl, t } from '../support/words'

const posts = (await loadPosts()).posts
// A static build lives under a base path (/portfolio/writing): links end with the site's own path.
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
const THEMES = ['dark', 'light'] as const

async function open(page: Page, url: string, theme: (typeof THEMES)[number] = 'dark') {
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

/** The bytes of JavaScript a page loads before any interaction. */
async function scriptBytes(page: Page, url: string) {
  const sizes: Promise<number>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(response.body().then((body) => body.length))
  }
  page.on('response', onResponse)
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
}

if (posts.length === 0) {
  test('has no writing page, no feed, no Writing section and no navigation entry', async ({
    page,
    request,
    server,
  }) => {
    expect((await request.get(`${server.url}/writing`)).status()).toBe(404)
    expect((await request.get(`${server.url}${SITE_FILES.feed}`)).status()).toBe(404)
    await open(page, server.url)
    await expect(page.locator('#writing')).toHaveCount(0)
    await expect(
      page.getByRole('navigation', { name: t.common.mainNavigation }).getByText(t.nav.writing),
    ).toHaveCount(0)
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0)
  })
} else {
  test('/writing lists every post newest first: title, date, reading time, summary and tags', async ({
    page,
    server,
  }) => {
    await open(page, `${server.url}/writing`)
    await expect(page.getByRole('heading', { level: 1, name: t.writing.title })).toBeVisible()
    const items = page.locator('main ol > li')
    await expect(items).toHaveCount(posts.length)
    for (const [index, post] of posts.entries()) {
      const item = items.nth(index)
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(post.title)
      await expect(item.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        endsWith(postPath(post.slug)),
      )
      await expect(item.locator('time')).toHaveAttribute('datetime', post.date)
      await expect(item.locator('time')).toHaveText(formatPostDate(post.date, intl))
      await expect(item).toContainText(count(t.writing.readingTime, post.readingMinutes))
      await expect(item).toContainText(post.summary)
      for (const tag of post.tags) await expect(item.getByText(tag, { exact: true })).toBeVisible()
    }
  })

  test('a post renders its Markdown, with code highlighted in classes and no script of its own', async ({
    page,
    server,
  }) => {
    const post = posts.find((entry) => entry.html.includes('<pre')) ?? posts[0]
    if (!post) throw new Error('no post')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await open(page, `${server.url}${postPath(post.slug)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page).toHaveTitle(fill(t.meta.post, { title: post.title, owner: profile.name }))
    const body = page.locator('.prose')
    await expect(body).toBeVisible()
    // Every heading of the post carries an anchor to itself.
    for (const heading of await body.locator('h2, h3').all()) {
      const id = await heading.getAttribute('id')
      await expect(heading.locator('a.heading-anchor')).toHaveAttribute('href', `#${id}`)
    }
    if (post.html.includes('<pre')) {
      const code = body.locator('pre.shiki').first()
      await expect(code).toBeVisible()
      await expect(body.locator('[style]')).toHaveCount(0)
      // Coloured by the build's classes: a token is not the text colour of the page.
      const colours = await code
        .locator('span[class^="code-"]')
        .evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size)
      expect(colours).toBeGreaterThan(2)
    }
    // The theme toggle is the page's only island: one entry script, and React.
    expect(scripts.filter((path) => !path.includes('/assets/'))).toEqual([])
    await page.getByRole('button', { name: t.common.toggleTheme }).click()
    await expect(page.locator('html')).not.toHaveClass('dark')
  })

  test('a post loads no more JavaScript than the 404 page', async ({ page, server }) => {
    const post = await scriptBytes(page, `${server.url}${postPath(posts[0]?.slug ?? '')}`)
    const notFound = await scriptBytes(page, `${server.url}/no/such/page`)
    expect(post).toBeGreaterThan(0)
    expect(
      post,
      `a post loads ${post} bytes of JavaScript, the 404 page ${notFound}`,
    ).toBeLessThanOrEqual(notFound)
  })

  test('the home page shows the latest posts in a Writing section, with a navigation entry', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page, server.url)
    const section = page.locator('#writing')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(t.sections.writing.title)
    const titles = posts.slice(0, HOME_POSTS).map((post) => post.title)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles)
    await expect(section.getByRole('link', { name: t.writing.all })).toHaveAttribute(
      'href',
      endsWith('/writing'),
    )
    const entry = page
      .getByRole('navigation', { name: t.common.mainNavigation })
      .getByRole('link', {
        name: t.nav.writing,
        exact: true,
      })
    await entry.click()
    await expect(entry).toHaveAttribute('aria-current', 'location')
  })

  test('every page links the feed, and the feed lists every post with absolute links', async ({
    page,
    request,
    server,
  }) => {
    for (const path of ['/', '/resume', '/writing', postPath(posts[0]?.slug ?? ''), '/nope']) {
      await page.goto(`${server.url}${path}`)
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', endsWith(SITE_FILES.feed))
    }
    const feed = await request.get(`${server.url}${SITE_FILES.feed}`)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toContain('xml')
    const xml = await feed.text()
    expect(xml).toContain(`<title>${feedTitle(profile)}</title>`)
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1])
    expect(links).toEqual(
      posts.map((post) => expect.stringMatching(new RegExp(`^https?://.+${postPath(post.slug)}$`))),
    )
  })

  test('each post has its own share image', async ({ request, server }) => {
    for (const post of posts.map(metaOf)) {
      const image = await request.get(`${server.url}/og/${post.slug}.png`)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
    }
  })

  for (const theme of THEMES) {
    test(`axe finds nothing on /writing and on a post, code included (${theme})`, async ({
      page,
      server,
    }) => {
      const post = posts.find((entry) => entry.html.includes('<pre')) ?? posts[0]
      for (const path of ['/writing', postPath(post?.slug ?? '')]) {
        await open(page, `${server.url}${path}`, theme)
        const { violations } = await new AxeBuilder({ page }).analyze()
        expect(
          violations.map((violation) => ({
            rule: violation.id,
            nodes: violation.nodes.map(
              (node) => `${node.target.join(' ')}: ${node.failureSummary}`,
            ),
          })),
          path,
        ).toEqual([])
      }
    })
  }
}
