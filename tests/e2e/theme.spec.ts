import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { t } from '../support/words'
import { PALETTES, channels, type ThemeName } from '@/content/look'
import { profile } from '@/content/profile'

/** The page's background in a theme, as the owner's look draws it. */
const background = (theme: ThemeName) =>
  `rgb(${channels(PALETTES[profile.theme.preset][theme].background).join(', ')})`

type ThemeLog = {
  /** Every change to the document, in the order it happened: the class on <html>, and <body> arriving. */
  events: Array<{ kind: 'class'; value: string } | { kind: 'body' }>
  /** The class on <html> at the first animation frame, i.e. at the first paint. */
  atFirstFrame?: string
}

/**
 * Runs before any of the page's own scripts: records when <html>'s class changes relative to the moment
 * <body> is parsed. Mutation records arrive in the order the mutations happened, so if the class is right
 * before <body> exists, nothing was ever painted in the wrong theme.
 */
function recordThemeTimeline(page: Page) {
  return page.addInitScript(() => {
    const log: ThemeLog = { events: [] }
    ;(window as unknown as { themeLog: ThemeLog }).themeLog = log
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement)
          log.events.push({ kind: 'class', value: document.documentElement.className })
        for (const node of record.addedNodes)
          if (node.nodeName === 'BODY') log.events.push({ kind: 'body' })
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    })
    requestAnimationFrame(() => {
      log.atFirstFrame = document.documentElement.className
    })
  })
}

const themeLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { themeLog: ThemeLog }).themeLog)

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

test('dark by default, even when the system prefers light', async ({ page, server }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(server.url)
  expect(await isDark(page)).toBe(true)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
  // The page really is dark: the background is the look's dark one.
  await expect(page.locator('body')).toHaveCSS('background-color', background('dark'))
})

test('the toggle switches to light, saves it, and the choice survives a reload with no flash', async ({
  page,
  server,
}) => {
  await page.goto(server.url)
  const toggle = page.getByRole('button', { name: t.common.toggleTheme })
  await toggle.click()
  await expect(page.locator('html')).toHaveClass('light')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  await expect(page.locator('body')).toHaveCSS('background-color', background('light'))

  await recordThemeTimeline(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await isDark(page)).toBe(false)
  const log = await themeLog(page)
  // The prerendered class="dark" became "light" in <head>, before <body> existed, and never changed again.
  const bodyAt = log.events.findIndex((event) => event.kind === 'body')
  expect(bodyAt).toBeGreaterThan(0)
  expect(log.events.slice(0, bodyAt).at(-1)).toEqual({ kind: 'class', value: 'light' })
  expect(log.events.slice(bodyAt).filter((event) => event.kind === 'class')).toEqual([])
  expect(log.atFirstFrame).toBe('light')
  await expect(page.locator('html')).toHaveClass('light')

  // And back to dark, which is saved too.
  await page.getByRole('button', { name: t.common.toggleTheme }).click()
  await expect(page.locator('html')).toHaveClass('dark')
  await expect(page.locator('body')).toHaveCSS('background-color', background('dark'))
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
})

test('a visitor who chose dark gets dark at first paint, with no change to <html> at all', async ({
  page,
  server,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await page.emulateMedia({ colorScheme: 'light' })
  await recordThemeTimeline(page)
  await page.goto(server.url)
  const log = await themeLog(page)
  expect(log.atFirstFrame).toBe('dark')
  expect(log.events.filter((event) => event.kind === 'class' && event.value !== 'dark')).toEqual([])
})

test('the choice carries over to the other pages', async ({ page, server }) => {
  await page.goto(server.url)
  await page.getByRole('button', { name: t.common.toggleTheme }).click()
  for (const path of ['/resume', '/no/such/page']) {
    await recordThemeTimeline(page)
    await page.goto(`${server.url}${path}`)
    expect(await isDark(page), path).toBe(false)
    expect((await themeLog(page)).atFirstFrame, path).toBe('light')
  }
  // The resume page has its own toggle.
  await page.goto(`${server.url}/resume`)
  await page.getByRole('button', { name: t.common.toggleTheme }).click()
  expect(await isDark(page)).toBe(true)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
})

test('the system preference is followed when the saved choice is "system"', async ({
  page,
  server,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'system'))
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(server.url)
  expect(await page.evaluate(() => document.documentElement.className)).toBe('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.className)).toBe('dark')
})
