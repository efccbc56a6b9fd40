// The site's pages, each defined once: its HTML template (which names the page's script, and so its
// islands), its addresses, and its head (seo.ts reads `head`). The React tree of each is in render.tsx,
// whose views are typed by these names, so a page without one does not compile. The build, the dev
// server, the servers' routing, SEO and the sitemap all go through `documentsOf`.
import { WRITING_PATH, postPath, type PostMeta } from './posts'

/** What the pages are made from besides the profile. */
export type SiteData = { posts: readonly PostMeta[] }

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

/** One prerendered HTML file: a page at one of its addresses (`path` null for the 404 page). */
export type Document = { page: PageName; path: string | null; file: string; post?: PostMeta }

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
  return /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(normalised)
    ? `${normalised.slice(1)}.html`
    : NOT_FOUND_FILE
}

/** Every document the site has: each page at each of its addresses, and the 404 page. */
export function documentsOf(site: SiteData): Document[] {
  return PAGE_NAMES.flatMap((page): Document[] => {
    if (page === 'not-found') return [{ page, path: null, file: NOT_FOUND_FILE }]
    if (page === 'post')
      return site.posts.map((post) => {
        const path = postPath(post.slug)
        return { page, path, file: documentFile(path), post }
      })
    return PAGES[page].paths(site).map((path) => ({ page, path, file: documentFile(path) }))
  })
}

/** The templates the documents need, each once. */
export const templatesOf = (documents: readonly Document[]) => [
  ...new Set(documents.map((document) => PAGES[document.page].template)),
]
