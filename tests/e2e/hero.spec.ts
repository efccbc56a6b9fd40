// The hero as a visitor meets it: the owner's photo (or their initials), the status and headline when the
// content has them, and a first screen without an empty band (first-screen.spec.ts has the rest of it).
// It reads the content, so `npm run test:owners` runs it for every example owner (mateo has a photo, the
// placeholder owner a monogram).
import type { Page, Route } from '@playwright/test'
import { profile } from '@/content/profile'
import { CHIP_TINT } from '@/client/components/ui/tech-chip'
import { LANGUAGE_COLORS, TECHNOLOGY_COLORS, chipColor, chipColorsOf } from '@/core/chip-colors'
import { HERO_PHOTO_BOX, heroPhotoCopies } from '@/core/hero-photo'
import { inlinedHeroPhoto } from '../../tooling/builder/hero-photo'
import { everyTechnologyBadge } from '@/core/project-categories'
import { initialsOf } from '@/core/seo'
import { expect, test } from './fixtures'

const hero = (page: Page) => page.locator('section#home')
// A small SVG avatar is written into the page; any other photo is a file of its own.
const inlined = await inlinedHeroPhoto(profile)

test.describe('the hero', () => {
  test('shows the photo at its size, not lazily, from its WebP copies (an SVG as it is, a small one inside the page); or the initials without one', async ({
    page,
    request,
    server,
  }) => {
    const html = await (await request.get(server.url)).text()
    const section = html.slice(html.indexOf('id="home"'), html.indexOf('id="about"'))
    const asked: string[] = []
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname))
    await page.goto(server.url)
    if (profile.photo) {
      const img = section.match(/<img [^>]*>/)?.[0] ?? ''
      expect(img).toContain(`width="${HERO_PHOTO_BOX}"`)
      expect(img).toContain(`height="${HERO_PHOTO_BOX}"`)
      // (HTML attribute names are case-insensitive: React writes fetchPriority and srcSet.)
      expect(img.toLowerCase()).toContain('fetchpriority="high"')
      expect(img).not.toContain('loading="lazy"')
      const copies = heroPhotoCopies(profile.photo.src)
      for (const copy of copies) {
        expect(img).toContain(`${copy.path} ${copy.width}w`)
        const response = await request.get(`${server.url}${copy.path}`)
        expect(response.status(), copy.path).toBe(200)
        expect(response.headers()['content-type']).toBe('image/webp')
      }
      const photo = hero(page).getByRole('img', { name: profile.photo.alt })
      await expect(photo).toBeVisible()
      const shown = () => photo.evaluate((element: HTMLImageElement) => element.currentSrc)
      if (copies.length > 0) {
        await expect
          .poll(shown)
          .toMatch(new RegExp(`(${copies.map((copy) => copy.path).join('|')})$`))
        expect(await photo.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(
          copies[0]!.width,
        )
      } else {
        // An SVG is shown as it is: sharp at every size, with no copies to choose from.
        expect(img.toLowerCase()).not.toContain('srcset')
        const response = await request.get(`${server.url}${profile.photo.src}`)
        expect(response.headers()['content-type']).toContain('image/svg+xml')
        if (inlined) {
          // A small one is inside the page: the same drawing, and no request of its own.
          expect(img).toContain(`src="${inlined}"`)
          expect(await shown()).toBe(inlined)
          expect(decodeURIComponent(inlined.slice(inlined.indexOf(',') + 1))).toBe(
            (await response.text()).trim(),
          )
          expect(asked).not.toContain(profile.photo.src)
        } else await expect.poll(shown).toMatch(new RegExp(`${profile.photo.src}$`))
      }
    } else {
      expect(section).not.toContain('<img')
      const monogram = hero(page).locator('[data-monogram]')
      await expect(monogram).toHaveText(initialsOf(profile.name))
      await expect(monogram).toBeVisible()
    }
  })

  test('status and headline show only when the content has them', async ({ page, server }) => {
    await page.goto(server.url)
    if (profile.status) await expect(hero(page).getByText(profile.status)).toBeVisible()
    else await expect(hero(page).locator('.hero-status')).toHaveCount(0)
    if (profile.headline) await expect(hero(page).getByText(profile.headline)).toBeVisible()
    else await expect(hero(page).locator('.hero-headline')).toHaveCount(0)
  })

  test('on a 1280×800 screen no band of the first view is empty', async ({ page, server }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(server.url)
    // Every visible thing drawn in the first view, as vertical intervals; the biggest gap between them
    // (from the navigation bar's bottom to the screen's) is the emptiest band.
    const gap = await page.evaluate(() => {
      const bar = document.querySelector('[data-island="navigation"] nav, nav')
      const top = bar ? bar.getBoundingClientRect().bottom : 0
      const spans: [number, number][] = []
      for (const element of document.querySelectorAll('main *')) {
        const drawn =
          element.children.length === 0 ||
          element instanceof HTMLImageElement ||
          element.matches('input, button')
        if (!drawn) continue
        const style = getComputedStyle(element)
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || box.bottom <= top || box.top >= innerHeight)
          continue
        spans.push([Math.max(box.top, top), Math.min(box.bottom, innerHeight)])
      }
      spans.sort((a, b) => a[0] - b[0])
      let reached = top
      let widest = 0
      for (const [start, end] of spans) {
        widest = Math.max(widest, start - reached)
        reached = Math.max(reached, end)
      }
      return Math.round(Math.max(widest, innerHeight - reached))
    })
    // A band taller than this reads as empty space (the placeholder owner's hero leaves at most 72 px).
    expect(gap).toBeLessThanOrEqual(96)
  })

  test('nothing moves when the photo arrives late', async ({ page, server }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { shifts: number[] }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The photo's files: its WebP copies, or the SVG itself (none when the SVG is inside the page).
    const photoFiles = profile.photo
      ? heroPhotoCopies(profile.photo.src).map((copy) => copy.path)
      : []
    if (profile.photo && !inlined && photoFiles.length === 0) photoFiles.push(profile.photo.src)
    const isPhoto = (url: URL) => photoFiles.some((path) => url.pathname.endsWith(path))
    const held: Route[] = []
    await page.route(isPhoto, (route) => {
      held.push(route)
    })
    await page.goto(server.url, { waitUntil: 'commit' })
    await page.waitForFunction(() =>
      performance.getEntriesByName('first-contentful-paint').some(Boolean),
    )
    const portrait = hero(page).locator('.hero-portrait > *')
    const before = await portrait.boundingBox()
    if (photoFiles.length > 0) {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      for (const route of held) await route.continue()
      await expect
        .poll(() => portrait.evaluate((element: HTMLImageElement) => element.complete))
        .toBe(true)
    }
    await page.unroute(isPhoto)
    expect(await portrait.boundingBox()).toEqual(before)
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { shifts: number[] }).shifts),
            ),
          ),
        ),
    )
    expect(shifts).toEqual([])
  })
})

test.describe('technology chips', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`their text keeps AA contrast over any hue's tint (${theme})`, async ({
      page,
      server,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      await page.goto(server.url)
      await expect(page.locator('#projects [data-chip-color]').first()).toBeVisible()
      const chips = page.locator('#experience [data-chip-color], #projects [data-chip-color]')
      expect(await chips.count()).toBeGreaterThan(0)
      const coloured = page.locator('[data-chip-color^="#"]')
      expect(await coloured.count()).toBeGreaterThan(0)
      const ratios = await chips.evaluateAll((elements, tint) => {
        const canvas = new OffscreenCanvas(1, 1)
        const context = canvas.getContext('2d', { willReadFrequently: true })!
        const rgb = (css: string) => {
          context.clearRect(0, 0, 1, 1)
          context.fillStyle = css
          context.fillRect(0, 0, 1, 1)
          return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
        }
        const channel = (value: number) => {
          const v = value / 255
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
        }
        const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
          0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
        // The first opaque background behind the chip: the card or the page.
        const surface = (element: Element | null): string => {
          for (let node = element; node; node = node.parentElement) {
            const color = getComputedStyle(node).backgroundColor
            if (!/rgba\(.*, 0\)|transparent/.test(color)) return color
          }
          return getComputedStyle(document.body).backgroundColor
        }
        return elements.map((chip) => {
          const hue = chip.getAttribute('data-chip-color')
          const base = rgb(surface(chip.parentElement))
          const behind = hue
            ? rgb(hue).map((value, i) => value * tint + (base[i] ?? 0) * (1 - tint))
            : base
          const text = rgb(getComputedStyle(chip).color)
          const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a)
          return { name: chip.textContent, ratio: (light! + 0.05) / (dark! + 0.05) }
        })
      }, CHIP_TINT)
      expect(ratios.filter(({ ratio }) => ratio < 4.5)).toEqual([])
    })
  }

  test('project cards colour their chips as the build resolved them, and no colour table reaches the browser', async ({
    page,
    server,
  }) => {
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text())
    })
    await page.goto(server.url)
    const chips = page.locator('#projects [data-chip-color]')
    await expect(chips.first()).toBeVisible()
    const shown = await chips.evaluateAll((elements) =>
      elements.map((chip) => ({
        name: chip.textContent ?? '',
        colour: chip.getAttribute('data-chip-color'),
      })),
    )
    for (const { name, colour } of shown)
      expect(colour, name).toBe(chipColor(name, profile.chipColors) ?? '')
    // The table's colours that no card can show: the bundle would hold them only with the table.
    const resolved = new Set(
      Object.values(chipColorsOf(everyTechnologyBadge(profile.projectRules), profile.chipColors)),
    )
    const tableOnly = [
      ...new Set(Object.values({ ...LANGUAGE_COLORS, ...TECHNOLOGY_COLORS })),
    ].filter((colour) => !resolved.has(colour))
    const code = await Promise.all(scripts)
    expect(code.length).toBeGreaterThan(0)
    expect(tableOnly.filter((colour) => code.some((text) => text.includes(colour)))).toEqual([])
  })
})
