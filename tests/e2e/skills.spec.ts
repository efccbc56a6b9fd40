import { expect, test, type Page } from '@playwright/test'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
test.beforeAll(async () => {
  server = await startServer()
})
test.afterAll(async () => {
  await server.stop()
})

function tile(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Skills & Expertise' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
}

const opacityOf = (page: Page, name: string, label: string) =>
  tile(page, name)
    .getByText(label, { exact: true })
    .evaluate((element) => getComputedStyle(element).opacity)

test.use({ reducedMotion: 'reduce' })

test('the expertise label shows on hover', async ({ page }) => {
  await page.goto(`${server.url}/#skills`)
  await page.mouse.move(0, 0)
  await expect.poll(() => opacityOf(page, 'Python', 'Expert')).toBe('0')
  await tile(page, 'Python').hover()
  await expect.poll(() => opacityOf(page, 'Python', 'Expert')).toBe('1')
  await page.mouse.move(0, 0)
  await expect.poll(() => opacityOf(page, 'Python', 'Expert')).toBe('0')
})

test('the expertise label shows on keyboard focus', async ({ page }) => {
  await page.goto(`${server.url}/#skills`)
  await page.mouse.move(0, 0)
  await tile(page, 'Python').focus()
  await page.keyboard.press('Tab')
  await expect(tile(page, 'Java')).toBeFocused()
  await expect.poll(() => opacityOf(page, 'Java', 'Advanced')).toBe('1')
  await expect.poll(() => opacityOf(page, 'Python', 'Expert')).toBe('0')
})

test('each tile has a proficiency bar by expertise (spec 9 widths)', async ({ page }) => {
  await page.goto(`${server.url}/#skills`)
  for (const [name, value] of [
    ['Python', 95],
    ['Java', 85],
    ['C++', 75],
  ] as const) {
    const bar = tile(page, name).getByRole('progressbar', { name: `${name} proficiency` })
    await expect(bar).toHaveAttribute('aria-valuenow', String(value))
    // The filled part is that share of the track.
    const ratio = await bar.evaluate(
      (element) =>
        (element.firstElementChild as HTMLElement).getBoundingClientRect().width /
        element.getBoundingClientRect().width,
    )
    expect(ratio).toBeCloseTo(value / 100, 2)
  }
})

test('the icons come from the site itself', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(request.url())
  })
  await page.goto(`${server.url}/#skills`)
  await expect(tile(page, 'Python').locator('img')).toBeVisible()
  await expect
    .poll(() =>
      tile(page, 'Python')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0)
  expect(requested.length).toBeGreaterThan(0)
  for (const url of requested) expect(new URL(url).origin).toBe(server.url)
})

test('an icon that fails to load is replaced by the first letter of the name', async ({ page }) => {
  await page.route('**/icons/skills/python.svg', (route) => route.abort())
  await page.goto(`${server.url}/#skills`)
  const python = tile(page, 'Python')
  await expect(python.getByText('P', { exact: true })).toBeVisible()
  await expect(python.locator('img')).toHaveCount(0)
  // Its neighbours keep their icons.
  await expect(tile(page, 'Java').locator('img')).toBeVisible()
  await expect(tile(page, 'Java').getByText('J', { exact: true })).toBeHidden()
})

test('an icon that failed before the page script ran is replaced too, and loaded ones stay', async ({
  page,
}) => {
  // Hold the page's JavaScript back until the icons have settled, as on a slow connection.
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.route('**/icons/skills/python.svg', (route) => route.abort())
  await page.goto(server.url, { waitUntil: 'commit' })
  // The lazy icons load once they are near the viewport: scroll there once the page is styled (before
  // that, the layout and so the skills section's position are not final).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  )
  await page
    .locator('#skills')
    .evaluate((section) => section.scrollIntoView({ behavior: 'instant' }))
  const settled = (name: string) =>
    tile(page, name)
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.complete)
  await expect.poll(() => settled('Python')).toBe(true)
  await expect.poll(() => settled('Java')).toBe(true)

  release()
  await expect(tile(page, 'Python').getByText('P', { exact: true })).toBeVisible()
  await expect(tile(page, 'Python').locator('img')).toHaveCount(0)
  await expect(tile(page, 'Java').locator('img')).toBeVisible()
  await expect(tile(page, 'Java').getByText('J', { exact: true })).toBeHidden()
})

test('a skill without an icon shows its first letter', async ({ page }) => {
  await page.goto(`${server.url}/#skills`)
  const chroma = tile(page, 'ChromaDB')
  await expect(chroma.locator('img')).toHaveCount(0)
  await expect(chroma.getByText('C', { exact: true })).toBeVisible()
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true })

  test('the expertise labels are always shown, as there is no hover', async ({ page }) => {
    await page.goto(`${server.url}/#skills`)
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
    await expect.poll(() => opacityOf(page, 'Python', 'Expert')).toBe('1')
    await expect.poll(() => opacityOf(page, 'C++', 'Intermediate')).toBe('1')
  })
})
