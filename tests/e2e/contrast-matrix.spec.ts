// Contrast is a checked property of every look: axe with every rule (colour contrast included) on `/`,
// `/resume` and the 404 page, in every preset, both themes and several accents, and with the chat panel
// open. A preset and an accent are only attributes of <html> read by CSS (src/content/look.ts), so one
// built page shows them all: the test switches the attributes, as the build would have written them.
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Page } from '@playwright/test'
import { PRESETS, type AccentName, type Preset } from '@/content/look'
import { openChatAt, panel } from '../support/chat'
import { expect, test } from './fixtures'

const PAGES = [
  ['home', '/'],
  ['resume', '/resume'],
  ['404', '/no/such/page'],
] as const
const THEMES = ['dark', 'light'] as const
// The default, the one with the least room in the light theme (amber) and a cool one.
const ACCENTS: readonly AccentName[] = ['indigo', 'amber', 'teal']

// Every rule axe has, experimental ones and best practices included, but AAA's 7:1 contrast: the site's
// target is AA, whose 4.5:1 `color-contrast` checks.
const EVERY_RULE = Object.fromEntries(
  axe.getRules().map(({ ruleId }) => [ruleId, { enabled: ruleId !== 'color-contrast-enhanced' }]),
)

async function showLook(page: Page, preset: Preset, accent: AccentName) {
  await page.evaluate(
    ([preset, accent]) => {
      document.documentElement.dataset.preset = preset
      document.documentElement.dataset.accent = accent
    },
    [preset, accent] as const,
  )
  // Colours that change animate (a button's transition-colors): axe must read where they end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  )
}

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).options({ rules: EVERY_RULE }).analyze()
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }))
}

async function open(page: Page, url: string, theme: (typeof THEMES)[number], chat = false) {
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  // Reduced motion keeps every section at full opacity, so axe reads all of the content (it skips what is
  // invisible, such as sections still waiting to fade in).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  if (chat) await openChatAt(page, url)
  else await page.goto(url)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).toHaveClass(theme)
  if (new URL(url).pathname === '/') {
    // The projects have loaded, so the filters (the selected one included) carry their counts.
    await expect(page.locator('#projects [data-placeholder]')).toHaveCount(0)
  }
}

for (const preset of PRESETS) {
  for (const theme of THEMES) {
    for (const [name, path] of PAGES) {
      test(`axe with every rule finds nothing on ${name}: ${preset}, ${theme}, accents ${ACCENTS.join(', ')}`, async ({
        page,
        server,
      }) => {
        await open(page, `${server.url}${path}`, theme)
        const found: Record<string, unknown> = {}
        for (const accent of ACCENTS) {
          await showLook(page, preset, accent)
          const seen = await violations(page)
          if (seen.length) found[accent] = seen
        }
        expect(found).toEqual({})
      })
    }

    test(`axe with every rule finds nothing on / with the chat panel open: ${preset}, ${theme}`, async ({
      page,
      server,
    }) => {
      await open(page, `${server.url}/`, theme, true)
      await expect(panel(page)).toBeVisible()
      const found: Record<string, unknown> = {}
      for (const accent of ACCENTS) {
        await showLook(page, preset, accent)
        const seen = await violations(page)
        if (seen.length) found[accent] = seen
      }
      expect(found).toEqual({})
    })
  }
}
