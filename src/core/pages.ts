// The site's pages, each defined once: its HTML template (which names the page's script, and so its
// islands), its addresses, and its head (seo.ts reads `head`). The React tree of each is in render.tsx,
// whose views are typed by these names, so a page without one does not compile. The build, the dev
// server, the servers' routing, SEO and the sitemap all go through `documentsOf`. Each page is in every
// language of the site: the default one at its own address, each other under `/<tag>/`.
import { isShippedLocale, type Locale } from '../i18n/catalog.ts'
import { WRITING_PATH, postPath, type PostMeta } from './posts.ts'

/**
 * What the pages are made from besides the profile: the default language's posts, and the site's languages
 * (the default first; by default English alone), each other one with its own posts.
 */
export type SiteData = {
  posts: readonly PostMeta[]
  locales?: readonly Locale[]
  translatedPosts?: Readonly<Record<string, readonly PostMeta[]>>
}

type PageDefinition = {
  /** The HTML template, a Vite input: it loads the page's script, which hydrates its islands. */
  template: string
  /** The page's addresses: one for a plain page, one per value for a page with a parameter. */
  paths: (site: SiteData) => string[]
  /** How a link preview types the page (og:type); none for a page with no address of its own. */
  ogType: 'profile' | 'website' | 'article' | undefined
}

export const PAGES = {
  home: { template: 'index.html', paths: () => ['/'], ogType: 'profile' },
  resume: { template: 'resume.html', paths: () => ['/resume'], ogType: 'website' },
  // The writing pages exist only when the owner has written something.
  writing: {
    template: 'writing.html',
    paths: ({ posts }) => (posts.length ? [WRITING_PATH] : []),
    ogType: 'website',
  },
  post: {
    template: 'writing.html',
    paths: ({ posts }) => posts.map((post) => postPath(post.slug)),
    ogType: 'article',
  },
  // Every unknown address: prerendered once, with no address of its own.
  'not-found': { template: '404.html', paths: () => [], ogType: undefined },
} as const satisfies Record<string, PageDefinition>

export type PageName = keyof typeof PAGES
export const PAGE_NAMES = Object.keys(PAGES) as PageName[]

/** Where a page leads in one of the site's languages. */
export type LanguageLink = {
  locale: Locale
  /** The same page in that language, or the nearest it has (a post untranslated: its writing page). */
  path: string
  /** The same page: an alternate for search engines (hreflang), not only a way to the language. */
  same: boolean
}

/**
 * One prerendered HTML file: a page in one language at one of its addresses (`path` null for the 404
 * page), with where it leads in every language of the site, its own included.
 */
export type Document = {
  page: PageName
  path: string | null
  file: string
  post?: PostMeta
  locale: Locale
  languages: readonly LanguageLink[]
}

export const NOT_FOUND_FILE = '404.html'

/**
 * A page's path in a language: the default language's pages are at their own paths, another language's
 * under its tag (`/resume` is `/pt/resume`, `/` is `/pt/`).
 */
export function localizedPath(path: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}/` : `/${locale}${path}`
}

/**
 * The file a path is prerendered to: `/` is index.html, `/writing/a-post` is writing/a-post.html, as
 * static hosts serve them. A trailing slash is forgiven; a path no page could have gives the 404 file.
 */
export function documentFile(path: string | null): string {
  if (path === null) return NOT_FOUND_FILE
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (normalised === '/' || normalised === '/index.html') return 'index.html'
  // A language's home page is its folder's index: `/pt/` is pt/index.html.
  const home = /^\/([a-z]{2,3})(?:\/index\.html)?$/.exec(normalised)?.[1]
  if (home && isShippedLocale(home)) return `${home}/index.html`
  return /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(normalised)
    ? `${normalised.slice(1)}.html`
    : NOT_FOUND_FILE
}

/** The site as `documentsOf` reads it: the owner's languages and each one's posts. */
export const siteOf = (
  { locales }: { locales: readonly Locale[] },
  posts: readonly PostMeta[],
  translatedPosts: Readonly<Record<string, readonly PostMeta[]>> = {},
): SiteData => ({ posts, locales, translatedPosts })

/** The 404 page of a language: the site's own for the default one, `pt/404.html` for another. */
export const notFoundFile = (locale: string, defaultLocale: string) =>
  locale === defaultLocale ? NOT_FOUND_FILE : `${locale}/${NOT_FOUND_FILE}`

/**
 * The 404 page for an unknown address: the language's own under its tag (`/pt/no-such-page` is
 * pt/404.html), which a site may or may not have; the site's 404 page otherwise.
 */
export function notFoundFileFor(path: string): string {
  const tag = /^\/([a-z]{2,3})\//.exec(path)?.[1]
  return tag && isShippedLocale(tag) ? `${tag}/${NOT_FOUND_FILE}` : NOT_FOUND_FILE
}

/** A page of one language before its links to the others are known. */
type Page = Omit<Document, 'languages'> & { key: string }

/**
 * Every document the site has: each page in each language at each of its addresses, and each language's
 * 404 page. A page links to the same page in every language that has it, and otherwise to the nearest one
 * that language has: its writing page for a post it lacks, its home for writing it lacks.
 */
export function documentsOf(site: SiteData): Document[] {
  const locales = site.locales?.length ? site.locales : (['en'] as const)
  const [defaultLocale = 'en'] = locales
  const postsIn = (locale: Locale) =>
    locale === defaultLocale ? site.posts : (site.translatedPosts?.[locale] ?? [])
  const pagesIn = (locale: Locale): Page[] => {
    const local = (path: string) => localizedPath(path, locale, defaultLocale)
    const posts = postsIn(locale)
    return PAGE_NAMES.flatMap((page): Page[] => {
      if (page === 'not-found')
        return [{ page, path: null, file: notFoundFile(locale, defaultLocale), locale, key: page }]
      if (page === 'post')
        return posts.map((post) => {
          const path = local(postPath(post.slug))
          return { page, path, file: documentFile(path), post, locale, key: `post:${post.slug}` }
        })
      return PAGES[page].paths({ posts }).map((path) => ({
        page,
        path: local(path),
        file: documentFile(local(path)),
        locale,
        key: page,
      }))
    })
  }
  const pages = locales.flatMap(pagesIn)
  const byKey = new Map(pages.map((page) => [`${page.locale} ${page.key}`, page]))
  const pathOf = (locale: Locale, key: string) => byKey.get(`${locale} ${key}`)?.path
  return pages.map(({ key, ...page }) => ({
    ...page,
    languages: locales.map((locale) => {
      const same = key === 'not-found' ? undefined : pathOf(locale, key)
      const nearest =
        same ??
        (key.startsWith('post:') ? pathOf(locale, 'writing') : undefined) ??
        (pathOf(locale, 'home') as string)
      return { locale, path: nearest, same: same !== undefined }
    }),
  }))
}

/** The templates the documents need, each once. */
export const templatesOf = (documents: readonly Document[]) => [
  ...new Set(documents.map((document) => PAGES[document.page].template)),
]
