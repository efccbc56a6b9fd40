import type { Locator, Page } from '@playwright/test'
import { profile } from '@/content/profile'
import { expect, test } from './fixtures'
import { scrollInstantly, sectionTop, waitForScrollEnd } from './support/page'
import { t } from '../support/words'

const BOTTOM_MARGIN = 50 // a section is in view once it is 50 px above the viewport's bottom edge
// The sections every owner has below the hero, and the certifications for an owner who lists some.
const HAS_CERTIFICATIONS = profile.certifications.length > 0
const SECTIONS = ['about', 'experience', 'projects', 'skills', 'contact'].concat(
  HAS_CERTIFICATIONS ? ['certifications'] : [],
)

const opacity = (section: Locator) =>
  section.evaluate((element) => getComputedStyle(element).opacity)

/** Lets the intersection observer deliver its entries for the current scroll position. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      ),
  )

test('sections below the fold fade in once, when scrolled to, and never fade out again', async ({
  page,
  server,
}) => {
  await page.goto(server.url)
  const innerHeight = await page.evaluate(() => window.innerHeight)
  const belowFold = await page.evaluate(
    (height) =>
      [...document.querySelectorAll<HTMLElement>('[data-fade]')]
        .filter((section) => section.getBoundingClientRect().top >= height)
        .map((section) => section.id),
    innerHeight,
  )
  expect(belowFold).toEqual(expect.arrayContaining(SECTIONS.filter((id) => id !== 'about')))
  for (const id of belowFold) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-fade', 'pending')
    await expect.poll(() => opacity(page.locator(`#${id}`)), { message: id }).toBe('0')
  }

  // The section just above the contact section (the certifications, for an owner who lists some).
  const aboveContact = belowFold[belowFold.indexOf('contact') - 1] ?? ''
  const section = page.locator(`#${aboveContact}`)
  const top = await sectionTop(page, aboveContact)
  // Peeking into the bottom 50 px of the viewport is not enough...
  await scrollInstantly(page, top - innerHeight + BOTTOM_MARGIN - 10)
  await nextFrames(page)
  await expect(section).toHaveAttribute('data-fade', 'pending')
  // ...entering the viewport above that margin is.
  await scrollInstantly(page, top - innerHeight + BOTTOM_MARGIN + 150)
  await expect(section).toHaveAttribute('data-fade', 'visible')
  await expect.poll(() => opacity(section)).toBe('1')
  // The sections further down are still waiting.
  await expect(page.locator('#contact')).toHaveAttribute('data-fade', 'pending')

  // Back to the top: nothing reverts.
  await scrollInstantly(page, 0)
  await nextFrames(page)
  await expect(section).toHaveAttribute('data-fade', 'visible')
  expect(await opacity(section)).toBe('1')

  // A visitor reading the whole page ends up seeing every section.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += Math.floor(innerHeight / 2)) await scrollInstantly(page, y)
  for (const id of belowFold) {
    await expect(page.locator(`#${id}`), id).toHaveAttribute('data-fade', 'visible')
    await expect.poll(() => opacity(page.locator(`#${id}`)), { message: id }).toBe('1')
  }
})

test('a link straight to a section shows it and everything above it', async ({ page, server }) => {
  await page.goto(`${server.url}/#skills`)
  await waitForScrollEnd(page)
  await nextFrames(page)
  const placement = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-fade]')].map((section) => {
        const { top } = section.getBoundingClientRect()
        return [section.id, top < window.innerHeight - 100 ? 'seen' : 'below']
      }),
    ),
  )
  expect(placement).toMatchObject({ about: 'seen', skills: 'seen' })
  for (const [id, where] of Object.entries(placement)) {
    if (where !== 'seen') continue
    await expect(page.locator(`#${id}`)).not.toHaveAttribute('data-fade', 'pending')
    await expect.poll(() => opacity(page.locator(`#${id}`)), { message: id }).toBe('1')
  }
  // What is still below waits (a short profile may have nothing below its skills).
  for (const [id, where] of Object.entries(placement)) {
    if (where === 'below')
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-fade', 'pending')
  }
})

test('a jump past hidden sections, after the script hid them, shows them too', async ({
  page,
  server,
}) => {
  // As a link to a section can: the browser scrolls to it only after the page's script has hidden
  // what was below the fold then.
  await page.goto(server.url)
  await expect(page.locator('#skills')).toHaveAttribute('data-fade', 'pending')
  await scrollInstantly(page, await sectionTop(page, 'skills'))
  await nextFrames(page)
  await expect(page.locator('#skills')).toHaveAttribute('data-fade', 'visible')
  for (const id of ['about', 'experience', 'projects']) {
    await expect(page.locator(`#${id}`), id).not.toHaveAttribute('data-fade', 'pending')
  }
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('every section is visible at once, and nothing scrolls smoothly', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    await nextFrames(page)
    const sections = page.locator('[data-fade]')
    expect(await sections.count()).toBeGreaterThanOrEqual(SECTIONS.length)
    for (const section of await sections.all()) {
      expect(await opacity(section)).toBe('1')
      expect(
        await section.evaluate((element) => getComputedStyle(element.firstElementChild!).translate),
      ).toBe('none')
    }
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every section is visible: the fade-in is an enhancement', async ({ page, server }) => {
    await page.goto(server.url)
    const sections = page.locator('[data-fade]')
    expect(await sections.count()).toBeGreaterThanOrEqual(SECTIONS.length)
    for (const section of await sections.all()) {
      await expect(section).toHaveAttribute('data-fade', '')
      expect(await opacity(section)).toBe('1')
    }
    await expect(
      page.getByRole('heading', {
        name: HAS_CERTIFICATIONS ? t.sections.certifications.title : t.sections.skills.title,
      }),
    ).toBeVisible()
  })
})
