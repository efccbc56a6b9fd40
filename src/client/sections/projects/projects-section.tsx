import { GitHubIcon } from '@/client/components/brand-icons'
import { Island } from '@/client/components/island'
import { ButtonLink } from '@/client/components/ui/button-link'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { githubProfileUrl } from '@/core/links'
import { summariseRepo } from '@/core/projects'
import { Projects } from './projects'

/** spec 2: the projects section. Only the list is an island; the heading and the GitHub link stay HTML. */
export function ProjectsSection({ profile }: { profile: Profile }) {
  return (
    <Section
      id="projects"
      title="Featured Projects"
      subtitle="Things I have built, straight from my GitHub."
    >
      <Island
        name="projects"
        component={Projects}
        props={{
          samples: profile.sampleProjects.map(summariseRepo),
          acronyms: profile.acronyms ?? [],
        }}
      />
      <div className="mt-12 text-center">
        <ButtonLink href={githubProfileUrl(profile.links.github.username)} external>
          <GitHubIcon className="size-4" /> View All Projects on GitHub
        </ButtonLink>
      </div>
    </Section>
  )
}
