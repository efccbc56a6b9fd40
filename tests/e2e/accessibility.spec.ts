import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { profile } from '@/content/profile'
import { openChatAt, panel } from '../support/chat'
import { t } from '../support/words'
import { lowestContrast } from './support/contrast'
import { EVERY_RULE } from './support/look'
import { settled } from './support/page'

const PAGES = [
  ['home', '/'],
  ['resume', '/resume'],
  ['404', '/no/such/page'],
] as const
const THEMES = ['dark', 'light'] as const

async function open(page: Page, url: string, theme: (typeof THEMES)[number]) {
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  // Reduced motion keeps every section at full opacity, so axe checks all of the content (it skips
  // what is invisible, such as sections still waiting to fade in).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(url)
  await settled(page)
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    theme === 'dark',
  )
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }))
}

for (const theme of THEMES) {
  for (const [name, path] of PAGES) {
    test(`axe finds no serious or critical violation on ${name} (${theme})`, async ({
      page,
      server,
    }) => {
      await open(page, `${server.url}${path}`, theme)
      if (name === 'home') {
        // A skill tile with keyboard focus shows its expertise label: check that text too.
        const skill = profile.skills[0]!.skills[0]!
        const skillTile = page
          .getByRole('region', { name: t.sections.skills.title })
          .getByRole('listitem')
          .filter({ has: page.getByText(skill.name, { exact: true }) })
        await skillTile.focus()
        await expect(
          skillTile.getByText(t.skills.expertise[skill.expertise], { exact: true }),
        ).toHaveCSS('opacity', '1')
      }
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test(`axe finds no serious or critical violation with the phone menu open (${theme})`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await open(page, `${server.url}/`, theme)
    await page.getByRole('button', { name: t.nav.menu }).click()
    await expect(page.getByRole('button', { name: t.nav.menu })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(await seriousViolations(page)).toEqual([])
  })
}

for (const theme of THEMES) {
  test(`axe with every rule, experimental ones included, finds nothing on / with the chat panel open (${theme})`, async ({
    page,
    server,
  }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'))
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openChatAt(page, server.url)
    await settled(page)
    await expect(panel(page)).toBeVisible()
    await expect(page.locator('html')).toHaveClass(theme)

    const { violations } = await new AxeBuilder({ page }).options({ rules: EVERY_RULE }).analyze()
    expect(
      violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      })),
    ).toEqual([])
  })
}

// WCAG AA: 4.5:1 for body text, 3:1 for large text (24 px, or 18.66 px bold).
const AA_TEXT = 4.5
const AA_LARGE_TEXT = 3

for (const theme of THEMES) {
  test(`text over the hero glow and tinted cards keeps AA contrast (${theme})`, async ({
    page,
    server,
  }) => {
    await open(page, `${server.url}/`, theme)
    const bar = page.getByRole('navigation', { name: t.common.mainNavigation })
    const hero = page.locator('#home')
    const collaborate = page
      .locator('#contact')
      .getByRole('heading', { name: t.contact.collaborate })
      .locator('..')
    const checks: Array<[string, Locator, number]> = [
      ['owner name in the bar', bar.getByRole('link', { name: profile.name }), AA_TEXT],
      // Each entry's link, or the More button that holds the sections past the bar's room.
      ...(await bar.getByRole('listitem').all()).map(
        (item, index) =>
          [
            `bar entry ${index + 1}`,
            item.getByRole('link').or(item.getByRole('button')),
            AA_TEXT,
          ] as [string, Locator, number],
      ),
      ['hero name', hero.getByRole('heading', { level: 1 }), AA_LARGE_TEXT],
      // The line under the name: the headline, or the roles without one.
      ['hero middle line', hero.locator('.hero-headline'), AA_TEXT],
      ...(profile.status
        ? ([['hero status', hero.locator('.hero-status > span').last(), AA_TEXT]] as Array<
            [string, Locator, number]
          >)
        : []),
      ...(profile.intro
        ? ([['hero intro', hero.locator('.hero-intro'), AA_TEXT]] as Array<
            [string, Locator, number]
          >)
        : []),
      ['collaborate text', collaborate.locator('p'), AA_TEXT],
    ]
    const failing: string[] = []
    for (const [name, element, minimum] of checks) {
      const ratio = await lowestContrast(page, element)
      if (ratio < minimum) failing.push(`${name}: ${ratio.toFixed(2)} < ${minimum}`)
    }
    expect(failing).toEqual([])
  })
}
