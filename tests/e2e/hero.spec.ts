// The hero as a visitor meets it: the owner's photo (or their initials), the status and headline when the
// content has them, and a first screen without an empty band (first-screen.spec.ts has the rest of it).
// It reads the content, so `npm run test:owners` runs it for every example owner (mateo has a photo, the
// placeholder owner a monogram).
import type { Locator, Page, Route } from '@playwright/test'
import { profile } from '@/content/profile'
import { CHIP_TINT } from '@/client/components/ui/tech-chip'
import { LANGUAGE_COLORS, TECHNOLOGY_COLORS, chipColor, chipColorsOf } from '@/core/chip-colors'
import { HERO_PHOTO_BOX, heroPhotoCopies } from '@/core/hero-photo'
import { inlinedHeroPhoto } from '../../tooling/builder/hero-photo'
import { everyTechnologyBadge } from '@/core/project-categories'
import { initialsOf } from '@/core/seo'
import { PRESETS, type Preset } from '@/content/look'
import { expect, test } from './fixtures'
import { lowestContrast } from './support/contrast'
import { setLook } from './support/look'
import { t } from '../support/words'

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
      // Aurora rings the initials; terminal and minimal open on the name itself.
      if (profile.theme.preset === 'aurora') await expect(monogram).toBeVisible()
      else await expect(monogram).toBeHidden()
    }
  })

  test('status and headline show only when the content has them', async ({ page, server }) => {
    await page.goto(server.url)
    if (profile.status) await expect(hero(page).getByText(profile.status)).toBeVisible()
    else await expect(hero(page).locator('.hero-status')).toHaveCount(0)
    // Without a headline, the roles are the line under the name.
    await expect(hero(page).locator('.hero-headline')).toHaveText(
      profile.headline ?? profile.tagline.replace(/\s*\|\s*/g, ' | '),
    )
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

test.describe('the hero as a designer reads it', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the profile links: each by its name, every mark one outline style, and the email not marked as Get In Touch is', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    const links = hero(page).getByRole('list', { name: t.hero.profiles }).getByRole('link')
    await expect(links).toHaveText([...profile.social.map((link) => link.label), t.common.email])
    await expect(links.last()).toHaveAttribute('href', `mailto:${profile.email}`)
    // Not the envelope of Get In Touch beside it.
    const drawing = (link: Locator) => link.locator('svg').innerHTML()
    expect(await drawing(links.last())).not.toBe(
      await drawing(hero(page).getByRole('link', { name: t.hero.getInTouch })),
    )
    // Every icon in the hero (the profiles' marks and the actions'): outlines of one stroke width, none
    // filled, all of one family.
    const icons = await hero(page)
      .locator('svg')
      .evaluateAll((svgs) =>
        svgs.map((svg) => ({
          fill: svg.getAttribute('fill'),
          stroke: svg.getAttribute('stroke'),
          width: svg.getAttribute('stroke-width'),
          box: svg.getAttribute('viewBox'),
          filledParts: [...svg.querySelectorAll('[fill]')].filter(
            (part) => part.getAttribute('fill') !== 'none',
          ).length,
        })),
      )
    expect(icons.length).toBeGreaterThan(profile.social.length)
    expect(new Set(icons.map((icon) => JSON.stringify(icon)))).toEqual(
      new Set([
        JSON.stringify({
          fill: 'none',
          stroke: 'currentColor',
          width: '2',
          box: '0 0 24 24',
          filledParts: 0,
        }),
      ]),
    )
  })

  // The intro is optional: without one, the hero has no empty paragraph in its place.
  if (!profile.intro)
    test('without an intro, the hero has no place for one', async ({ page, server }) => {
      await page.goto(server.url)
      await expect(hero(page).locator('.hero-intro')).toHaveCount(0)
    })
  for (const viewport of profile.intro
    ? [
        { width: 1440, height: 900 },
        { width: 1280, height: 800 },
        { width: 375, height: 812 },
      ]
    : [])
    test(`the intro is at most 65 characters a line, and left-aligned (${viewport.width} px)`, async ({
      page,
      server,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(server.url)
      const lines = await hero(page)
        .locator('.hero-intro')
        .evaluate((intro) => {
          // Each character's line, by the top of its box.
          const text = intro.firstChild!
          const range = document.createRange()
          const tops = new Map<number, { count: number; left: number }>()
          for (let i = 0; i < (text.textContent ?? '').length; i++) {
            range.setStart(text, i)
            range.setEnd(text, i + 1)
            const rect = range.getBoundingClientRect()
            if (rect.width === 0) continue
            const top = Math.round(rect.top)
            const line = tops.get(top) ?? { count: 0, left: rect.left }
            tops.set(top, { count: line.count + 1, left: Math.min(line.left, rect.left) })
          }
          return { lines: [...tops.values()], align: getComputedStyle(intro).textAlign }
        })
      expect(lines.lines.length).toBeGreaterThan(1)
      expect(Math.max(...lines.lines.map((line) => line.count))).toBeLessThanOrEqual(65)
      // Every line starts on one edge.
      expect(new Set(lines.lines.map((line) => Math.round(line.left))).size).toBe(1)
      expect(['start', 'left']).toContain(lines.align)
    })

  test('the status is legible at a glance, and a middle level stands between the name and the intro', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(server.url)
    const size = (selector: string) =>
      hero(page)
        .locator(selector)
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    const middle = hero(page).locator('.hero-headline')
    await expect(middle).toBeVisible()
    await expect(middle).toHaveText(profile.headline ?? profile.tagline.replace(/\s*\|\s*/g, ' | '))
    if (profile.intro)
      expect(await size('.hero-headline')).toBeGreaterThan(await size('.hero-intro'))
    expect(await size('.hero-headline')).toBeLessThanOrEqual(await size('.hero-name'))
    if (!profile.status) return
    expect(await size('.hero-status')).toBeGreaterThanOrEqual(14)
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => {
        document.documentElement.classList.remove('dark', 'light')
        document.documentElement.classList.add(value)
      }, theme)
      for (const preset of PRESETS) {
        await setLook(page, { preset })
        const ratio = await lowestContrast(page, hero(page).locator('.hero-status > span').last())
        expect(ratio, `${theme}, ${preset}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })

  test('without a photo the initials are an outline, smaller and lighter than the name, where the preset shows them (and with one, there are none)', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    // (An owner with a photo has no monogram at all: the first test shows the photo.)
    if (profile.photo) return expect(hero(page).locator('[data-monogram]')).toHaveCount(0)
    // Terminal and minimal open on the name itself: no stand-in for a photo.
    if (profile.theme.preset !== 'aurora')
      return expect(hero(page).locator('[data-monogram]')).toBeHidden()
    const look = (selector: string) =>
      hero(page)
        .locator(selector)
        .evaluate((element) => {
          const style = getComputedStyle(element)
          return {
            size: parseFloat(style.fontSize),
            weight: Number(style.fontWeight),
            background: style.backgroundColor,
          }
        })
    const monogram = await look('[data-monogram] > *')
    const name = await look('.hero-name')
    expect(monogram.background).toBe('rgba(0, 0, 0, 0)')
    // The outline is the ring of the portrait's box, with nothing filled inside it.
    expect(await look('[data-monogram]')).toMatchObject({ background: 'rgba(0, 0, 0, 0)' })
    expect(
      await hero(page)
        .locator('[data-monogram]')
        .evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth)),
    ).toBeGreaterThan(0)
    expect(monogram.size).toBeLessThan(name.size)
    expect(monogram.weight).toBeLessThan(name.weight)
  })
})

/**
 * Where the portrait (its box as drawn: the photo with its ring or frame) and the links sit in a preset's
 * hero, the claim's size to the name's, and the content's edges.
 */
async function compositionOf(page: Page, preset: Preset) {
  await setLook(page, { preset })
  return hero(page).evaluate((section) => {
    const box = (selector: string) => section.querySelector(selector)?.getBoundingClientRect()
    const content = section.querySelector('.hero-grid')!
    const outer = content.getBoundingClientRect()
    const padding = getComputedStyle(content)
    const edges = {
      start: outer.left + parseFloat(padding.paddingLeft),
      end: outer.right - parseFloat(padding.paddingRight),
    }
    const text = box('.hero-text')!
    const portrait = box('.hero-portrait')
    const links = box('.hero-links')!
    const shown = portrait && portrait.width > 0
    const portraitPlace = !shown
      ? 'none'
      : portrait.right <= text.left
        ? 'start column'
        : portrait.left >= text.right
          ? 'end column'
          : portrait.bottom <= text.top
            ? 'above the text'
            : 'over the text'
    const linksPlace =
      getComputedStyle(section.querySelector('.hero-links')!).position === 'fixed' &&
      links.height > links.width
        ? 'rail'
        : links.right <= text.left
          ? 'beside the text'
          : links.top >= text.bottom
            ? 'row under the text'
            : 'elsewhere'
    const size = (selector: string) =>
      parseFloat(getComputedStyle(section.querySelector(selector)!).fontSize)
    return {
      portraitPlace,
      linksPlace,
      claim: Math.round((size('.hero-headline') / size('.hero-name')) * 10) / 10,
      claimFont: getComputedStyle(section.querySelector('.hero-headline')!).fontFamily,
      edges,
      portrait: shown
        ? { left: portrait.left, right: portrait.right, top: portrait.top, bottom: portrait.bottom }
        : null,
      text: { top: text.top, bottom: text.bottom },
      links: { left: links.left, right: links.right },
      linksBottom: links.bottom,
    }
  })
}

/**
 * The shapes a preset gives the page's parts: how many of the hero's actions are boxes (a border or a
 * fill), how a section heading is drawn, how the education's entries are set, and where and how the
 * assistant's button stands.
 */
function shapesOf(page: Page) {
  return page.evaluate(() => {
    const style = (element: Element, pseudo?: string) => getComputedStyle(element, pseudo)
    const boxed = (element: Element) => {
      const look = style(element)
      const filled = look.backgroundColor !== 'rgba(0, 0, 0, 0)'
      const bordered =
        parseFloat(look.borderTopWidth) > 0 && look.borderTopColor !== 'rgba(0, 0, 0, 0)'
      return filled || bordered || look.boxShadow !== 'none'
    }
    const heading = document.querySelector('#about .section-heading')!
    const rule = style(heading, '::after')
    const headingShape =
      rule.content !== 'none' && rule.display !== 'none' && parseFloat(rule.height) === 1
        ? 'ruled'
        : style(heading).textTransform === 'uppercase' && parseFloat(style(heading).fontSize) < 16
          ? 'label'
          : parseFloat(style(heading).fontSize) >= 28
            ? 'plain'
            : 'other'
    const entry = document.querySelector('#about li')!
    const list = entry.parentElement!
    const side = (element: Element, edge: string) =>
      parseFloat(style(element).getPropertyValue(`border-${edge}-width`)) > 0 &&
      style(element).getPropertyValue(`border-${edge}-color`) !== 'rgba(0, 0, 0, 0)'
    const education = ['top', 'right', 'bottom', 'left'].every((edge) => side(entry, edge))
      ? 'cards'
      : side(list, document.dir === 'rtl' ? 'right' : 'left') && !side(entry, 'bottom')
        ? 'timeline'
        : side(entry, 'bottom') && !side(entry, 'top')
          ? 'rows'
          : 'other'
    const button = document.querySelector('[data-chat-launcher]')!
    const box = button.getBoundingClientRect()
    const round = parseFloat(style(button).borderTopLeftRadius) >= box.width / 2
    const place =
      box.top < 64
        ? 'top corner'
        : innerHeight - box.bottom > 96
          ? 'end rail'
          : innerHeight - box.bottom <= 32
            ? 'bottom corner'
            : 'elsewhere'
    return {
      boxedActions: [...document.querySelectorAll('#home .hero-actions > a')].filter(boxed).length,
      heading: headingShape,
      education,
      launcher: `${round ? 'round' : 'square'}, ${place}`,
    }
  })
}

test.describe('each preset is a composition of its own', () => {
  test.use({ reducedMotion: 'reduce' })

  test('at 1280×800 the portrait, the links and the claim sit differently in each preset, beyond colour', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(server.url)
    const seen: Record<string, Awaited<ReturnType<typeof compositionOf>>> = {}
    for (const preset of PRESETS) seen[preset] = await compositionOf(page, preset)
    const places = PRESETS.map((preset) => seen[preset]!.portraitPlace)
    const links = PRESETS.map((preset) => seen[preset]!.linksPlace)
    expect(places).toEqual(
      profile.photo
        ? ['start column', 'end column', 'above the text']
        : ['start column', 'none', 'none'],
    )
    expect(links).toEqual(['beside the text', 'rail', 'row under the text'])
    // One large name over a middle level well below it; terminal's is a line of monospace, as a
    // terminal prints it.
    for (const preset of PRESETS) expect(seen[preset]!.claim, preset).toBeLessThan(0.6)
    expect(seen.terminal!.claimFont).toMatch(/monospace/)
    expect(seen.aurora!.claimFont).not.toMatch(/monospace/)
    expect(seen.minimal!.claimFont).not.toMatch(/monospace/)
  })

  test('at 1280×800 the actions, the section headings and the education’s entries take a shape of their own in each preset, and the assistant’s button is where each puts it', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(server.url)
    const seen: Record<string, Awaited<ReturnType<typeof shapesOf>>> = {}
    for (const preset of PRESETS) {
      await setLook(page, { preset })
      seen[preset] = await shapesOf(page)
    }
    expect(seen).toEqual({
      // The actions: three buttons; in terminal and minimal one outlined button and two words.
      aurora: {
        boxedActions: 3,
        heading: 'plain',
        education: 'cards',
        launcher: 'round, bottom corner',
      },
      terminal: {
        boxedActions: 1,
        heading: 'ruled',
        education: 'timeline',
        launcher: 'square, end rail',
      },
      minimal: {
        boxedActions: 1,
        heading: 'label',
        education: 'rows',
        launcher: 'round, bottom corner',
      },
    })
  })

  test('the portrait keeps to the content’s edge, level with the text, with no dead column below it', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(server.url)
    for (const preset of PRESETS) {
      const { portrait, edges, text, links, linksBottom } = await compositionOf(page, preset)
      if (!portrait) continue
      if (preset === 'terminal') {
        // At the content's end edge, level with the text's first line.
        expect(Math.abs(portrait.right - edges.end), preset).toBeLessThanOrEqual(1)
        expect(Math.abs(portrait.top - text.top), preset).toBeLessThanOrEqual(1)
      } else if (preset === 'aurora') {
        // The chips' column on the content's edge, the portrait (or the smaller initials) centred over
        // it, level with the text's first line; the column goes on below it with the links, and ends
        // near the text's foot, with no pocket below the text.
        expect(Math.abs(links.left - edges.start)).toBeLessThanOrEqual(1)
        const centre = (box: { left: number; right: number }) => (box.left + box.right) / 2
        expect(Math.abs(centre(portrait) - centre(links))).toBeLessThanOrEqual(2)
        expect(Math.abs(portrait.top - text.top)).toBeLessThanOrEqual(8)
        expect(linksBottom).toBeGreaterThan(portrait.bottom)
        expect(linksBottom - text.bottom).toBeLessThanOrEqual(48)
      } else {
        // Minimal's on the content's edge, just above the text.
        expect(Math.abs(portrait.left - edges.start), preset).toBeLessThanOrEqual(1)
        expect(text.top - portrait.bottom, preset).toBeLessThanOrEqual(48)
      }
    }
  })

  test('on a phone the portrait is small, above the name, on the text’s edge', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(server.url)
    for (const preset of PRESETS) {
      const { portrait, edges } = await compositionOf(page, preset)
      if (!portrait) continue
      expect(portrait.right - portrait.left, preset).toBeLessThanOrEqual(96)
      expect(Math.abs(portrait.left - edges.start), preset).toBeLessThanOrEqual(1)
      const name = (await hero(page).getByRole('heading', { level: 1 }).boundingBox())!
      expect(portrait.bottom, preset).toBeLessThan(name.y)
    }
  })
})

/** The widths a visitor's window may have, from the narrowest phone to a wide desktop. */
const EVERY_WIDTH = [320, 375, 768, 1024, 1280, 1440] as const

test.describe('the first screen at every width', () => {
  test.use({ reducedMotion: 'reduce' })

  // Each test measures every preset at each width in one pass in the page: a preset is only an
  // attribute on <html> (as the build writes it), and geometry does not wait for colours to animate.

  test('the portrait as drawn (its ring, or its frame) keeps to the content’s edge, and its frame inside it', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    const wrong: string[] = []
    for (const width of EVERY_WIDTH) {
      await page.setViewportSize({ width, height: 800 })
      const seen = await hero(page).evaluate((section, presets) => {
        const grid = section.querySelector('.hero-grid')!
        const portrait = section.querySelector('.hero-portrait')!
        const found = presets.map((preset) => {
          document.documentElement.dataset.preset = preset
          const box = grid.getBoundingClientRect()
          const padding = getComputedStyle(grid)
          const edges = {
            start: box.left + parseFloat(padding.paddingLeft),
            end: box.right - parseFloat(padding.paddingRight),
          }
          const drawn = portrait.getBoundingClientRect()
          if (drawn.width === 0) return { preset, shown: false as const }
          // Where the links are a column in the content beside the text (aurora's), the portrait is
          // centred over it (terminal's rail is in the page's margin).
          const links = section.querySelector('.hero-links')!.getBoundingClientRect()
          const overLinks =
            links.left >= edges.start - 0.5 &&
            links.right <= section.querySelector('.hero-text')!.getBoundingClientRect().left
              ? (links.left + links.right) / 2
              : null
          // The offset frame behind a photo (terminal), where it is drawn.
          const after = getComputedStyle(portrait, '::after')
          const [x = 0] =
            after.content === 'none' || after.display === 'none'
              ? []
              : after.translate.split(' ').map(parseFloat)
          return {
            preset,
            shown: true as const,
            edges,
            left: drawn.left,
            right: drawn.right,
            frameLeft: drawn.left + x,
            frameRight: drawn.right + x,
            overLinks,
          }
        })
        return found
      }, PRESETS)
      for (const drawn of seen) {
        if (!drawn.shown) continue
        const { edges } = drawn
        const onEdge =
          drawn.overLinks === null
            ? Math.abs(drawn.left - edges.start) <= 0.5 || Math.abs(drawn.right - edges.end) <= 0.5
            : Math.abs((drawn.left + drawn.right) / 2 - drawn.overLinks) <= 1
        const inside =
          Math.min(drawn.left, drawn.frameLeft) >= edges.start - 0.5 &&
          Math.max(drawn.right, drawn.frameRight) <= edges.end + 0.5
        if (!onEdge || !inside) wrong.push(`at ${width}: ${JSON.stringify(drawn)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  test('the profile links are chips of one width, or one row', async ({ page, server }) => {
    await page.goto(server.url)
    const wrong: string[] = []
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const seen = await hero(page).evaluate(
        (section, presets) =>
          presets.map((preset) => {
            document.documentElement.dataset.preset = preset
            const boxes = [...section.querySelectorAll('.hero-links a')].map((link) =>
              link.getBoundingClientRect(),
            )
            const oneWidth = boxes.every((box) => Math.abs(box.width - boxes[0]!.width) <= 1)
            const oneRow = boxes.every((box) => Math.abs(box.top - boxes[0]!.top) <= 1)
            return {
              preset,
              ok: oneWidth || oneRow,
              boxes: boxes.map((box) => `${Math.round(box.width)}@${Math.round(box.top)}`),
            }
          }),
        PRESETS,
      )
      for (const { preset, ok, boxes } of seen)
        if (!ok) wrong.push(`${preset} at ${width}: ${boxes.join(' ')}`)
    }
    expect(wrong).toEqual([])
  })

  test('on a phone the actions leave no stray button: each row starts on the content’s edge, a button alone among buttons spans the column, every label on one line', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    const wrong: string[] = []
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 })
      const seen = await hero(page).evaluate(
        (section, presets) =>
          presets.map((preset) => {
            document.documentElement.dataset.preset = preset
            const grid = section.querySelector('.hero-grid')!
            const box = grid.getBoundingClientRect()
            const padding = getComputedStyle(grid)
            const edges = {
              start: box.left + parseFloat(padding.paddingLeft),
              end: box.right - parseFloat(padding.paddingRight),
            }
            const buttons = [...section.querySelectorAll('.hero-actions > a')].map((link) => {
              const rect = link.getBoundingClientRect()
              // The label's words: the lines they take.
              const words = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)
              const tops = new Set<number>()
              for (const word of words) {
                const range = document.createRange()
                range.selectNodeContents(word)
                for (const line of range.getClientRects()) tops.add(Math.round(line.top))
              }
              const look = getComputedStyle(link)
              return {
                left: rect.left,
                right: rect.right,
                top: Math.round(rect.top),
                height: rect.height,
                lines: tops.size,
                // A button, or words (terminal's quieter actions, all of minimal's): by its border
                // or its shadow, which change at once with the preset, where colours fade.
                boxed: look.boxShadow !== 'none' || parseFloat(look.borderTopWidth) > 0,
              }
            })
            return { preset, edges, buttons }
          }),
        PRESETS,
      )
      for (const { preset, edges, buttons } of seen) {
        expect(buttons).toHaveLength(3)
        const boxes = buttons.filter((button) => button.boxed)
        const rows = new Map<number, typeof buttons>()
        for (const button of buttons)
          rows.set(button.top, [...(rows.get(button.top) ?? []), button])
        for (const [top, row] of rows) {
          const first = Math.min(...row.map((button) => button.left))
          if (Math.abs(first - edges.start) > 0.5)
            wrong.push(
              `${preset} at ${width}: the row at ${top} starts at ${first}, not ${edges.start}`,
            )
          if (
            boxes.length > 1 &&
            row.length === 1 &&
            row[0]!.boxed &&
            Math.abs(row[0]!.right - row[0]!.left - (edges.end - edges.start)) > 1
          )
            wrong.push(
              `${preset} at ${width}: a button alone at ${top} is narrower than the column`,
            )
        }
        if (new Set(boxes.map((button) => button.height)).size > 1)
          wrong.push(`${preset} at ${width}: buttons of different heights`)
        if (buttons.some((button) => button.lines !== 1))
          wrong.push(`${preset} at ${width}: a label wraps`)
      }
    }
    expect(wrong).toEqual([])
  })

  test('on a phone every action and link in the hero is at least 44 px tall to tap', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(server.url)
    const seen = await hero(page).evaluate(
      (section, presets) =>
        presets.flatMap((preset) => {
          document.documentElement.dataset.preset = preset
          return [...section.querySelectorAll('a')].map(
            (link) =>
              `${preset} ${link.textContent!.trim()}: ${Math.round(link.getBoundingClientRect().height)}`,
          )
        }),
      PRESETS,
    )
    expect(seen.length).toBeGreaterThan(PRESETS.length * 4)
    expect(seen.filter((line) => Number(line.split(': ').pop()) < 44)).toEqual([])
  })

  test('the name in the header is never cut: it takes a second line rather than an ellipsis', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    const name = page
      .getByRole('navigation', { name: t.common.mainNavigation })
      .getByRole('link', { name: profile.name })
    for (const width of EVERY_WIDTH) {
      await page.setViewportSize({ width, height: 800 })
      const shown = await name.evaluate((link) => {
        const style = getComputedStyle(link)
        const box = link.getBoundingClientRect()
        const range = document.createRange()
        range.selectNodeContents(link)
        const text = range.getBoundingClientRect()
        // The controls after it in the bar (the entries, or the phone's toggle and menu).
        const next = [...link.parentElement!.querySelectorAll('a, button')]
          .filter((control) => control !== link && control.getBoundingClientRect().width > 0)
          .map((control) => control.getBoundingClientRect().left)
        return {
          clipped:
            link.scrollWidth > link.clientWidth + 1 || link.scrollHeight > link.clientHeight + 1,
          ellipsis: style.textOverflow === 'ellipsis',
          inside: text.left >= box.left - 1 && text.right <= box.right + 1,
          clearOfControls: text.right <= Math.min(...next) + 1,
          inBar: text.top >= 0 && text.bottom <= 64,
        }
      })
      expect(shown, `${width} px`).toEqual({
        clipped: false,
        ellipsis: false,
        inside: true,
        clearOfControls: true,
        inBar: true,
      })
    }
  })

  test('the status is never a wrapped pill: drawn as a pill only on one line, and wrapped lines keep to the text’s edge', async ({
    page,
    server,
  }) => {
    await page.goto(server.url)
    if (!profile.status) return expect(hero(page).locator('.hero-status')).toHaveCount(0)
    const wrong: string[] = []
    for (const width of EVERY_WIDTH) {
      await page.setViewportSize({ width, height: 800 })
      const seen = await hero(page)
        .locator('.hero-status')
        .evaluate(
          (status, presets) =>
            presets.map((preset) => {
              document.documentElement.dataset.preset = preset
              const style = getComputedStyle(status)
              const pill =
                parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)'
              // The status's words, line by line: where each line starts (the words a screen reader
              // alone reads between the parts are not drawn).
              const range = document.createRange()
              const starts = new Map<number, number>()
              const words = document.createTreeWalker(
                status.lastElementChild!,
                NodeFilter.SHOW_TEXT,
              )
              for (let word = words.nextNode(); word; word = words.nextNode()) {
                if (word.parentElement!.closest('.sr-only')) continue
                range.selectNodeContents(word)
                for (const line of range.getClientRects()) {
                  const top = Math.round(line.top)
                  starts.set(top, Math.min(starts.get(top) ?? Infinity, Math.round(line.left)))
                }
              }
              return { preset, pill, starts: [...starts.values()] }
            }),
          PRESETS,
        )
      for (const { preset, pill, starts } of seen) {
        if (pill && starts.length > 1)
          wrong.push(`${preset} at ${width}: a pill of ${starts.length} lines`)
        if (new Set(starts).size > 1)
          wrong.push(`${preset} at ${width}: lines start at ${starts.join(', ')}`)
      }
    }
    expect(wrong).toEqual([])
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
