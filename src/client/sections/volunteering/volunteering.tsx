import { HandHeart } from 'lucide-react'
import { EntryList } from '@/client/components/ui/entry-list'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { usePageLocale } from '@/client/lib/page-locale'
import { shownPeriod } from '@/core/home-sections/definition'

export function Volunteering({ profile }: { profile: Profile }) {
  const { t, intl } = usePageLocale()
  const copy = profile.sections.volunteering
  return (
    <Section id="volunteering" title={copy.title} subtitle={copy.subtitle}>
      <EntryList
        label={copy.title}
        icon={HandHeart}
        entries={profile.volunteering.map((entry) => ({
          key: `${entry.role}-${entry.organization}-${entry.startDate ?? ''}`,
          title: entry.role,
          subtitle: entry.organization,
          dates: shownPeriod(entry.startDate, entry.endDate, { intl, present: t.common.present }),
          href: entry.url,
          lines: entry.summary ? [entry.summary] : [],
          points: entry.highlights,
        }))}
      />
    </Section>
  )
}
