// What the owner's languages change, on the current owner's site in every shipped language (built by
// languages.setup.ts under a base path, served as GitHub Pages serves it): each language's pages in its
// own words, the language switcher, the search engines' alternates, right to left, the one 404 page of a
// static host, a plain file server, and the budgets of `/` on every language's first view.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { profile } from '@/content/profile'
import { inputOf } from '@/content/schema'
import { SHIPPED_LOCALES, messagesOf, type Locale, type Messages } from '@/i18n/catalog'
import { en } from '@/i18n/en'
import { LOCALE_INFO } from '@/i18n/locales'
import { LANGUAGES_SITE } from '../support/languages-site'
import { startStaticServer, type StaticServerMode } from '../support/static-server'

const test = base.extend<object, { site: (mode?: StaticServerMode) => Promise<string> }>({
  site: [
    // Playwright reads a fixture's dependencies from its first argument's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const servers: { stop: () => Promise<void> }[] = []
      await use(async (mode = 'pages') => {
        const server = await startStaticServer(LANGUAGES_SITE.root, LANGUAGES_SITE.base, mode)
        servers.push(server)
        return server.url
      })
      await Promise.all(servers.map((server) => server.stop()))
    },
    { scope: 'worker' },
  ],
})

/** The origin the site was built for (languages.setup.ts's SITE_URL). */
const BUILT_ORIGIN = 'http://127.0.0.1'

// This site's languages are the shipped ones in their order, English first, whatever the owner's own are
// (tests/support/languages-site.ts): here English is at `/`.
const home = (locale: Locale) => (locale === 'en' ? '/' : `/${locale}/`)

/** Every text of a catalog, cut at its `{values}`. */
const textsOf = (messages: Messages | string | object): string[] =>
  typeof messages === 'string'
    ? messages.split(/\{\w+\}/)
    : Object.values(messages).flatMap((value) => textsOf(value as object))

/** The owner's own words: English on another language's page where they have no translation. */
const ownerWords = JSON.stringify(inputOf(profile))

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether `words` holds `text` whole, not as part of a word of the language ("Contact" in "Contacto"). */
const holdsWhole = (words: string, text: string) =>
  new RegExp(`(^|[^\\p{L}])${escaped(text)}($|[^\\p{L}])`, 'u').test(words)

/** The interface's English texts a page in another language must not show. */
function englishOnlyTexts(locale: Locale): string[] {
  const own = textsOf(messagesOf(locale)).map((text) => text.trim())
  return [
    ...new Set(
      textsOf(en)
        .map((text) => text.trim())
        // Words of two letters or more, not the language's own too ("Live", "Code", "JSON Resume", and
        // the "Resume" in it).
        .filter((text) => /\p{L}{2}/u.test(text) && !own.some((mine) => holdsWhole(mine, text)))
        // A word the owner wrote themselves may be on the page in English.
        .filter((text) => !ownerWords.includes(text)),
    ),
  ]
}

/** What a visitor reads or hears on the page: its text and its elements' names and hints. */
const wordsOn = (page: Page) =>
  page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
    const attributes = named.flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    )
    return [document.title, document.body.innerText, ...attributes].join('\n')
  })

test.describe('each language’s pages, in its own words', () => {
  for (const locale of SHIPPED_LOCALES.filter((tag) => tag !== 'en')) {
    test(`${locale}: home, resume and 404 show no English word of the interface`, async ({
      page,
      site,
    }) => {
      const url = await site()
      const english = englishOnlyTexts(locale)
      for (const path of [home(locale), `/${locale}/resume`, `/${locale}/no-such-page`]) {
        await page.goto(`${url}${path}`)
        // The assistant's button carries the panel's words too; the panel opens on a click.
        const words = await wordsOn(page)
        const found = english.filter((text) => holdsWhole(words, text))
        expect(found, `${path} shows English`).toEqual([])
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].htmlLang)
      }
    })
  }
})

test('a page ships its own language’s words and no other’s, in its HTML and its islands’ props', async ({
  request,
  site,
}) => {
  const url = await site()
  // Texts long enough to be no one else's, written as they are in the page's HTML and its props.
  const plain = (locale: Locale) =>
    textsOf(messagesOf(locale))
      .map((text) => text.trim())
      .filter((text) => text.length >= 16 && /^[\p{L}\p{N} ,.]+$/u.test(text))
  for (const locale of ['pt', 'ar'] as const) {
    const own = new Set(plain(locale))
    const html = await (await request.get(`${url}${home(locale)}`)).text()
    // The page carries its own language's words: the check below would pass on an empty page too.
    expect(plain(locale).filter((text) => html.includes(text)).length).toBeGreaterThan(10)
    for (const other of SHIPPED_LOCALES.filter((tag) => tag !== locale)) {
      const theirs = plain(other).filter((text) => !own.has(text) && !ownerWords.includes(text))
      expect(
        theirs.filter((text) => html.includes(text)),
        `${home(locale)} carries ${other}`,
      ).toEqual([])
    }
  }
})

test('the language switcher lands on the same page, from the keyboard too', async ({
  page,
  site,
}) => {
  const url = await site()
  // A post translated into Portuguese: the switcher goes to its translation.
  await page.goto(`${url}/writing/a-first-post`)
  const switcher = page.locator('[data-language-switcher]')
  await switcher.locator('summary').focus()
  await page.keyboard.press('Enter')
  const portuguese = switcher.getByRole('link', { name: 'Português' })
  await expect(portuguese).toHaveAttribute('lang', 'pt-BR')
  await portuguese.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${url}/pt/writing/a-first-post`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Um primeiro texto')
  // A post in Portuguese alone: English has the writing page, the nearest.
  await page.goto(`${url}/pt/writing/so-em-portugues`)
  await page.locator('[data-language-switcher] summary').click()
  await page.locator('[data-language-switcher]').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`${url}/writing`)
  // Every language is shown by its own name, the current one marked.
  await page.goto(`${url}/ar/resume`)
  await page.locator('[data-language-switcher] summary').click()
  const names = page.locator('[data-language-switcher] a')
  await expect(names).toHaveText(SHIPPED_LOCALES.map((locale) => LOCALE_INFO[locale].name))
  await expect(names.filter({ hasText: 'العربية' })).toHaveAttribute('aria-current', 'true')
  await names.filter({ hasText: '中文' }).click()
  await expect(page).toHaveURL(`${url}/zh/resume`)
})

test('the phone menu lists the languages', async ({ browser, site }) => {
  const url = await site()
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
  await page.goto(`${url}/de/`)
  await page.getByRole('button', { name: messagesOf('de').nav.menu }).click()
  await page.getByRole('list', { name: 'Sprache' }).getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(`${url}/es/`)
  await page.close()
})

test('search engines find every language: canonical and alternates under the base path, the sitemap', async ({
  request,
  site,
}) => {
  const url = await site()
  // Addresses are the built site's (SITE_URL), not the test server's.
  const at = (path: string) => `${BUILT_ORIGIN}${LANGUAGES_SITE.base}${path.replace(/^\//, '')}`
  const head = await (await request.get(`${url}/pt/resume`)).text()
  expect(head).toContain(`<link rel="canonical" href="${at('/pt/resume')}" />`)
  for (const locale of SHIPPED_LOCALES) {
    const path = locale === 'en' ? '/resume' : `/${locale}/resume`
    expect(head).toContain(
      `<link rel="alternate" hreflang="${LOCALE_INFO[locale].htmlLang}" href="${at(path)}" />`,
    )
  }
  expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${at('/resume')}" />`)
  expect(head).toContain('<meta property="og:locale" content="pt_BR" />')
  const sitemap = await (await request.get(`${url}/sitemap.xml`)).text()
  expect(sitemap).toContain(
    `<url><loc>${at('/ar/')}</loc><xhtml:link rel="alternate" hreflang="en" href="${at('/')}"/>`,
  )
  // Each language's feed and JSON Resume.
  expect(await (await request.get(`${url}/pt/rss.xml`)).text()).toContain(
    '<language>pt-BR</language>',
  )
  const resume = (await (await request.get(`${url}/ar/resume.json`)).json()) as {
    basics: { label: string }
  }
  expect(resume.basics.label).toContain('مطورة برمجيات')
  const llms = await (await request.get(`${url}/llms.txt`)).text()
  expect(llms).toContain(`[Arabic: portfolio](${at('/ar/')})`)
})

test.describe('right to left', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`/ar/ mirrors, its assistant's button at the bottom left (${theme})`, async ({
      page,
      site,
    }) => {
      const url = await site()
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`${url}/ar/`)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      const width = page.viewportSize()?.width ?? 1280
      // The inline end is the left: the assistant's button, and the bar's links after the name.
      const button = await page
        .getByRole('button', { name: messagesOf('ar').chat.open })
        .boundingBox()
      expect(button!.x + button!.width).toBeLessThan(width / 2)
      const name = await page.getByRole('link', { name: profile.name }).first().boundingBox()
      expect(name!.x).toBeGreaterThan(width / 2)
      // The timeline's line and marks at the inline start: the right of each card.
      const marker = await page.locator('#experience ol > li > span').first().boundingBox()
      const card = await page.locator('#experience article').first().boundingBox()
      expect(marker!.x).toBeGreaterThan(card!.x + card!.width)
    })

    test(`/ar/ passes axe (${theme})`, async ({ page, site }) => {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`${await site()}/ar/`)
      await page.evaluate(() => document.fonts.ready)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(
        violations
          .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
          ),
      ).toEqual([])
    })
  }

  test('nothing shifts while /ar/ loads', async ({ page, site }) => {
    await page.goto(`${await site()}/ar/`, { waitUntil: 'networkidle' })
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {})
      observer.observe({ type: 'layout-shift', buffered: true })
      return observer
        .takeRecords()
        .reduce((total, entry) => total + (entry as PerformanceEntry & { value: number }).value, 0)
    })
    expect(shift).toBeLessThanOrEqual(0.01)
  })
})

test('a static host’s one 404 page shows the language of the address it answers', async ({
  page,
  site,
}) => {
  const url = await site()
  await page.goto(`${url}/pt/writing/no-such-post`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf('pt').notFound.title)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page).toHaveURL(`${url}/pt/writing/no-such-post`)
  await page.goto(`${url}/no-such-page`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title)
})

test('a plain file server serves every language under the base path', async ({ page, site }) => {
  const url = await site('plain')
  for (const [path, heading] of [
    ['/pt/resume', messagesOf('pt').resume.title],
    ['/ar/resume', messagesOf('ar').resume.title],
    ['/pt/writing/so-em-portugues', 'Só em português'],
  ] as const) {
    await page.goto(`${url}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  await page.goto(`${url}/zh/`)
  await expect(page.getByRole('link', { name: messagesOf('zh').hero.viewWork })).toBeVisible()
})

test('every language’s first view loads what / loads and nothing more, within the budgets', async ({
  page,
  site,
}) => {
  const url = await site()
  const firstView = async (path: string) => {
    const loaded: string[] = []
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' })
    page.removeAllListeners('request')
    // The page itself and the icon the browser asks for on its own are not the page's to load.
    return [...new Set(loaded)].filter(
      (file) => !file.endsWith('.html') && !file.endsWith('/') && !file.endsWith('favicon.svg'),
    )
  }
  const root = (await firstView('/')).sort()
  const gzipped = (files: string[], kind: RegExp) =>
    files
      .filter((file) => kind.test(file))
      .reduce((total, file) => {
        const body = readFileSync(join(LANGUAGES_SITE.root, file.slice(LANGUAGES_SITE.base.length)))
        return total + (file.endsWith('.woff2') ? body.length : gzipSync(body, { level: 9 }).length)
      }, 0)
  for (const locale of ['pt', 'ar'] as const) {
    const files = (await firstView(home(locale))).sort()
    expect(files, `/${locale}/ loads what / loads`).toEqual(root)
    expect(gzipped(files, /\.js$/)).toBeLessThanOrEqual(85_000)
    expect(gzipped(files, /\.css$/)).toBeLessThanOrEqual(15_000)
    expect(gzipped(files, /\.woff2$/)).toBeLessThanOrEqual(20_000)
  }
  // Arabic and Chinese are drawn by the system's fonts: the site's font files are Latin alone.
  const fonts = readdirSync(join(LANGUAGES_SITE.root, 'assets')).filter((file) =>
    file.endsWith('.woff2'),
  )
  expect(fonts.every((file) => !/arabic|cjk|chinese/i.test(file))).toBe(true)
})
