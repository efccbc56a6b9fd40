declare module 'virtual:resume-text' {
  /** The text of the owner's resume PDF, read when the server is built; empty when it has none. */
  export const resumeText: string
}

declare module 'virtual:posts' {
  import type { Post } from '@/core/posts'
  /** The owner's posts from src/content/writing/, newest first, rendered at build time (tooling/vite/posts.ts). */
  export const posts: readonly Post[]
}
