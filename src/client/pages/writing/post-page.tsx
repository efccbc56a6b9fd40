import { ArrowLeft } from 'lucide-react'
import { sitePath } from '@/client/lib/site-path'
import { usePageLocale } from '@/client/lib/page-locale'
import { PostDetails, PostTags } from '@/client/sections/writing/post-list'
import { WRITING_PATH, formatPostDate, type Post } from '@/core/posts'
import { WritingLayout } from './writing-layout'

/** Addresses under the site's root in a post's HTML, put under the path the site is served from. */
const onSite = (html: string) =>
  html.replace(/ (href|src)="\/(?!\/)/g, (_, name: string) => ` ${name}="${sitePath('/')}`)

/** /writing/<slug>: one post, its body rendered and highlighted at build time. */
export function PostPage({ ownerName, post }: { ownerName: string; post: Post }) {
  const { t, intl, href } = usePageLocale()
  // The words around the updated date and the first site, each a link or an element of its own.
  const [beforeDate = '', afterDate = ''] = t.writing.updated.split('{date}')
  const [beforeSite = '', afterSite = ''] = t.writing.firstPublished.split('{site}')
  return (
    <WritingLayout ownerName={ownerName} current="post">
      <article>
        <header className="mb-10 grid gap-4">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {post.title}
          </h1>
          <p className="text-lg text-muted-foreground">{post.summary}</p>
          <PostDetails post={post} />
          {post.updated ? (
            <p className="text-sm text-muted-foreground">
              {beforeDate}
              <time dateTime={post.updated}>{formatPostDate(post.updated, intl)}</time>
              {afterDate}
            </p>
          ) : null}
          {post.canonical ? (
            <p className="text-sm text-muted-foreground">
              {beforeSite}
              <a
                href={post.canonical}
                className="font-medium text-accent underline underline-offset-4"
              >
                {new URL(post.canonical).host}
              </a>
              {afterSite}
            </p>
          ) : null}
          <PostTags tags={post.tags} />
        </header>
        {/* Rendered from the owner's Markdown by tooling/vite/posts.ts, with raw HTML escaped. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: onSite(post.html) }} />
      </article>
      <p className="mt-16 border-t border-border pt-8">
        <a
          href={href(WRITING_PATH)}
          className="inline-flex items-center gap-2 rounded-md font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t.writing.all}
        </a>
      </p>
    </WritingLayout>
  )
}
