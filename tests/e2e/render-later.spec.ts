// The sections below the first screen wait to be laid out until the home page's script lays them out,
// one per frame (src/client/lib/render-later.ts). These tests hold the script back to see the page as it
// is before it runs: that is when a guessed height could send a link to the wrong place.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { LAID_OUT, RENDER_LATER, WAITING_SECTIONS } from '../../src/client/lib/render-later'
import { holdScripts, NAV_HEIGHT, waitForScrollEnd, waitForStyles } from './support/page'
import { t } from '../support/words'

/** Opens `url` without waiting for the (held) scripts. */
async function openStyled(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' })
  await waitForStyles(page)
}

/** Each waiting section's `content-visibility`, by id. */
const visibility = (page: Page) =>
  page.evaluate(
    (selector) =>
      Object.fromEntries(
        [...document.querySelectorAll(selector)].map((section) => [
          section.id,
          getComputedStyle(section).contentVisibility,
        ]),
      ),
    WAITING_SECTIONS,
  )

const every = (value: string, sections: Record<string, string>) =>
  Object.fromEntries(Object.keys(sections).map((id) => [id, value]))

test('the sections below the first screen wait for the script, which lays them all out', async ({
  page,
  server,
}) => {
  const release = await holdScripts(page)
  await openStyled(page, server.url)
  await expect(page.locator('html')).toHaveAttribute(RENDER_LATER, '')
  const before = await visibility(page)
  expect(Object.keys(before).length).toBeGreaterThan(2)
  expect(before).toEqual(every('auto', before))
  // The hero is not one of them.
  expect(
    await page
      .locator('#home')
      .evaluate((home, selector) => home.matches(selector), WAITING_SECTIONS),
  ).toBe(false)

  release()
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_LATER)
  expect(await visibility(page)).toEqual(every('visible', before))
  await expect(page.locator(WAITING_SECTIONS)).toHaveCount(Object.keys(before).length)
  for (const section of await page.locator(WAITING_SECTIONS).all())
    await expect(section).toHaveAttribute(LAID_OUT, '')
})

test('a link followed before the script has run still lands on its section', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await holdScripts(page)
  await openStyled(page, server.url)
  await expect(page.locator('html')).toHaveAttribute(RENDER_LATER, '')
  await page
    .getByRole('navigation', { name: t.common.mainNavigation })
    .getByRole('link', { name: t.nav.skills, exact: true })
    .click()
  await waitForScrollEnd(page)
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_LATER)
  const top = await page.locator('#skills').evaluate((skills) => skills.getBoundingClientRect().top)
  expect(Math.abs(top - NAV_HEIGHT)).toBeLessThanOrEqual(1)
})

test('a link to a section and a reload lay every section out from the start', async ({
  page,
  server,
}) => {
  // Both scroll the page as it loads, to the section or to where the visitor was.
  await holdScripts(page)
  await openStyled(page, `${server.url}/#contact`)
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_LATER)
  const sections = await visibility(page)
  expect(sections).toEqual(every('visible', sections))

  await openStyled(page, server.url)
  await expect(page.locator('html')).toHaveAttribute(RENDER_LATER, '')
  await page.reload({ waitUntil: 'commit' })
  await waitForStyles(page)
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_LATER)
})
