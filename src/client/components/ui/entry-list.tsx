import type { LucideIcon } from 'lucide-react'
import { ExternalLink as ExternalLinkIcon } from 'lucide-react'
import { ExternalLink } from '@/client/components/ui/external-link'
import { HighlightList } from '@/client/components/ui/highlight-list'
import { usePageLocale } from '@/client/lib/page-locale'

/** One card of an entry section (a publication, a talk, an award, a place volunteered at). */
export type EntryCard = {
  key: string
  title: string
  /** Who or where: a publisher, an event, an awarder, an organization. */
  subtitle?: string | undefined
  /** As the site shows dates: "May 2024", "Jan 2012 – Present". */
  dates?: string | undefined
  place?: string | undefined
  /** Where the title links to, in a new tab. */
  href?: string | undefined
  /** Paragraphs: a summary. */
  lines?: readonly string[]
  /** Points, as a list: highlights. */
  points?: readonly string[]
}

/**
 * The cards of an entry section, styled as the certifications' are: an accent icon, the title (a link
 * when there is one), its source, the dates and the text. The grid's columns are fixed by breakpoint, so
 * nothing moves once the fonts arrive.
 */
export function EntryList({
  entries,
  icon: Icon,
  label,
}: {
  entries: readonly EntryCard[]
  icon: LucideIcon
  /** What the list holds, for screen readers: "Talks". */
  label: string
}) {
  const { t } = usePageLocale()
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {entries.map((entry) => (
        <li
          key={entry.key}
          className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <div className="flex items-start gap-3">
            <span
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent"
              aria-hidden="true"
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold leading-snug">
                {entry.href ? (
                  <ExternalLink
                    href={entry.href}
                    className="underline-offset-4 hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    {entry.title}
                    <ExternalLinkIcon
                      className="ms-1 inline size-3.5 align-baseline rtl:-scale-x-100"
                      aria-label={t.common.opensInNewTab}
                    />
                  </ExternalLink>
                ) : (
                  entry.title
                )}
              </h3>
              {entry.subtitle ? (
                <p className="text-sm text-muted-foreground">{entry.subtitle}</p>
              ) : null}
            </div>
          </div>
          {entry.dates || entry.place ? (
            <p className="mt-3 text-sm font-medium">
              {[entry.dates, entry.place].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {entry.lines?.map((line) => (
            <p key={line} className="mt-3 text-sm leading-relaxed text-muted-foreground">
              {line}
            </p>
          ))}
          {entry.points?.length ? (
            <HighlightList items={entry.points} className="mt-3 text-sm text-muted-foreground" />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
