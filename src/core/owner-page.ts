// Where the owner's page and its API live. The page is not one of the site's pages (pages.ts): it has
// no place in the sitemap, the feed, llms.txt or the static build, and its code is built apart from
// theirs (tooling/builder/build.ts), so no visitor's page can load it.

/** The owner's page: its HTML template (a Vite input), its address, and where its built files go. */
export const OWNER_PAGE = {
  template: 'owner.html',
  path: '/owner',
  /** Its scripts and stylesheet, served only while the page exists (OWNER_TOKEN is set). */
  assetsDir: 'owner-assets',
} as const

export const OWNER_API_PATH = '/api/owner'
