// Helpers for driving a page the way a visitor does, shared by the end-to-end specs.
import { expect, type Page } from '@playwright/test'

/** The fixed navigation bar's height (`h-16`), which is also the sections' `scroll-margin-top`. */
export const NAV_HEIGHT = 64

/**
 * Holds every request matching `url` back until the returned `release` is called, as on a slow
 * connection. Inline scripts still run.
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Holds the page's script files back (see `holdRequests`). */
export const holdScripts = (page: Page) => holdRequests(page, '**/assets/*.js')

/** Waits until the page is parsed (its head scripts have run) and every stylesheet applies. */
export async function waitForStyles(page: Page) {
  await page.waitForFunction(() => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    return (
      document.readyState !== 'loading' &&
      sheets.length > 0 &&
      sheets.every((link) => link.sheet !== null)
    )
  })
}

/** Resolves once the page has stopped scrolling (smooth scrolling included) for a few frames. */
export async function waitForScrollEnd(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const check = () => {
          if (window.scrollY === last) still += 1
          else {
            still = 0
            last = window.scrollY
          }
          if (still >= 10) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

/** Scrolls at once (no smooth scrolling) and waits for the scroll listeners' next frame. */
export async function scrollInstantly(page: Page, top: number) {
  await page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: 'instant' })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, top)
}

/** A section's top edge, in document coordinates. */
export function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const element = document.getElementById(sectionId)
    if (!element) throw new Error(`no #${sectionId}`)
    return element.getBoundingClientRect().top + window.scrollY
  }, id)
}

/**
 * Waits until what axe reads is in place: the fonts, and on the home page the projects (their cards or the
 * samples in place of the placeholders, so the filters carry their counts). Not `networkidle`: on the
 * resume page, with its PDF frame, it once did not come within a 90 s timeout in CI.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  if ((await page.locator('#projects').count()) > 0)
    await expect(page.locator('#projects [data-placeholder]')).toHaveCount(0)
}
