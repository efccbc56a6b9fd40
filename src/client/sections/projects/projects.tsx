import { startTransition, useEffect, useState } from 'react'
import { buttonClasses } from '@/client/components/ui/button-link'
import { cn } from '@/client/lib/cn'
import type { ProjectRules } from '@/content/schema'
import type { Messages } from '@/i18n/catalog'
import { projectsNote, type ProjectSummary } from '@/core/projects'
import {
  NO_PROJECT_RULES,
  countByFilter,
  filterProjects,
  projectFilters,
  type ProjectFilter,
} from '@/core/project-categories'
import { loadProjects, type LoadedProjects } from './load-projects'
import { ProjectCard, ProjectPlaceholder } from './project-card'
import { defineIsland } from '@/client/components/island'

export type ProjectsProps = {
  /** The section's words, in the page's language. */
  texts: Messages['projects']
  /** The Intl tag of the page's language, for the dates and counts. */
  intl: string
  /** Shown when the projects cannot be loaded at all. */
  samples: ProjectSummary[]
  /** The owner's own words for project names, on top of the common acronyms. */
  acronyms: string[]
  /** The owner's categories, badges and keywords on top of the built-in rules. */
  rules?: ProjectRules
  /**
   * The colour of every technology a card can show, resolved by the build: the colour table itself
   * stays out of the browser's code.
   */
  chipColors?: Record<string, string>
}

// Six placeholder cards while loading.
const PLACEHOLDERS = [1, 2, 3, 4, 5, 6]
const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3'

/** The projects island: filter buttons with counts, the red note, and the cards. */
export function Projects({
  texts,
  intl,
  samples,
  acronyms,
  rules = NO_PROJECT_RULES,
  chipColors,
}: ProjectsProps) {
  // Prerendered and hydrated as loading; the list arrives after hydration.
  const [loaded, setLoaded] = useState<LoadedProjects | null>(null)
  const [filter, setFilter] = useState<ProjectFilter>('all')

  useEffect(() => {
    let current = true
    void loadProjects(samples).then((result) => {
      // A transition: React renders the cards in slices, between which the page stays responsive.
      if (current) startTransition(() => setLoaded(result))
    })
    return () => {
      current = false
    }
  }, [samples])

  const counts = loaded ? countByFilter(loaded.projects, rules) : null
  const shown = loaded ? filterProjects(loaded.projects, filter, rules) : []

  return (
    <>
      <div
        role="group"
        aria-label={texts.filterGroup}
        className="flex flex-wrap justify-center gap-2"
      >
        {projectFilters(rules).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'inline-flex items-center gap-2 rounded-control border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              filter === value
                ? 'border-accent bg-accent text-accent-foreground'
                : 'border-border bg-card text-foreground hover:bg-subtle',
            )}
          >
            {/* The name is the visible text, "All Projects 10", so a voice-control user can say what
                they see. The space keeps the label and the count apart in that name. */}
            {texts.filters[value]}{' '}
            {/* Same width loading or loaded (up to three digits), so the row never moves. */}
            <span
              className={cn(
                'min-w-9 rounded-full px-1.5 text-center text-xs tabular-nums',
                // The selected button's count is inverted (accent on the accent's foreground), which
                // reads as the accent does on a card; a translucent white over the accent did not.
                filter === value ? 'bg-accent-foreground text-accent' : 'bg-subtle',
              )}
            >
              {counts ? new Intl.NumberFormat(intl).format(counts[value]) : '\u00a0'}
            </span>
          </button>
        ))}
      </div>
      {/* Room for the note (two lines on a phone) is kept whether or not there is one, so the cards
          never move down when it appears. */}
      <p
        role="status"
        className="my-6 min-h-12 text-center sm:min-h-6 text-sm leading-6 font-medium text-red-600 dark:text-red-400"
      >
        {loaded ? (
          loaded.error ? (
            projectsNote(loaded.error, texts)
          ) : null
        ) : (
          <span className="sr-only">{texts.loading}</span>
        )}
      </p>
      {!loaded ? (
        <ul className={GRID} aria-busy="true" aria-label={texts.list}>
          {PLACEHOLDERS.map((key) => (
            <ProjectPlaceholder key={key} />
          ))}
        </ul>
      ) : shown.length > 0 ? (
        <ul className={GRID} aria-label={texts.list}>
          {shown.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              texts={texts}
              intl={intl}
              acronyms={acronyms}
              rules={rules}
              chipColors={chipColors}
            />
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-border py-16 text-center">
          <p className="text-muted-foreground">{texts.none}</p>
          <button
            type="button"
            onClick={() => setFilter('all')}
            className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mt-4')}
          >
            {texts.viewAll}
          </button>
        </div>
      )}
    </>
  )
}

/** The projects island: rendered with `<Island of={projectsIsland}>`, hydrated by the page's script. */
export const projectsIsland = defineIsland('projects', Projects)
