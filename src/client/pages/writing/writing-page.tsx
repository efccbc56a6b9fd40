import { PostList } from '@/client/sections/writing/post-list'
import type { PostMeta } from '@/core/posts'
import { WritingLayout } from './writing-layout'

/** /writing: every published post, newest first. */
export function WritingPage({
  ownerName,
  posts,
}: {
  ownerName: string
  posts: readonly PostMeta[]
}) {
  return (
    <WritingLayout ownerName={ownerName} current="list">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Writing</h1>
      <p className="mt-3 mb-10 text-lg text-muted-foreground">
        {posts.length === 1 ? 'One post' : `${posts.length} posts`} by {ownerName}, newest first.
      </p>
      <PostList posts={posts} headingLevel={2} />
    </WritingLayout>
  )
}
