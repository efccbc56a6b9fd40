// Printing `/`, or saving it as a PDF, without scrolling first: every section with its content, on white
// paper, without the screen-only parts. Checked twice: with print media emulated (what the browser lays
// out), and in a real PDF from Chromium (what lands on paper).
import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from './fixtures'
import { t } from '../support/words'

/** Text as a PDF and the DOM can both be compared on: no spaces or line breaks, no case, no ligatures. */
const compact = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()

/**
 * Opens `/` in the dark theme and waits until the sections below the fold are waiting to fade in, the
 * state a visitor who prints at once is in.
 */
async function openUnscrolled(page: Page, url: string) {
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' })
  await page.goto(url)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.locator('#contact')).toHaveAttribute('data-fade', 'pending')
}

/** The words of every element in `main` that holds text of its own and is laid out under print media. */
function printedTexts(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('*')]
      .filter(
        (element) =>
          element.children.length === 0 &&
          element.textContent.trim() !== '' &&
          element.checkVisibility() &&
          // screen-reader-only text is a 1 px clipped box, not printed words
          element.getBoundingClientRect().width > 1,
      )
      .map((element) => element.innerText),
  )
}

test('with print media, every section and its content shows, on white, without the screen-only parts', async ({
  page,
  server,
}) => {
  await openUnscrolled(page, server.url)
  await page.emulateMedia({ media: 'print' })

  const sections = page.locator('main > section')
  expect(await sections.count()).toBeGreaterThanOrEqual(6)
  for (const section of await sections.all()) {
    const id = await section.getAttribute('id')
    await expect(section.getByRole('heading').first(), `#${id}'s heading`).toBeVisible()
    // Opacity as well: a section waiting to fade in has a box, but nothing a reader can see.
    const hidden = await section.evaluate((element) =>
      [element, ...element.querySelectorAll<HTMLElement>('*')]
        .filter(
          (node) => node.checkVisibility() && !node.checkVisibility({ opacityProperty: true }),
        )
        .map((node) => node.outerHTML.slice(0, 80)),
    )
    expect(hidden, `transparent in #${id}`).toEqual([])
  }

  await expect(page.getByRole('navigation', { name: t.common.mainNavigation })).toBeHidden()
  await expect(page.getByRole('button', { name: t.chat.open })).toBeHidden()
  await expect(page.locator('.hero-glow')).toBeHidden()

  // Light paper and dark ink, though the screen is in the dark theme.
  const colours = await page.evaluate(() => ({
    paper: getComputedStyle(document.body).backgroundColor,
    ink: getComputedStyle(document.querySelector('h1')!).color,
  }))
  expect(colours.paper).toBe('rgb(255, 255, 255)')
  const [red, green, blue] = colours.ink.match(/\d+/g)!.map(Number)
  expect(red! + green! + blue!, `heading colour ${colours.ink}`).toBeLessThan(3 * 80)

  // Cards keep to one page where they fit.
  const breakable = await page
    .locator('main li, main article')
    .evaluateAll((cards) =>
      cards
        .filter((card) => getComputedStyle(card).breakInside !== 'avoid')
        .map((card) => card.outerHTML.slice(0, 80)),
    )
  expect(breakable).toEqual([])
})

test('the PDF Chromium saves holds every section, every text and every outside address, on full pages', async ({
  page,
  server,
}) => {
  await openUnscrolled(page, server.url)
  // The projects' cards, not their placeholders: the headings compared below are read after the PDF.
  await expect(page.locator('#projects [data-placeholder]')).toHaveCount(0)
  const pdf = await page.pdf({ format: 'A4' })
  await page.emulateMedia({ media: 'print' })
  const expected = await printedTexts(page)
  const addresses = await page
    .locator('main a[href^="http"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))

  const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: false,
  })
  const printed = compact(pages.join(' '))

  const headings = await page.locator('main').getByRole('heading').allInnerTexts()
  expect(headings.length).toBeGreaterThanOrEqual(10)
  expect(headings.filter((heading) => !printed.includes(compact(heading)))).toEqual([])
  expect(expected.filter((text) => !printed.includes(compact(text)))).toEqual([])
  expect(addresses.length).toBeGreaterThan(0)
  expect(addresses.filter((address) => !printed.includes(compact(address)))).toEqual([])

  // The fixed bar used to print on every page, over nothing.
  const bar = new RegExp([t.nav.home, t.nav.about, t.nav.experience, t.nav.projects].join('\\s+'))
  expect(pages.filter((text) => bar.test(text))).toEqual([])
  // Full pages: none but the last nearly empty, and no more of them than the text needs (a page holds
  // far more than 400 characters).
  const characters = pages.map((text) => compact(text).length)
  expect(
    characters.slice(0, -1).filter((count) => count < 200),
    `${characters}`,
  ).toEqual([])
  expect(pages.length).toBeLessThanOrEqual(Math.ceil(printed.length / 400))
})
