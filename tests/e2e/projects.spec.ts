// The projects section in Chromium, against the production server pointed at the GitHub double.
import type { Locator, Page } from '@playwright/test'
import { profile } from '@/content/profile'
import { githubUsernameOf } from '@/core/links'
import {
  countByFilter,
  filterProjects,
  technologyBadges,
  type ProjectFilter,
} from '@/core/project-categories'
import { formatUpdated, prettifyName } from '@/core/project-display'
import { sampleProjects } from '@/core/sample-projects'
import {
  OWNER_EXPECTED_ORDER,
  OWNER_REPO_FIELDS,
  noCloudRepos,
  nothingToShowRepos,
  ownerRepos,
} from '../doubles/github/fixtures'
import type { GithubDoubleMode } from '../doubles/github/server'
import { ANY_OWNER, expect, test, useGithubDouble } from './fixtures'
import { holdRequests } from './support/page'
import { anyValues, fill, intl, t } from '../support/words'

// The GitHub double answers for the owner's GitHub user; an owner without one gets the tests at the end.
const githubUser = githubUsernameOf(profile)
const username = githubUser ?? 'no-github-user'
const owner = { login: username, id: 91234567 }
const rules = profile.projectRules
const samples = sampleProjects(profile)
const prettify = (name: string) => prettifyName(name, profile.acronyms)
const sampleTitles = samples.map((project) => prettify(project.name))

// What the double's repositories become under the owner's rules (the built-in ones unless the owner
// added keywords or overrides): the expectations follow the content, not one owner's choices.
const kept = OWNER_EXPECTED_ORDER.map((name) => ({
  name,
  topics: OWNER_REPO_FIELDS.find((repo) => repo.name === name)?.topics ?? [],
}))
const keptCounts = countByFilter(kept, rules)
const keptTitles = (filter: ProjectFilter) =>
  filterProjects(kept, filter, rules).map((repo) => prettify(repo.name))
const badgesOf = (name: string) =>
  technologyBadges(kept.find((repo) => repo.name === name) ?? { name }, rules)
const sampleCounts = countByFilter(samples, rules)
const FILTERS = t.projects.filters
const LABELS: Array<[ProjectFilter, string]> = (
  ['all', 'web-development', 'ai-ml', 'cloud'] as const
).map((filter) => [filter, FILTERS[filter]])
/** The note over the samples when the projects could not be had: GitHub's status, or no answer at all. */
const NOTES = {
  github: (status: number) =>
    fill(t.projects.note, { error: fill(t.projects.githubError, { status }) }),
  unreachable: fill(t.projects.note, { error: t.projects.fetchFailed }),
}
/** A card's Code and Live links, named with the project's title. */
const CODE = anyValues(t.projects.codeLabel)
const LIVE = anyValues(t.projects.liveLabel)
// The accessible name is the visible text, so "click All Projects 9" finds the button.
async function expectCounts(page: Page, counts: Record<ProjectFilter, number>) {
  for (const [filter, label] of LABELS) {
    await expect(filterButton(page, label)).toHaveText(`${label} ${counts[filter]}`)
    await expect(filterButton(page, label)).toHaveAccessibleName(`${label} ${counts[filter]}`)
  }
}

/** Points the describe block's server at a GitHub double with these repositories (or in this mode). */
function withGithub(setup: {
  repos?: Record<string, unknown>[]
  mode?: GithubDoubleMode
  delayMs?: number
  /** GitHub holds its answers until the test releases them (the server asks as soon as it starts). */
  held?: boolean
}) {
  useGithubDouble({ [username]: setup.repos ?? ownerRepos(owner) }, (github) => {
    if (setup.mode) github.setMode(setup.mode)
    if (setup.delayMs) github.setDelay(setup.delayMs)
    if (setup.held) github.hold()
  })
}

const section = (page: Page) => page.locator('section#projects')
const filterButton = (page: Page, name: string) =>
  section(page)
    .getByRole('group', { name: t.projects.filterGroup })
    .getByRole('button', {
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s|$)`),
    })
const cards = (page: Page) =>
  section(page).getByRole('list', { name: t.projects.list }).locator(':scope > li')
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 })
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) })

async function openProjects(page: Page, url: string) {
  await page.goto(url)
  await section(page).scrollIntoViewIfNeeded()
}

test.describe('with GitHub answering', () => {
  withGithub({})

  test('shows the kept repositories in order, with the counts on the filter buttons', async ({
    page,
    server,
  }) => {
    await openProjects(page, server.url)
    await expect(section(page).getByRole('heading', { level: 2 })).toHaveText(
      t.sections.projects.title,
    )
    await expect(cardTitles(page)).toHaveText(OWNER_EXPECTED_ORDER.map(prettify))
    await expectCounts(page, keptCounts)
    await expect(filterButton(page, FILTERS.all)).toHaveAttribute('aria-pressed', 'true')
    await expect(section(page).getByText(anyValues(t.projects.note))).toHaveCount(0)
  })

  test('filters by category: a toggle group, back to all', async ({ page, server }) => {
    await openProjects(page, server.url)
    await filterButton(page, FILTERS['ai-ml']).click()
    await expect(filterButton(page, FILTERS['ai-ml'])).toHaveAttribute('aria-pressed', 'true')
    await expect(filterButton(page, FILTERS.all)).toHaveAttribute('aria-pressed', 'false')
    await expect(cardTitles(page)).toHaveText(keptTitles('ai-ml'))
    await filterButton(page, FILTERS.cloud).click()
    await expect(cardTitles(page)).toHaveText(keptTitles('cloud'))
    await filterButton(page, FILTERS['web-development']).click()
    await expect(cardTitles(page)).toHaveText(keptTitles('web-development'))
    await filterButton(page, FILTERS.all).click()
    await expect(cardTitles(page)).toHaveCount(9)
  })

  test('a card: name, category, Updated date, description, technologies, Code and Live', async ({
    page,
    server,
  }) => {
    await openProjects(page, server.url)
    const gitInsights = card(page, prettify('git-insights'))
    await expect(gitInsights.getByText(FILTERS['ai-ml'], { exact: true })).toHaveCount(
      keptTitles('ai-ml').includes(prettify('git-insights')) ? 1 : 0,
    )
    // The double's git-insights was updated on 2025-05-30.
    const updated = fill(t.projects.updated, { date: formatUpdated('2025-05-30T09:00:00Z', intl) })
    await expect(gitInsights.getByText(updated)).toBeVisible()
    await expect(gitInsights.getByText('commit trends, hotspots')).toBeVisible()
    await expect(
      gitInsights.getByRole('list', { name: t.projects.technologies }).getByRole('listitem'),
    ).toHaveText([...badgesOf('git-insights')])
    const code = gitInsights.getByRole('link', { name: CODE })
    await expect(code).toHaveAttribute('href', `https://github.com/${username}/git-insights`)
    await expect(code).toHaveAttribute('target', '_blank')
    await expect(code).toHaveAttribute('rel', 'noopener noreferrer')
    const live = gitInsights.getByRole('link', { name: LIVE })
    await expect(live).toHaveAttribute('href', 'https://git-insights.example.dev/')
    await expect(live).toHaveAttribute('target', '_blank')

    const dotfiles = card(page, prettify('dotfiles'))
    await expect(dotfiles.getByText(t.projects.fallbackDescription)).toBeVisible()
    await expect(
      card(page, prettify('serverless-etl-pipeline'))
        .getByRole('list', { name: t.projects.technologies })
        .getByRole('listitem'),
    ).toHaveText([...badgesOf('serverless-etl-pipeline')])
  })

  test(
    'the whole card leads to the code; Code and Live stay controls of their own',
    ANY_OWNER,
    async ({ page, server }) => {
      await openProjects(page, server.url)
      const gitInsights = card(page, prettify('git-insights'))
      const codeUrl = `https://github.com/${username}/git-insights`
      await expect(
        gitInsights.getByRole('heading', { level: 3 }).getByRole('link'),
      ).toHaveAttribute('href', codeUrl)
      // What a click at a point would reach: the link that the element under it belongs to.
      const linkAt = (locator: Locator, where: 'centre' | 'corner') =>
        locator.evaluate((element, at) => {
          const box = element.getBoundingClientRect()
          const x = at === 'centre' ? box.left + box.width / 2 : box.right - 16
          const y = at === 'centre' ? box.top + box.height / 2 : box.bottom - 16
          const hit = document.elementFromPoint(x, y)?.closest('a')
          return hit ? `${hit.getAttribute('aria-label') ?? hit.textContent}: ${hit.href}` : null
        }, where)
      const title = prettify('git-insights')
      await gitInsights.scrollIntoViewIfNeeded()
      // The description, the chips and an empty corner all reach the code...
      expect(await linkAt(gitInsights.getByText('commit trends, hotspots'), 'centre')).toBe(
        `${title}: ${codeUrl}`,
      )
      expect(
        await linkAt(gitInsights.getByRole('list', { name: t.projects.technologies }), 'centre'),
      ).toBe(`${title}: ${codeUrl}`)
      expect(await linkAt(gitInsights, 'corner')).toBe(`${title}: ${codeUrl}`)
      // ...while Code and Live are their own links, above the card's.
      const code = gitInsights.getByRole('link', { name: CODE })
      const live = gitInsights.getByRole('link', { name: LIVE })
      expect(await linkAt(code, 'centre')).toBe(
        `${fill(t.projects.codeLabel, { title })}: ${codeUrl}`,
      )
      expect(await linkAt(live, 'centre')).toBe(
        `${fill(t.projects.liveLabel, { title })}: https://git-insights.example.dev/`,
      )

      // Hover and keyboard focus light the border in the accent.
      const accent = await page.evaluate(() => {
        const probe = document.createElement('i')
        probe.style.color = 'var(--accent)'
        document.body.append(probe)
        const color = getComputedStyle(probe).color
        probe.remove()
        return color
      })
      const border = () =>
        gitInsights.evaluate((element) => getComputedStyle(element).borderTopColor)
      expect(await border()).not.toBe(accent)
      await gitInsights.hover()
      await expect.poll(border).toBe(accent)
      await page.mouse.move(0, 0)
      await expect.poll(border).not.toBe(accent)
      await gitInsights.getByRole('heading', { level: 3 }).getByRole('link').focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect.poll(border).toBe(accent)
    },
  )

  test(
    'Live shows only for an http(s) homepage; no other scheme becomes a link',
    ANY_OWNER,
    async ({ page, server }) => {
      await openProjects(page, server.url)
      await expect(cardTitles(page)).toHaveCount(9)
      const withLive = ['git-insights', 'react-dashboard', 'budget-tracker'].map(prettify)
      for (const title of OWNER_EXPECTED_ORDER.map(prettify)) {
        await expect(card(page, title).getByRole('link', { name: LIVE })).toHaveCount(
          withLive.includes(title) ? 1 : 0,
        )
        await expect(card(page, title).getByRole('link', { name: CODE })).toHaveCount(1)
      }
      await expect(
        card(page, prettify('budget-tracker')).getByRole('link', { name: LIVE }),
      ).toHaveAttribute('href', 'http://budget.example.dev/')
      const hrefs = await section(page)
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      for (const href of hrefs) expect(href).toMatch(/^https?:\/\//)
    },
  )

  test('View All Projects on GitHub opens the owner’s profile', async ({ page, server }) => {
    await openProjects(page, server.url)
    const link = section(page).getByRole('link', { name: t.projects.onGitHub })
    await expect(link).toHaveAttribute('href', `https://github.com/${username}`)
    await expect(link).toHaveAttribute('target', '_blank')
  })

  test(
    'the request starts with the page and the island reuses it: one request, no warning or error',
    ANY_OWNER,
    async ({ page, server, github }) => {
      const apiRequests: string[] = []
      const warnings: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/projects') apiRequests.push(request.url())
      })
      page.on('console', (message) => {
        // Any warning or error counts: an unused preload, a hydration mismatch, a failed request.
        if (message.type() === 'warning' || message.type() === 'error')
          warnings.push(message.text())
      })
      const html = await (await page.request.get(server.url)).text()
      expect(html).toContain('<link rel="preload" href="/api/projects" as="fetch" crossorigin')

      await openProjects(page, server.url)
      await expect(cardTitles(page)).toHaveCount(9)
      // Chromium warns when a preload goes unused; give it the time it waits before warning.
      await page.waitForTimeout(3500)
      expect(apiRequests).toHaveLength(1)
      expect(warnings).toEqual([])
      expect(github.repoRequests().length).toBeGreaterThanOrEqual(1)
    },
  )

  test('grid: one column small, two medium, three large', ANY_OWNER, async ({ page, server }) => {
    const columns = async () =>
      section(page)
        .getByRole('list', { name: t.projects.list })
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)
    for (const [width, count] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await openProjects(page, server.url)
      await expect(cardTitles(page)).toHaveCount(9)
      expect(await columns()).toBe(count)
    }
  })
})

test.describe('while loading', ANY_OWNER, () => {
  withGithub({})

  test('the prerendered page already holds the six placeholders', async ({ request, server }) => {
    const html = await (await request.get(server.url)).text()
    expect(html.match(/data-placeholder=""/g)).toHaveLength(6)
  })

  // 1024 px has the narrowest cards (three columns), where the longest badge list wraps the most.
  for (const width of [1280, 1024, 800, 375]) {
    test(`six placeholders, replaced by cards of the same size in the same place (${width} px)`, async ({
      page,
      server,
    }) => {
      await expectCardsReplacePlaceholdersInPlace(page, server.url, width, 9)
    })
  }
})

test.describe('an empty category', () => {
  withGithub({ repos: noCloudRepos(owner) })

  test('says so, and View All Projects returns to all', async ({ page, server }) => {
    await openProjects(page, server.url)
    // The double's list without its cloud repositories: under the built-in rules Cloud is empty; an
    // owner's keywords may file others there, so the empty category is found by the same rules.
    const noCloud = kept.filter(
      (repo) => !['serverless-etl-pipeline', 's3-backup-cli'].includes(repo.name),
    )
    const [, emptyLabel] = LABELS.find(
      ([filter]) => filter !== 'all' && countByFilter(noCloud, rules)[filter] === 0,
    ) ?? ['cloud', FILTERS.cloud]
    await expect(filterButton(page, emptyLabel)).toHaveAccessibleName(`${emptyLabel} 0`)
    await filterButton(page, emptyLabel).click()
    await expect(section(page).getByText(t.projects.none)).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await section(page).getByRole('button', { name: t.projects.viewAll }).click()
    await expect(filterButton(page, FILTERS.all)).toHaveAttribute('aria-pressed', 'true')
    await expect(cardTitles(page)).toHaveCount(7)
  })
})

test.describe('GitHub rate-limits us', ANY_OWNER, () => {
  withGithub({ mode: 'rate-limited' })

  test('the samples and the red note with GitHub’s status', async ({ page, server }) => {
    await openProjects(page, server.url)
    await expect(section(page).getByRole('status')).toHaveText(NOTES.github(403))
    await expect(cardTitles(page)).toHaveText(sampleTitles)
    await expectCounts(page, sampleCounts)
    const color = await section(page)
      .getByRole('status')
      .evaluate((note) => getComputedStyle(note).color)
    expect(color).toMatch(/^(rgb|oklch|color)\(/)
    expect(color).not.toBe(
      await section(page).evaluate((element) => getComputedStyle(element).color),
    )
  })
})

test.describe('GitHub rate-limits us: the note takes no room from the cards', ANY_OWNER, () => {
  withGithub({ mode: 'rate-limited' })

  for (const width of [1280, 375]) {
    test(`placeholders are replaced in place by the samples and the note (${width} px)`, async ({
      page,
      server,
    }) => {
      await expectCardsReplacePlaceholdersInPlace(page, server.url, width, samples.length)
      await expect(section(page).getByRole('status')).toHaveText(anyValues(t.projects.note))
    })
  }
})

test.describe('GitHub answers after 3 s, with nothing cached yet', ANY_OWNER, () => {
  // The server asks GitHub when it starts; the 3 s count from when the visitor's page is open, however
  // long a busy machine took to get there.
  withGithub({ delayMs: 3_000, held: true })

  test('the placeholders and no note while GitHub answers, then the real cards without a reload', async ({
    page,
    server,
    github,
  }) => {
    await openProjects(page, server.url)
    github.release()
    // Well past the server's 0.6 s cutoff for a cached list: still loading, no sign of a failure.
    await page.waitForTimeout(1_500)
    await expect(section(page).locator('[data-placeholder]')).toHaveCount(6)
    await expect(section(page).getByRole('status')).toHaveText(t.projects.loading)
    await expect(cardTitles(page)).toHaveText(OWNER_EXPECTED_ORDER.map(prettify), {
      timeout: 8_000,
    })
    await expect(section(page).getByRole('status')).toHaveText('')
    expect(github.repoRequests()).toHaveLength(1)
  })
})

test.describe('GitHub answers after 12 s, past the 10 s timeout', ANY_OWNER, () => {
  withGithub({ delayMs: 12_000 })

  test('the placeholders and no note until the timeout, then the samples and the note', async ({
    page,
    server,
  }) => {
    await openProjects(page, server.url)
    // Past the server's 0.6 s cutoff for a cached list, and before its 10 s timeout for the call it
    // started with the server.
    await page.waitForTimeout(1_500)
    await expect(section(page).locator('[data-placeholder]')).toHaveCount(6)
    await expect(section(page).getByRole('status')).toHaveText(t.projects.loading)
    await expect(section(page).getByRole('status')).toHaveText(NOTES.unreachable, {
      timeout: 10_000,
    })
    // The server's own 10 s timeout ended it, not the browser giving up.
    expect(Date.now() - server.startedAt).toBeGreaterThanOrEqual(9_500)
    await expect(cardTitles(page)).toHaveText(sampleTitles)
  })
})

test.describe('GitHub has nothing the keep rules keep', () => {
  withGithub({ repos: nothingToShowRepos(owner) })

  test('the samples, with no note', async ({ page, server }) => {
    await openProjects(page, server.url)
    await expect(cardTitles(page)).toHaveText(sampleTitles)
    await expect(section(page).getByRole('status')).toHaveText('')
  })
})

test.describe('the browser cannot reach our server', ANY_OWNER, () => {
  withGithub({})

  test('the samples and the note with the spec’s fallback text', async ({ page, server }) => {
    await page.route('**/api/projects', (route) => route.abort('connectionrefused'))
    await openProjects(page, server.url)
    await expect(section(page).getByRole('status')).toHaveText(NOTES.unreachable)
    await expect(cardTitles(page)).toHaveText(sampleTitles)
  })
})

test.describe('the island on its own', ANY_OWNER, () => {
  withGithub({})

  test('never renders a link with another scheme, whatever our API sends', async ({
    page,
    server,
  }) => {
    const project = {
      id: 1,
      description: 'x',
      topics: [],
      updated_at: '2025-01-01T00:00:00Z',
    }
    await page.route('**/api/projects', (route) =>
      route.fulfill({
        json: {
          projects: [
            { ...project, name: 'bad-links', html_url: 'javascript:alert(1)', homepage: 'data:,x' },
            {
              ...project,
              id: 2,
              name: 'good-links',
              html_url: 'https://github.com/a/b',
              homepage: 'https://b.dev',
            },
          ],
          error: null,
          source: 'github',
        },
      }),
    )
    await openProjects(page, server.url)
    await expect(cardTitles(page)).toHaveText(['Bad Links', 'Good Links'])
    await expect(card(page, 'Bad Links').getByRole('link')).toHaveCount(0)
    // The card's own link (its title, stretched over it), Code and Live.
    await expect(
      card(page, 'Good Links')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual(['https://github.com/a/b', 'https://github.com/a/b', 'https://b.dev/'])
  })
})

/** Holds the projects request, measures the placeholders, releases it and compares the cards' boxes. */
async function expectCardsReplacePlaceholdersInPlace(
  page: Page,
  url: string,
  width: number,
  cardCount: number,
) {
  await page.setViewportSize({ width, height: 900 })
  // The section's fade-in moves it while it runs; only layout is compared here.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const release = await holdRequests(page, '**/api/projects')
  await openProjects(page, url)
  const placeholders = section(page).locator('[data-placeholder]')
  await expect(placeholders).toHaveCount(6)
  await expect(section(page).getByRole('status')).toHaveText(t.projects.loading)
  const before = await boxes(placeholders)
  const groupBefore = await section(page).getByRole('group').boundingBox()

  release()
  await expect(cardTitles(page)).toHaveCount(cardCount)
  await expect(placeholders).toHaveCount(0)
  const after = (await boxes(cards(page))).slice(0, 6)
  expect(after).toEqual(before.slice(0, after.length))
  expect(await section(page).getByRole('group').boundingBox()).toEqual(groupBefore)
}

async function boxes(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y: y + window.scrollY, width, height }
    }),
  )
}
