// The owner's writing: posts from Markdown files in src/content/writing/, read and rendered by the build
// (tooling/vite/posts.ts). The pages, the feed, the sitemap and the assistant all read this shape.

/** What is known of a post without its body: the list, the feed, the sitemap and the prompt use it. */
export type PostMeta = {
  /** From the file name: `my-post.md` is `my-post`, at `/writing/my-post`. */
  slug: string
  title: string
  /** YYYY-MM-DD. */
  date: string
  updated?: string
  summary: string
  tags: readonly string[]
  /** Where the post first appeared, when it was published elsewhere first. */
  canonical?: string
  draft: boolean
  /** At 230 words a minute, at least 1. */
  readingMinutes: number
}

/** A post with its body as HTML, rendered and highlighted at build time. */
export type Post = PostMeta & { html: string }

export const WRITING_PATH = '/writing'
/** How many posts the home page's Writing section shows. */
export const HOME_POSTS = 3
export const WORDS_PER_MINUTE = 230

export const postPath = (slug: string) => `${WRITING_PATH}/${slug}`

/**
 * "2026-03-04" -> "March 4, 2026" (in the language of the Intl tag `intl`), the same wherever it is
 * rendered (the date has no time zone).
 */
export function formatPostDate(date: string, intl = 'en-US'): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(intl, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

export const readingMinutes = (text: string) =>
  Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE))

/** Newest first; posts of the same day by title, so the order never depends on the file system. */
export function newestFirst<T extends PostMeta>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
}

/** A post's metadata only (what the browser and the prompt need), without its body. */
export function metaOf({ html: _html, ...meta }: Post): PostMeta {
  return meta
}
