// Each home section's React tree, by its id in core/home-sections/registry.ts: a section without a view
// does not compile. The page renders the sections sectionsOf gives, in that order, through this table.
import type { ReactNode } from 'react'
import { About } from '@/client/sections/about/about'
import { Awards } from '@/client/sections/awards/awards'
import { Certifications } from '@/client/sections/certifications/certifications'
import { Contact } from '@/client/sections/contact/contact'
import { Experience } from '@/client/sections/experience/experience'
import { Hero } from '@/client/sections/hero/hero'
import { Interests } from '@/client/sections/interests/interests'
import { Languages } from '@/client/sections/languages/languages'
import { ProjectsSection } from '@/client/sections/projects/projects-section'
import { Publications } from '@/client/sections/publications/publications'
import { Skills } from '@/client/sections/skills/skills'
import { Talks } from '@/client/sections/talks/talks'
import { Volunteering } from '@/client/sections/volunteering/volunteering'
import { WritingSection } from '@/client/sections/writing/writing-section'
import type { Profile } from '@/content/schema'
import type { PostMeta } from '@/core/posts'
import type { SectionId } from '@/core/sections'

export type SectionViewProps = {
  /** The profile as shown: a hidden section's lists are empty. */
  profile: Profile
  posts: readonly PostMeta[]
  heroPhoto: string | undefined
}

type SectionView = (props: SectionViewProps) => ReactNode

export const SECTION_VIEWS = {
  home: ({ profile, heroPhoto }) => <Hero profile={profile} photo={heroPhoto} />,
  about: ({ profile }) => <About profile={profile} />,
  experience: ({ profile }) => <Experience profile={profile} />,
  projects: ({ profile }) => <ProjectsSection profile={profile} />,
  writing: ({ posts }) => <WritingSection posts={posts} />,
  skills: ({ profile }) => <Skills profile={profile} />,
  certifications: ({ profile }) => <Certifications profile={profile} />,
  publications: ({ profile }) => <Publications profile={profile} />,
  talks: ({ profile }) => <Talks profile={profile} />,
  awards: ({ profile }) => <Awards profile={profile} />,
  volunteering: ({ profile }) => <Volunteering profile={profile} />,
  languages: ({ profile }) => <Languages profile={profile} />,
  interests: ({ profile }) => <Interests profile={profile} />,
  contact: ({ profile }) => <Contact profile={profile} />,
} satisfies Record<SectionId, SectionView>
