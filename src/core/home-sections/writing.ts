// Writing (anchor #writing): the latest posts, on the page only when the owner has written some. Posts
// are files beside the profile (src/content/writing/), so the leak check, JSON Resume and the resume
// leave them to the writing pages, which have their own entries in llms.txt and the feed.
import { formatPostDate, postPath, type PostMeta } from '../posts.ts'
import type { SectionDefinition } from './definition.ts'

/** The bound on the writing in the prompt: the newest 20 posts, each summary cut at 400 characters. */
export const PROMPT_POSTS = { max: 20, summaryChars: 400 } as const

/** One line per post: title, date, summary and its link, which the assistant gives when asked. */
export function postLines(posts: readonly PostMeta[]): string[] {
  return posts.slice(0, PROMPT_POSTS.max).map((post) => {
    const summary =
      post.summary.length > PROMPT_POSTS.summaryChars
        ? `${post.summary.slice(0, PROMPT_POSTS.summaryChars).replace(/\s+\S*$/, '')}…`
        : post.summary
    return `"${post.title}" (${formatPostDate(post.date)}${post.tags.length ? `; ${post.tags.join(', ')}` : ''}): ${summary} Link: ${postPath(post.slug)}`
  })
}

export const writing = {
  nav: 'writing',
  optional: false,
  reads: [],
  shows: ({ posts }) => posts.length > 0,
  title: (_, t) => t.sections.writing.title,
  prompt: ({ profile, posts, omitted }) => [
    `## Writing by ${profile.name}`,
    ...postLines(posts).map((line) => `- ${line}`),
    ...(omitted.posts
      ? [
          `(${omitted.posts} older post${omitted.posts === 1 ? '' : 's'} ${omitted.posts === 1 ? 'is' : 'are'} not listed here.)`,
        ]
      : []),
  ],
  llms: 'none',
  jsonResume: 'none',
  ownerFields: 'none',
  resume: () => null,
} as const satisfies SectionDefinition
