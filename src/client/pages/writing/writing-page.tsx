import { PostList } from '@/client/sections/writing/post-list'
import type { PostMeta } from '@/core/posts'
import { usePageLocale } from '@/client/lib/page-locale'
import { plural } from '@/i18n/format'
import { WritingLayout } from './writing-layout'

/** /writing: every published post, newest first. */
export function WritingPage({
  ownerName,
  posts,
}: {
  ownerName: string
  posts: readonly PostMeta[]
}) {
  const { t, intl } = usePageLocale()
  return (
    <WritingLayout ownerName={ownerName} current="list">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t.writing.title}</h1>
      <p className="mt-3 mb-10 text-lg text-muted-foreground">
        {plural(intl, t.writing.intro, posts.length, { owner: ownerName })}
      </p>
      <PostList posts={posts} headingLevel={2} />
    </WritingLayout>
  )
}
