import { Trophy } from 'lucide-react'
import { EntryList } from '@/client/components/ui/entry-list'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { usePageLocale } from '@/client/lib/page-locale'
import { shownDate } from '@/core/home-sections/definition'

export function Awards({ profile }: { profile: Profile }) {
  const { intl } = usePageLocale()
  const copy = profile.sections.awards
  return (
    <Section id="awards" title={copy.title} subtitle={copy.subtitle}>
      <EntryList
        label={copy.title}
        icon={Trophy}
        entries={profile.awards.map((award) => ({
          key: `${award.title}-${award.date ?? ''}`,
          title: award.title,
          subtitle: award.awarder,
          dates: shownDate(award.date, intl),
          lines: award.summary ? [award.summary] : [],
        }))}
      />
    </Section>
  )
}
