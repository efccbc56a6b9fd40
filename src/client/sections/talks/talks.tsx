import { Mic } from 'lucide-react'
import { EntryList } from '@/client/components/ui/entry-list'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { usePageLocale } from '@/client/lib/page-locale'
import { shownDate } from '@/core/home-sections/definition'

export function Talks({ profile }: { profile: Profile }) {
  const { intl } = usePageLocale()
  const copy = profile.sections.talks
  return (
    <Section id="talks" title={copy.title} subtitle={copy.subtitle}>
      <EntryList
        label={copy.title}
        icon={Mic}
        entries={profile.talks.map((talk) => ({
          key: `${talk.title}-${talk.event}-${talk.date ?? ''}`,
          title: talk.title,
          subtitle: talk.event,
          dates: shownDate(talk.date, intl),
          place: talk.place,
          href: talk.url,
          lines: talk.summary ? [talk.summary] : [],
        }))}
      />
    </Section>
  )
}
