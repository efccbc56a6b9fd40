import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'

/** One tile per language: its name, and how well, as the skills' tiles show a name and a level. */
export function Languages({ profile }: { profile: Profile }) {
  const copy = profile.sections.languages
  return (
    <Section id="languages" title={copy.title} subtitle={copy.subtitle}>
      <dl className="mx-auto grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-3">
        {profile.languages.map((entry) => (
          <div
            key={entry.language}
            className="rounded-xl border border-border bg-card p-4 text-center shadow-sm"
          >
            <dt className="font-semibold">{entry.language}</dt>
            <dd className="mt-1 text-sm text-muted-foreground">{entry.fluency ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
