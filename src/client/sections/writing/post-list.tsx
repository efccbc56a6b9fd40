import { Badge } from '@/client/components/ui/badge'
import { usePageLocale } from '@/client/lib/page-locale'
import { plural } from '@/i18n/format'
import { formatPostDate, postPath, type PostMeta } from '@/core/posts'

/** Date and reading time, as a post's list entry and its own page show them. */
export function PostDetails({ post }: { post: PostMeta }) {
  const { t, intl } = usePageLocale()
  return (
    <p className="font-mono text-sm text-muted-foreground">
      <time dateTime={post.date}>{formatPostDate(post.date, intl)}</time>
      <span aria-hidden="true"> · </span>
      {plural(intl, t.writing.readingTime, post.readingMinutes)}
    </p>
  )
}

export function PostTags({ tags }: { tags: readonly string[] }) {
  const { t } = usePageLocale()
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t.writing.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  )
}

/** Posts, newest first: each with its title (the link), date, reading time, summary and tags. */
export function PostList({
  posts,
  headingLevel,
}: {
  posts: readonly PostMeta[]
  headingLevel: 2 | 3
}) {
  const { href } = usePageLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className="grid gap-6">
      {posts.map((post) => (
        <li
          key={post.slug}
          className="relative rounded-xl border border-border bg-card p-6 shadow-sm transition-colors focus-within:border-accent hover:border-accent"
        >
          <article className="grid gap-3">
            <Heading className="text-xl font-semibold leading-snug">
              {/* The whole card follows the title's link. */}
              <a
                href={href(postPath(post.slug))}
                className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {post.title}
              </a>
            </Heading>
            <PostDetails post={post} />
            <p className="leading-relaxed text-muted-foreground">{post.summary}</p>
            <PostTags tags={post.tags} />
          </article>
        </li>
      ))}
    </ol>
  )
}
