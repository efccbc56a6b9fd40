import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { fill } from '@/i18n/format'
import { usePageLocale } from '@/client/lib/page-locale'

export function Interests({ profile }: { profile: Profile }) {
  const { t } = usePageLocale()
  const copy = profile.sections.interests
  return (
    <Section id="interests" title={copy.title} subtitle={copy.subtitle}>
      <ul
        aria-label={copy.title}
        className="mx-auto grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-2"
      >
        {profile.interests.map((entry) => (
          <li key={entry.name} className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">{entry.name}</h3>
            {entry.keywords.length ? (
              <ul
                aria-label={fill(t.interests.topics, { name: entry.name })}
                className="mt-3 flex flex-wrap gap-2"
              >
                {entry.keywords.map((word) => (
                  <li
                    key={word}
                    className="rounded-full bg-subtle px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
                  >
                    {word}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
