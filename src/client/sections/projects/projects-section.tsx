import { GitHubIcon } from '@/client/components/brand-icons'
import { Island } from '@/client/components/island'
import { ButtonLink } from '@/client/components/ui/button-link'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { chipColorsOf } from '@/core/chip-colors'
import { linkWithIcon } from '@/core/links'
import { everyTechnologyBadge } from '@/core/project-categories'
import { sampleProjects } from '@/core/sample-projects'
import { usePageLocale } from '@/client/lib/page-locale'
import { projectsIsland } from './projects'

/** The projects section. Only the list is an island; the heading and the GitHub link stay HTML. */
export function ProjectsSection({ profile }: { profile: Profile }) {
  const { t, intl } = usePageLocale()
  const github = linkWithIcon(profile, 'github')
  return (
    <Section
      id="projects"
      title={t.sections.projects.title}
      subtitle={profile.sections.projects.subtitle}
    >
      <Island
        of={projectsIsland}
        props={{
          texts: t.projects,
          intl,
          samples: sampleProjects(profile),
          acronyms: profile.acronyms ?? [],
          rules: profile.projectRules,
          chipColors: chipColorsOf(everyTechnologyBadge(profile.projectRules), profile.chipColors),
        }}
      />
      {github ? (
        <div className="mt-12 text-center">
          <ButtonLink href={github.url} external>
            <GitHubIcon className="size-4" /> {t.projects.onGitHub}
          </ButtonLink>
        </div>
      ) : null}
    </Section>
  )
}
