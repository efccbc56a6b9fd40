declare module 'virtual:resume-text' {
  /** The text of the owner's resume PDF, read when the server is built; empty when it has none. */
  export const resumeText: string
}

declare module 'virtual:posts' {
  import type { Post } from '@/core/posts'
  /** The owner's posts from src/content/writing/, newest first, rendered at build time (tooling/vite/posts.ts). */
  export const posts: readonly Post[]
  /** Each other language's posts by its tag, from src/content/writing/<tag>/, newest first. */
  export const translatedPosts: Readonly<Record<string, readonly Post[]>>
}

declare module 'virtual:owner-page' {
  import type { OwnerPageFiles } from '@/server/routes/owner-page'
  /**
   * The owner's page and its files, carried inside the worker or the function of a host whose CDN
   * serves the public files (tooling/builder/owner-page-module.ts), so only the app can serve them.
   */
  export const ownerPage: OwnerPageFiles
  /** The site's 404 page, which a function answers for the owner's paths while there is no token. */
  export const notFoundPage: string
  /** The hashes of both pages' inline scripts, for the CSP. */
  export const scriptHashes: readonly string[]
}
