// Three documents: `/`, `/resume`, and the 404 page for any other path.
export const PAGES = {
  home: { path: '/', template: 'index.html' },
  resume: { path: '/resume', template: 'resume.html' },
  'not-found': { path: null, template: '404.html' },
} as const

export type PageName = keyof typeof PAGES

export const PAGE_NAMES = Object.keys(PAGES) as PageName[]

/** The page a path shows; a trailing slash is forgiven, anything unknown is the 404 page. */
export function pageForPath(path: string): PageName {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (normalised === PAGES.home.path || normalised === '/index.html') return 'home'
  if (normalised === PAGES.resume.path) return 'resume'
  return 'not-found'
}
