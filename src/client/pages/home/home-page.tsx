import { chatIsland } from '@/client/chat/chat-launcher'
import { suggestedQuestions } from '@/core/chat-suggestions'
import { Island } from '@/client/components/island'
import { About } from '@/client/sections/about/about'
import { Certifications } from '@/client/sections/certifications/certifications'
import { Contact } from '@/client/sections/contact/contact'
import { Experience } from '@/client/sections/experience/experience'
import { Footer } from '@/client/sections/footer/footer'
import { Hero } from '@/client/sections/hero/hero'
import { navigationIsland } from '@/client/sections/navigation/navigation'
import { ProjectsSection } from '@/client/sections/projects/projects-section'
import { Skills } from '@/client/sections/skills/skills'
import { WritingSection } from '@/client/sections/writing/writing-section'
import type { Profile } from '@/content/schema'
import type { PostMeta } from '@/core/posts'

/** The home page: navigation, hero, about, experience, projects, writing (with posts), skills, certifications, contact, footer. Only the islands hydrate; the rest stays prerendered HTML. */
export type HomePageProps = {
  profile: Profile
  buildYear: number
  /**
   * Where the assistant's API is: this site (undefined), another origin (a static build with a deployed
   * chat API), or nowhere (null: a static build without one, which leaves the assistant out).
   */
  chatApi?: string | null
  /** The owner's posts, newest first: with any, a Writing section shows the latest three. */
  posts?: readonly PostMeta[]
  /** The hero photo as a data: URL, when the build writes it into the page (a small SVG avatar). */
  heroPhoto?: string | undefined
}

export function HomePage({ profile, buildYear, chatApi, posts = [], heroPhoto }: HomePageProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Island
        of={navigationIsland}
        props={{ ownerName: profile.name, writing: posts.length > 0 }}
      />
      <main id="main">
        <Hero profile={profile} photo={heroPhoto} />
        <About profile={profile} />
        <Experience profile={profile} />
        <ProjectsSection profile={profile} />
        <WritingSection ownerName={profile.name} posts={posts} />
        <Skills profile={profile} />
        <Certifications profile={profile} />
        <Contact profile={profile} />
      </main>
      {chatApi === null ? null : (
        <Island
          of={chatIsland}
          props={{
            ownerName: profile.name,
            suggestions: suggestedQuestions(profile),
            ...(chatApi ? { api: chatApi } : {}),
          }}
        />
      )}
      <Footer profile={profile} buildYear={buildYear} />
    </>
  )
}
