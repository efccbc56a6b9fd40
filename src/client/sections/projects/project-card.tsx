import { Calendar, ExternalLink as ExternalLinkIcon } from 'lucide-react'
import { GitHubIcon } from '@/client/components/brand-icons'
import { Badge } from '@/client/components/ui/badge'
import { ButtonLink } from '@/client/components/ui/button-link'
import { TechChip } from '@/client/components/ui/tech-chip'
import { cn } from '@/client/lib/cn'
import type { ProjectRules } from '@/content/schema'
import type { ProjectSummary } from '@/core/projects'
import type { Messages } from '@/i18n/catalog'
import { fill } from '@/i18n/format'
import { httpUrlOrNull } from '@/core/project-selection'
import {
  NO_PROJECT_RULES,
  categoriseRepo,
  technologyBadges,
  type ProjectCategory,
} from '@/core/project-categories'
import { formatUpdated, prettifyName } from '@/core/project-display'

// Every part of a card has a fixed height, shared with the placeholder, so a placeholder and the card
// that replaces it are the same size and nothing around them moves.
const CARD =
  'relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-card p-6 shadow-sm'
// A card that leads somewhere answers the pointer and the keyboard alike: an accent border, and a lift
// only for visitors who have not asked for less motion.
const LIVE_CARD =
  'transition duration-200 hover:border-accent has-[a:focus-visible]:border-accent motion-safe:hover:-translate-y-1 motion-safe:hover:shadow-md motion-safe:has-[a:focus-visible]:-translate-y-1'
const SLOT = {
  title: 'h-7',
  meta: 'mt-2 flex h-6 items-center gap-3 text-xs text-muted-foreground',
  // three lines of text-sm leading-6
  description: 'mt-4 h-18',
  techLabel: 'mt-4 h-4',
  // Room for four rows of chips: the longest list (git-insights) needs four on the narrowest card
  // (1024 px, three columns), now that each chip carries its colour dot.
  // Chips are words, not controls: a click on them reaches the card's link below.
  techs: 'pointer-events-none mt-2 flex min-h-23 flex-wrap content-start gap-1',
  actions: 'mt-5 flex h-9 items-center gap-2',
}

// The category's colour runs along the top of the card, as on its badge.
const CATEGORY_BAR: Readonly<Record<ProjectCategory, string>> = {
  'web-development': 'bg-cyan-500',
  'ai-ml': 'bg-fuchsia-500',
  cloud: 'bg-sky-500',
  data: 'bg-amber-500',
  mobile: 'bg-violet-500',
  tooling: 'bg-emerald-500',
}

const CATEGORY_BADGE: Readonly<Record<ProjectCategory, string>> = {
  'web-development': 'bg-cyan-500/15 text-cyan-800 dark:text-cyan-300',
  'ai-ml': 'bg-fuchsia-500/15 text-fuchsia-800 dark:text-fuchsia-300',
  cloud: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  data: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  mobile: 'bg-violet-500/15 text-violet-800 dark:text-violet-300',
  tooling: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
}

export function ProjectCard({
  project,
  texts,
  intl,
  acronyms,
  rules = NO_PROJECT_RULES,
  chipColors = {},
}: {
  project: ProjectSummary
  /** The projects section's words, in the page's language. */
  texts: Messages['projects']
  /** The Intl tag of the page's language, for the Updated date. */
  intl: string
  /** The owner's own words for project names, on top of the common acronyms. */
  acronyms: readonly string[]
  rules?: ProjectRules
  /** The colour of each technology the card can show (see ProjectsProps). */
  chipColors?: Readonly<Record<string, string>>
}) {
  const category = categoriseRepo(project, rules)
  const title = prettifyName(project.name, acronyms)
  const updated = formatUpdated(project.updated_at, intl)
  // The server already checked these; checked again so no other scheme can ever become a link here.
  const codeUrl = httpUrlOrNull(project.html_url)
  const liveUrl = httpUrlOrNull(project.homepage)
  return (
    <li className={cn(CARD, codeUrl && LIVE_CARD)} data-category={category}>
      <span
        aria-hidden="true"
        className={cn('absolute inset-x-0 top-0 h-1', CATEGORY_BAR[category])}
      />
      <h3 className={cn(SLOT.title, 'truncate text-lg font-semibold')} title={title}>
        {codeUrl ? (
          // The whole card leads to the code: this link's box is stretched over it, under the buttons.
          <a
            href={codeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {title}
          </a>
        ) : (
          title
        )}
      </h3>
      <div className={SLOT.meta}>
        <Badge className={CATEGORY_BADGE[category]}>{texts.filters[category]}</Badge>
        {updated ? (
          <span className="look-date inline-flex items-center gap-1.5">
            <Calendar className="size-3.5" aria-hidden="true" />{' '}
            {fill(texts.updated, { date: updated })}
          </span>
        ) : null}
      </div>
      <p className={cn(SLOT.description, 'line-clamp-3 text-sm leading-6 text-muted-foreground')}>
        {project.description ?? texts.fallbackDescription}
      </p>
      <p className={cn(SLOT.techLabel, 'text-xs font-semibold tracking-wide uppercase')}>
        {texts.technologies}
      </p>
      <ul className={SLOT.techs} aria-label={texts.technologies}>
        {technologyBadges(project, rules).map((technology) => (
          <li key={technology} className="flex">
            <TechChip
              name={technology}
              color={Object.hasOwn(chipColors, technology) ? chipColors[technology] : undefined}
            />
          </li>
        ))}
      </ul>
      {/* Above the stretched link: Code and Live stay controls of their own. */}
      <div
        className={cn(SLOT.actions, 'pointer-events-none relative z-10 [&>a]:pointer-events-auto')}
      >
        {codeUrl ? (
          <ButtonLink
            href={codeUrl}
            external
            variant="outline"
            size="sm"
            aria-label={fill(texts.codeLabel, { title })}
          >
            <GitHubIcon className="size-4" /> {texts.code}
          </ButtonLink>
        ) : null}
        {liveUrl ? (
          <ButtonLink
            href={liveUrl}
            external
            size="sm"
            aria-label={fill(texts.liveLabel, { title })}
          >
            <ExternalLinkIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {texts.live}
          </ButtonLink>
        ) : null}
      </div>
    </li>
  )
}

const bar = 'rounded bg-subtle'

/** What shows while the projects load: a card's outline, prerendered, the same size as a real card. */
export function ProjectPlaceholder() {
  return (
    <li aria-hidden="true" data-placeholder="" className={cn(CARD, 'motion-safe:animate-pulse')}>
      <div className={cn(SLOT.title, 'flex items-center')}>
        <div className={cn(bar, 'h-5 w-1/2')} />
      </div>
      <div className={SLOT.meta}>
        <div className="h-5 w-20 rounded-control bg-subtle" />
        <div className={cn(bar, 'h-3 w-24')} />
      </div>
      <div className={cn(SLOT.description, 'flex flex-col justify-around')}>
        <div className={cn(bar, 'h-3 w-full')} />
        <div className={cn(bar, 'h-3 w-11/12')} />
        <div className={cn(bar, 'h-3 w-2/3')} />
      </div>
      <div className={SLOT.techLabel}>
        <div className={cn(bar, 'h-3 w-32')} />
      </div>
      <div className={SLOT.techs}>
        {['w-14', 'w-20', 'w-18', 'w-16', 'w-12'].map((width) => (
          <div key={width} className={cn('h-5 rounded-control bg-subtle', width)} />
        ))}
      </div>
      <div className={SLOT.actions}>
        <div className="h-8 w-20 rounded-control bg-subtle" />
        <div className="h-8 w-16 rounded-control bg-subtle" />
      </div>
    </li>
  )
}
