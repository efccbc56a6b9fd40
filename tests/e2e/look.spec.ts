// The owner's look (theme in the content): the build writes the preset and the accent on every page's
// <html>, CSS alone reads them (the page looks the same without JavaScript), everything coloured follows
// the accent, and the three presets differ as they promise.
import type { Locator, Page } from '@playwright/test'
import {
  NAMED_ACCENTS,
  PALETTES,
  PRESETS,
  accentPair,
  lookAttributes,
  type AccentName,
} from '@/content/look'
import { profile } from '@/content/profile'
import { launcher, openChatAt, panel } from '../support/chat'
import { t } from '../support/words'
import { expect, test } from './fixtures'
import { setLook } from './support/look'

const THEMES = ['dark', 'light'] as const
type ThemeName = (typeof THEMES)[number]

/** `#be123c` as getComputedStyle writes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`

const style = (element: Locator, property: string, pseudo?: string) =>
  element.evaluate(
    (node, [property, pseudo]) => getComputedStyle(node, pseudo).getPropertyValue(property!),
    [property, pseudo ?? null] as const,
  )

async function inTheme(page: Page, theme: ThemeName) {
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  await page.emulateMedia({ reducedMotion: 'reduce' })
}

test.describe('the build writes the look on every page', () => {
  for (const path of ['/', '/resume', '/no/such/page']) {
    test(`${path}: <html> carries the content's preset and accent, and CSS alone paints it (no JavaScript)`, async ({
      browser,
      server,
    }) => {
      for (const theme of THEMES) {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          colorScheme: theme,
        })
        const page = await context.newPage()
        const response = await page.goto(`${server.url}${path}`)
        const html = (await response?.text()) ?? ''
        const attributes = lookAttributes(profile.theme)
        expect(html).toMatch(
          new RegExp(
            `<html [^>]*data-preset="${attributes['data-preset']}" data-accent="${attributes['data-accent']}"`,
          ),
        )
        // Without the theme script the page stays as prerendered: dark. The light theme is the same
        // stylesheet with the class swapped, as the script would do.
        if (theme === 'light')
          await page.locator('html').evaluate((node) => node.classList.replace('dark', 'light'))
        const accent = await page
          .locator('html')
          .evaluate((node) => getComputedStyle(node).getPropertyValue('--accent').trim())
        const resolved = await page.evaluate((value) => {
          const probe = document.createElement('i')
          probe.style.color = value
          document.body.append(probe)
          return getComputedStyle(probe).color
        }, accent)
        expect(resolved, theme).toBe(rgb(accentPair(profile.theme.accent)[theme]))
        await context.close()
      }
    })
  }
})

test.describe('everything coloured follows the accent', () => {
  for (const theme of THEMES) {
    test(`buttons, accent text, focus ring, navigation, skill bars and initials, chat launcher and header, glow (${theme})`, async ({
      page,
      server,
    }) => {
      await inTheme(page, theme)
      // Another accent than the content's, so a colour written into a component would show.
      const other: AccentName = profile.theme.accent === 'rose' ? 'teal' : 'rose'
      const expected = rgb(NAMED_ACCENTS[other][theme])
      const wrong: string[] = []

      // The focus ring, on the first link the keyboard reaches after the skip link; and aurora's glow,
      // both of whose lights change with the accent (terminal's grid is in the tinted surface's
      // colour, and minimal draws nothing).
      await page.goto(`${server.url}/`)
      const layers = async () =>
        (await style(page.locator('.hero-glow'), 'background-image')).split(
          /\), (?=(?:radial|linear)-gradient\()/,
        )
      const before = await layers()
      await setLook(page, { accent: other })
      const after = await layers()
      if (profile.theme.preset === 'aurora') {
        if (after.length !== 2 || after.some((layer, index) => layer === before[index]))
          wrong.push(`the decoration: ${after.join(' | ')}`)
      }
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      const ring = await page.evaluate(() => {
        const focused = document.activeElement
        return focused ? `${focused.textContent} ${getComputedStyle(focused).outlineColor}` : ''
      })
      if (ring !== `${profile.name} ${expected}`) wrong.push(`the focus ring: ${ring}`)

      await openChatAt(page, `${server.url}/`)
      await expect(page.locator('#projects [data-placeholder]')).toHaveCount(0)
      await setLook(page, { accent: other })

      const skills = page.getByRole('region', { name: t.sections.skills.title })
      const selectedFilter = page.locator('#projects button[aria-pressed="true"]')
      const current = page
        .getByRole('navigation', { name: t.common.mainNavigation })
        .locator('[aria-current]')
      const checks: Array<[string, Locator, string, string?]> = [
        [
          'a primary button',
          page.locator('#contact').getByRole('link', { name: t.contact.sendEmail }),
          'background-color',
        ],
        [
          "a skill's expertise",
          skills
            .getByText(t.skills.expertise[profile.skills[0]!.skills[0]!.expertise], { exact: true })
            .first(),
          'color',
        ],
        // The launcher is a quiet outline: its mark is in the accent.
        ['the chat launcher', launcher(page), 'color'],
        ['the chat header', panel(page).locator(':scope > div').first(), 'background-color'],
        ['the selected filter button', selectedFilter, 'background-color'],
        ['its count', selectedFilter.locator('span'), 'color'],
        [
          'a skill bar',
          skills.getByRole('progressbar').first().locator('span'),
          'background-color',
        ],
        ['a skill initial', skills.locator('[data-skill-initial]').first(), 'color'],
        ['the current navigation entry', current.first(), 'background-color', '::after'],
      ]
      for (const [name, element, property, pseudo] of checks) {
        const value = await style(element, property, pseudo)
        if (value !== expected) wrong.push(`${name}: ${property} ${value}`)
      }
      expect(wrong, `expected ${expected}`).toEqual([])
    })
  }
})

test.describe('the presets are three designs, not one recoloured', () => {
  for (const theme of THEMES)
    test(`each has a surface of its own: the page's tone, the hero's decoration, the cards and the header (${theme})`, async ({
      page,
      server,
    }) => {
      await inTheme(page, theme)
      await page.goto(`${server.url}/`)
      const surfaces: Record<string, Record<string, string>> = {}
      for (const preset of PRESETS) {
        await setLook(page, { preset })
        const decoration = page.locator('.hero-glow')
        const card = page.locator('#experience article').first()
        const entries = page.locator('.nav-entries')
        surfaces[preset] = {
          tone: await style(page.locator('body'), 'background-color'),
          decoration: [
            await style(decoration, 'display'),
            await style(decoration, 'background-image'),
            await style(decoration, 'background-image', '::after'),
          ].join(' / '),
          card: [
            await style(card, 'background-color'),
            await style(card, 'border-top-color'),
            await style(card, 'box-shadow'),
            await style(card, 'border-radius'),
          ].join(' / '),
          header: [
            await style(entries, 'border-top-width'),
            await style(entries, 'background-color'),
            await style(page.locator('[data-island="navigation"] header'), 'border-bottom-width'),
          ].join(' / '),
        }
      }
      // Every pair of presets differs in each of them.
      for (const aspect of ['tone', 'decoration', 'card', 'header'])
        expect(
          new Set(PRESETS.map((preset) => surfaces[preset]![aspect])).size,
          `${aspect}: ${JSON.stringify(PRESETS.map((preset) => surfaces[preset]![aspect]))}`,
        ).toBe(PRESETS.length)
      // The tone is the preset's own palette, as src/content/look.ts has it.
      for (const preset of PRESETS)
        expect(surfaces[preset]!.tone, preset).toBe(rgb(PALETTES[preset][theme].background))
    })
})

test.describe('the presets look different', () => {
  test.beforeEach(async ({ page, server }) => {
    await inTheme(page, 'dark')
    await page.goto(`${server.url}/`)
  })

  test('terminal: headings ruled off to the right edge in one style (no numbers), flat outlined cards, small square-ish corners, dashed focus ring', async ({
    page,
  }) => {
    await setLook(page, { preset: 'terminal' })
    const about = page.locator('#about .section-heading')
    // One heading style: no number before it, a hairline after it, the text face.
    expect(await style(about, 'content', '::before')).toBe('none')
    expect(await style(about, 'font-family')).not.toMatch(/monospace/)
    expect(await style(about, 'height', '::after')).toBe('1px')
    expect(await style(page.locator('#about .section-header'), 'text-align')).toBe('start')
    expect(await style(page.locator('#experience article').first(), 'background-color')).toBe(
      'rgba(0, 0, 0, 0)',
    )
    const card = page.locator('#about .border').first()
    expect(await style(card, 'border-radius')).toBe('4px')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(profile.name)
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe(
      'dashed',
    )
  })

  test('aurora: a dot texture in the glow, plain headings to the left with nothing under them, banded sections, raised cards', async ({
    page,
  }) => {
    await setLook(page, { preset: 'aurora' })
    expect(await style(page.locator('.hero-glow'), 'background-image', '::after')).toMatch(
      /radial-gradient/,
    )
    expect(await style(page.locator('#about .section-header'), 'text-align')).toBe('start')
    expect(await page.locator('#about .section-header > :not(h2, p)').count()).toBe(0)
    expect(await style(page.locator('#about .section-heading'), 'content', '::before')).toBe('none')
    expect(await style(page.locator('#experience article').first(), 'box-shadow')).not.toBe('none')
    const about = await style(page.locator('#about'), 'background-color')
    const experience = await style(page.locator('#experience'), 'background-color')
    expect(experience).not.toBe(about)
    expect(await style(page.locator('#about .border').first(), 'border-radius')).not.toBe('0px')
  })

  test('minimal: no glow or texture, quieter headings to the left, hairlines between sections, borderless tinted cards', async ({
    page,
  }) => {
    await setLook(page, { preset: 'aurora' })
    const auroraWeight = await style(page.locator('#about .section-heading'), 'font-weight')
    await setLook(page, { preset: 'minimal' })
    expect(await style(page.locator('.hero-glow'), 'display')).toBe('none')
    const card = page.locator('#experience article').first()
    expect(await style(card, 'border-top-color')).toBe('rgba(0, 0, 0, 0)')
    expect(await style(card, 'box-shadow')).toBe('none')
    expect(await style(page.locator('#about .section-header'), 'text-align')).toBe('start')
    expect(
      Number(await style(page.locator('#about .section-heading'), 'font-weight')),
    ).toBeLessThan(Number(auroraWeight))
    expect(await style(page.locator('#experience'), 'border-top-width')).toBe('1px')
    expect(await style(page.locator('#experience'), 'background-color')).toBe(
      await style(page.locator('#about'), 'background-color'),
    )
  })
})
