import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { profile } from '../../src/content/profile'
import { navEntriesOf } from '../../src/core/home-sections/registry'
import { ACTIVE_SECTION_OFFSET, FROSTED_AFTER, splitNavEntries } from '../../src/core/sections'
import { loadPosts } from '../../tooling/vite/posts'
import { openChatAt } from '../support/chat'
import { t } from '../support/words'
import { NAV_HEIGHT, scrollInstantly, sectionTop, waitForScrollEnd } from './support/page'

// The bar's entries for this owner: Writing joins them with posts, an optional section with entries.
const NAV_ENTRIES = navEntriesOf(profile, (await loadPosts()).posts)

/** The active-entry rule, computed from the live layout: the last entry whose section starts at or above scrollY + 100. */
function expectedActive(page: Page) {
  return page.evaluate(
    ({ ids, offset }) => {
      let active = ids[0]
      for (const id of ids) {
        const element = document.getElementById(id)
        if (
          element &&
          element.getBoundingClientRect().top + window.scrollY <= window.scrollY + offset
        )
          active = id
      }
      return active
    },
    { ids: NAV_ENTRIES.map((entry) => entry.id), offset: ACTIVE_SECTION_OFFSET },
  )
}

/** Records every scroll position the page passes through, to tell a smooth scroll from a jump. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = []
    ;(window as unknown as { scrollPositions: number[] }).scrollPositions = positions
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true })
  })
  return () =>
    page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions)
}

test.describe('on a desktop', () => {
  test('each entry smooth-scrolls to its section, and the entry in view is highlighted', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    const row = page.getByRole('navigation', { name: t.common.mainNavigation })
    await expect(row.getByRole('link', { name: t.nav.home, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    )
    // Down the page and back up to the top, by the bar's own entries (those under More, when the
    // content has them: full-resume.spec).
    const { bar } = splitNavEntries(NAV_ENTRIES)
    const order = [...bar.slice(1), bar[0]!]
    for (const entry of order) {
      const positions = await recordScrolling(page)
      await row.getByRole('link', { name: entry.label, exact: true }).click()
      await waitForScrollEnd(page)
      await expect(page).toHaveURL(new RegExp(`#${entry.id}$`))

      // The section's top lands just below the fixed bar, unless the page cannot scroll that far.
      const { top, scrollY, maxScroll } = await page.evaluate((id) => {
        const element = document.getElementById(id) as HTMLElement
        return {
          top: element.getBoundingClientRect().top,
          scrollY: window.scrollY,
          maxScroll: document.documentElement.scrollHeight - window.innerHeight,
        }
      }, entry.id)
      if (entry.id === 'home') expect(scrollY).toBe(0)
      else if (scrollY < maxScroll - 1) expect(Math.abs(top - NAV_HEIGHT)).toBeLessThanOrEqual(1)

      // Smooth: the page passed through positions on the way instead of jumping.
      expect(new Set(await positions()).size).toBeGreaterThan(2)

      // Highlighted: the clicked entry, which is also what the active-entry rule picks for this position.
      expect(await expectedActive(page)).toBe(entry.id)
      await expect(row.locator('[aria-current="location"]')).toHaveText([entry.label])
    }
  })

  test('the highlight switches exactly when a section reaches the scroll position + 100 px', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    const row = page.getByRole('navigation', { name: t.common.mainNavigation })
    const current = row.locator('[aria-current="location"]')
    // Each entry, with the one before it in the bar (Writing before Skills when the owner has posts).
    const labelBefore = (id: string) =>
      NAV_ENTRIES[NAV_ENTRIES.findIndex((candidate) => candidate.id === id) - 1]?.label ?? ''
    for (const [previous, entry] of (['about', 'experience', 'skills', 'contact'] as const).map(
      (id) => [labelBefore(id), id] as const,
    )) {
      // Layout offsets can be fractional; scroll positions are whole pixels.
      const top = Math.ceil(await sectionTop(page, entry))
      await scrollInstantly(page, top - ACTIVE_SECTION_OFFSET - 1)
      await expect(current).toHaveText([previous])
      await scrollInstantly(page, top - ACTIVE_SECTION_OFFSET)
      await expect(current).toHaveText([NAV_ENTRIES.find((e) => e.id === entry)!.label])
      expect(await expectedActive(page)).toBe(entry)
    }
  })

  test('the bar turns frosted only after more than 50 px of scrolling', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    const bar = page.getByRole('banner')
    const look = () =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element)
        return {
          backdrop: style.backdropFilter,
          background: style.backgroundColor,
          shadow: style.boxShadow,
        }
      })
    await expect(bar).toHaveAttribute('data-scrolled', 'false')
    const clear = await look()
    expect(clear.backdrop).toBe('none')
    expect(clear.background).toBe('rgba(0, 0, 0, 0)')

    await scrollInstantly(page, FROSTED_AFTER)
    await expect(bar).toHaveAttribute('data-scrolled', 'false')
    expect(await look()).toEqual(clear)

    await scrollInstantly(page, FROSTED_AFTER + 1)
    await expect(bar).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(async () => (await look()).backdrop).toBe('blur(12px)')
    const frosted = await look()
    expect(frosted.background).not.toBe(clear.background)
    expect(frosted.shadow).not.toBe('none')

    await scrollInstantly(page, 0)
    await expect(bar).toHaveAttribute('data-scrolled', 'false')
    await expect.poll(async () => (await look()).backdrop).toBe('none')
  })
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true })

  test('the menu opens, navigates to a section and closes; its button closes it too', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    const button = page.getByRole('button', { name: t.nav.menu })
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    // The desktop row is hidden on a phone; the menu starts closed.
    await expect(
      page
        .getByRole('navigation', { name: t.common.mainNavigation })
        .getByRole('link', { name: t.nav.about }),
    ).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    // The sections' entries, in order (the language list below them is the switcher's).
    await expect(menu.locator('a:not([hreflang])')).toHaveText(
      NAV_ENTRIES.map((entry) => entry.label),
    )

    await menu.getByRole('link', { name: t.nav.skills }).click()
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await waitForScrollEnd(page)
    await expect(page).toHaveURL(/#skills$/)
    const top = await page.locator('#skills').evaluate((el) => el.getBoundingClientRect().top)
    expect(Math.abs(top - NAV_HEIGHT)).toBeLessThanOrEqual(1)
    await expect(
      menu.getByRole('link', { name: t.nav.skills, includeHidden: true }),
    ).toHaveAttribute('aria-current', 'location')

    await button.click()
    await expect(menu).toBeVisible()
    await button.click()
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu and puts focus back on its button', async ({ page, server }) => {
    await page.goto(server.url)
    const button = page.getByRole('button', { name: t.nav.menu })
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await button.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: t.nav.home })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  })

  test('nothing overflows sideways on a phone', async ({ page, server }) => {
    for (const path of ['/', '/resume', '/no/such/page']) {
      await page.goto(`${server.url}${path}`)
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth)
    }
  })
})

/** How far the page scrolls sideways, and the elements that stick out past the right edge. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
    return { px: document.documentElement.scrollWidth - width, culprits }
  })
}

test.describe('on the narrowest phone (320 px, WCAG 1.4.10 Reflow)', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true })

  test('nothing on any page overflows sideways, with the chat panel closed or open', async ({
    page,
    server,
  }) => {
    for (const path of ['/', '/resume', '/no/such/page']) {
      await page.goto(`${server.url}${path}`)
      // The projects (here the samples) have replaced the placeholders.
      await page.waitForLoadState('networkidle')
      expect(await sidewaysOverflow(page), path).toEqual({ px: 0, culprits: [] })
    }
    // The contact tiles fit by wrapping, not by clipping: the whole email address can be read.
    await page.goto(server.url)
    const clipped = await page
      .locator('#contact')
      .evaluate((section) =>
        [...section.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent),
      )
    expect(clipped).toEqual([])

    await openChatAt(page, server.url)
    await page.waitForLoadState('networkidle')
    expect(await sidewaysOverflow(page), '/ with the chat panel open').toEqual({
      px: 0,
      culprits: [],
    })
  })
})
