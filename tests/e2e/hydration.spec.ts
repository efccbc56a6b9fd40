import type { Page } from '@playwright/test'
import { expect, onSite, test } from './fixtures'
import { scrollInstantly } from './support/page'
import { t } from '../support/words'

// The 404 page logs the unknown path on purpose; nothing else may reach the console.
const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:'
// The browser's own line for a document answered with 404 (the 404 page itself).
const DOCUMENT_404 =
  'Failed to load resource: the server responded with a status of 404 (Not Found)'

function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

test('/ hydrates and runs with nothing on the console', async ({ page, server }) => {
  const problems = watchConsole(page)
  await page.goto(server.url)
  await page.waitForLoadState('networkidle')
  // Read the whole page (lazy icons, fade-in), then use the islands.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 400) await scrollInstantly(page, y)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: t.common.toggleTheme }).click()
  await page
    .getByRole('navigation', { name: t.common.mainNavigation })
    .getByRole('link', { name: t.nav.about })
    .click()
  await expect(page.getByRole('link', { name: t.nav.about, exact: true }).first()).toHaveAttribute(
    'aria-current',
    'location',
  )
  expect(problems).toEqual([])
})

test('/resume hydrates with nothing on the console', async ({ page, server }) => {
  // Without a PDF to serve, the frame shows the 404 page, and its lines are expected.
  const pdfServed = (await page.request.get(`${server.url}/resume.pdf`)).ok()
  const problems = watchConsole(page)
  await page.goto(`${server.url}/resume`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: t.common.toggleTheme }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  const fromFrame = (line: string) => line.includes(NOT_FOUND_LOG) || line.includes(DOCUMENT_404)
  expect(pdfServed ? problems : problems.filter((line) => !fromFrame(line))).toEqual([])
})

test('the 404 page hydrates, logging the unknown path and nothing else', async ({
  page,
  server,
}) => {
  const problems = watchConsole(page)
  await page.goto(`${server.url}/missing/page`)
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() => problems)
    .toEqual([
      `error: ${DOCUMENT_404}`,
      `error: ${NOT_FOUND_LOG} ${onSite(server, '/missing/page')}`,
    ])
})
