import { Briefcase, Calendar, MapPin } from 'lucide-react'
import { Badge, CURRENT_BADGE } from '@/client/components/ui/badge'
import { Section } from '@/client/components/ui/section'
import { HighlightList } from '@/client/components/ui/highlight-list'
import { TechChip } from '@/client/components/ui/tech-chip'
import { chipColor } from '@/core/chip-colors'
import type { Profile } from '@/content/schema'
import { usePageLocale } from '@/client/lib/page-locale'

export function Experience({ profile }: { profile: Profile }) {
  const { t } = usePageLocale()
  return (
    <Section
      id="experience"
      title={profile.sections.experience.title}
      subtitle={profile.sections.experience.subtitle}
    >
      {/* The class names are the presets' hooks (styles.css): a timeline of cards, or rows between
          hairlines. */}
      <ol className="experience-list relative ms-3 max-w-3xl border-s-2 border-border ps-6 sm:mx-auto sm:ps-10">
        {profile.experience.map((entry) => (
          <li
            key={`${entry.role}-${entry.company}`}
            className="experience-item relative pb-10 last:pb-0"
          >
            <span
              // Centred on the timeline: the line sits 1 px (half its width) plus the list's padding before
              // the entry, at its inline start (the right, on a page written right to left).
              className="experience-marker absolute top-5 -start-[calc(1.5rem+1px)] flex size-8 -translate-x-1/2 items-center justify-center rounded-full border-2 border-accent bg-background text-accent rtl:translate-x-1/2 sm:-start-[calc(2.5rem+1px)]"
              aria-hidden="true"
            >
              <Briefcase className="size-4" />
            </span>
            <article className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg font-semibold">{entry.role}</h3>
                {entry.current ? (
                  <Badge className={CURRENT_BADGE}>{t.experience.current}</Badge>
                ) : null}
              </div>
              <p className="font-medium text-accent">{entry.company}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                {entry.location ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden="true" /> {entry.location}
                  </span>
                ) : null}
                <span className="look-date inline-flex items-center gap-1">
                  <Calendar className="size-4" aria-hidden="true" /> {entry.period}
                </span>
              </p>
              {entry.description ? (
                <p className="mt-4 leading-relaxed text-muted-foreground">{entry.description}</p>
              ) : null}
              {entry.highlights.length ? (
                <HighlightList items={entry.highlights} className="mt-3 text-muted-foreground" />
              ) : null}
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t.experience.technologies}>
                {entry.technologies.map((technology) => (
                  <li key={technology} className="flex">
                    <TechChip name={technology} color={chipColor(technology, profile.chipColors)} />
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ol>
    </Section>
  )
}
