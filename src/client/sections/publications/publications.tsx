import { BookOpen } from 'lucide-react'
import { EntryList } from '@/client/components/ui/entry-list'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { usePageLocale } from '@/client/lib/page-locale'
import { shownDate } from '@/core/home-sections/definition'

export function Publications({ profile }: { profile: Profile }) {
  const { intl } = usePageLocale()
  const copy = profile.sections.publications
  return (
    <Section id="publications" title={copy.title} subtitle={copy.subtitle}>
      <EntryList
        label={copy.title}
        icon={BookOpen}
        entries={profile.publications.map((entry) => ({
          key: `${entry.title}-${entry.date ?? ''}`,
          title: entry.title,
          subtitle: entry.publisher,
          dates: shownDate(entry.date, intl),
          href: entry.url,
          lines: entry.summary ? [entry.summary] : [],
        }))}
      />
    </Section>
  )
}
