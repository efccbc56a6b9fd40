import { ArrowRight } from 'lucide-react'
import { ButtonLink } from '@/client/components/ui/button-link'
import { Section } from '@/client/components/ui/section'
import { usePageLocale } from '@/client/lib/page-locale'
import { HOME_POSTS, WRITING_PATH, type PostMeta } from '@/core/posts'
import { WRITING_SECTION_ID } from '@/core/sections'
import { PostList } from './post-list'

/** The latest posts on the home page; nothing at all when the owner has written none. */
export function WritingSection({ posts }: { posts: readonly PostMeta[] }) {
  const { t, href } = usePageLocale()
  if (posts.length === 0) return null
  return (
    <Section id={WRITING_SECTION_ID} title={t.sections.writing.title}>
      <div className="mx-auto max-w-3xl">
        <PostList posts={posts.slice(0, HOME_POSTS)} headingLevel={3} />
        <div className="mt-10 text-center">
          <ButtonLink href={href(WRITING_PATH)}>
            {t.writing.all} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}
