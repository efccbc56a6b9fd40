import type { Page } from '@playwright/test'
import { expect, onSite, test } from './fixtures'
import { profile } from '@/content/profile'
import { proficiencyOf, skillIconOf, skillInitial } from '@/core/skills'
import { holdScripts, waitForStyles } from './support/page'
import type { Expertise } from '@/content/schema'
import { fill, t } from '../support/words'

// The owner's skills, in page order; each test picks the ones it needs from the content.
// Each with the icon its tile shows: its own, or the project's of that name.
const skills = profile.skills
  .flatMap((group) => group.skills)
  .map((skill) => ({ ...skill, icon: skillIconOf(skill) }))
const [first, second] = skills as [(typeof skills)[number], (typeof skills)[number] | undefined]
const withIcon = skills.filter((skill) => skill.icon)
/** A skill with an icon and the next tile after it that has one too (its neighbour keeps its icon). */
const iconPair = withIcon.slice(0, 2)

function tile(page: Page, name: string) {
  return page
    .getByRole('region', { name: t.sections.skills.title })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
}

/** The opacity of the label that names a skill's expertise, in the page's words. */
const opacityOf = (page: Page, name: string, expertise: Expertise) =>
  tile(page, name)
    .getByText(t.skills.expertise[expertise], { exact: true })
    .evaluate((element) => getComputedStyle(element).opacity)

test.use({ reducedMotion: 'reduce' })

test('the expertise label shows on hover', async ({ page, server }) => {
  await page.goto(`${server.url}/#skills`)
  await page.mouse.move(0, 0)
  await expect.poll(() => opacityOf(page, first.name, first.expertise)).toBe('0')
  await tile(page, first.name).hover()
  await expect.poll(() => opacityOf(page, first.name, first.expertise)).toBe('1')
  await page.mouse.move(0, 0)
  await expect.poll(() => opacityOf(page, first.name, first.expertise)).toBe('0')
})

test('the expertise label shows on keyboard focus', async ({ page, server }) => {
  await page.goto(`${server.url}/#skills`)
  await page.mouse.move(0, 0)
  // The first tile, then Tab: the next tile, in this group or the next one.
  const next = second ?? first
  await tile(page, first.name).focus()
  await expect.poll(() => opacityOf(page, first.name, first.expertise)).toBe('1')
  if (second) {
    await page.keyboard.press('Tab')
    await expect(tile(page, next.name)).toBeFocused()
    await expect.poll(() => opacityOf(page, next.name, next.expertise)).toBe('1')
    await expect.poll(() => opacityOf(page, first.name, first.expertise)).toBe('0')
  }
})

test('each tile has a proficiency bar whose width follows its expertise', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/#skills`)
  for (const { name, expertise } of skills) {
    const value = proficiencyOf(expertise)
    const bar = tile(page, name).getByRole('progressbar', {
      name: fill(t.skills.proficiency, { skill: name }),
    })
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

test('the icons come from the site itself', async ({ page, server }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(request.url())
  })
  await page.goto(`${server.url}/#skills`)
  for (const skill of withIcon) {
    // The icons load lazily: each one as its tile comes near the viewport.
    await tile(page, skill.name).scrollIntoViewIfNeeded()
    await expect(tile(page, skill.name).locator('img')).toBeVisible()
    await expect
      .poll(() =>
        tile(page, skill.name)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0)
  }
  const paths = new Set(requested.map((url) => new URL(url).pathname))
  for (const skill of withIcon) expect(paths).toContain(onSite(server, skill.icon ?? ''))
  for (const url of requested) expect(new URL(url).origin).toBe(new URL(server.url).origin)
})

// Needs two skills with icons (one to break, one that keeps its icon); an owner with fewer has no icon
// that could fail, and the test below covers the letters.
const [broken, neighbour] = iconPair
if (broken?.icon && neighbour) {
  test('an icon that fails to load is replaced by the first letter of the name', async ({
    page,
    server,
  }) => {
    await page.route(`**${broken.icon}`, (route) => route.abort())
    await page.goto(`${server.url}/#skills`)
    const failed = tile(page, broken.name)
    await expect(failed.getByText(skillInitial(broken.name), { exact: true })).toBeVisible()
    await expect(failed.locator('img')).toHaveCount(0)
    // Its neighbours keep their icons.
    await expect(tile(page, neighbour.name).locator('img')).toBeVisible()
    await expect(
      tile(page, neighbour.name).getByText(skillInitial(neighbour.name), { exact: true }),
    ).toBeHidden()
  })

  test('an icon that failed before the page script ran is replaced too, and loaded ones stay', async ({
    page,
    server,
  }) => {
    // Hold the page's JavaScript back until the icons have settled, as on a slow connection.
    const release = await holdScripts(page)
    await page.route(`**${broken.icon}`, (route) => route.abort())
    await page.goto(server.url, { waitUntil: 'commit' })
    // The lazy icons load once they are near the viewport: scroll there once the page is styled (before
    // that, the layout and so the skills section's position are not final).
    await waitForStyles(page)
    await page
      .locator('#skills')
      .evaluate((section) => section.scrollIntoView({ behavior: 'instant' }))
    const settled = (name: string) =>
      tile(page, name)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete)
    await expect.poll(() => settled(broken.name)).toBe(true)
    await expect.poll(() => settled(neighbour.name)).toBe(true)

    release()
    await expect(
      tile(page, broken.name).getByText(skillInitial(broken.name), { exact: true }),
    ).toBeVisible()
    await expect(tile(page, broken.name).locator('img')).toHaveCount(0)
    await expect(tile(page, neighbour.name).locator('img')).toBeVisible()
    await expect(
      tile(page, neighbour.name).getByText(skillInitial(neighbour.name), { exact: true }),
    ).toBeHidden()
  })
}

test('every skill without an icon shows its first letter, and every icon is the named file or the one of its name', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/#skills`)
  for (const skill of skills) {
    const found = tile(page, skill.name)
    if (skill.icon) {
      await expect(found.locator('img')).toHaveAttribute('src', onSite(server, skill.icon))
    } else {
      await expect(found.locator('img')).toHaveCount(0)
      await expect(found.getByText(skillInitial(skill.name), { exact: true })).toBeVisible()
    }
  }
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true })

  test('the expertise labels are always shown, as there is no hover', async ({ page, server }) => {
    await page.goto(`${server.url}/#skills`)
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
    for (const skill of [first, skills.at(-1) ?? first]) {
      await expect.poll(() => opacityOf(page, skill.name, skill.expertise)).toBe('1')
    }
  })
})
