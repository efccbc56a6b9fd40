import { Calendar, GraduationCap } from 'lucide-react'
import { Badge, CURRENT_BADGE } from '@/client/components/ui/badge'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { educationDates } from '@/core/home-sections/about'
import { usePageLocale } from '@/client/lib/page-locale'

export function About({ profile }: { profile: Profile }) {
  const { t, intl } = usePageLocale()
  return (
    <Section
      id="about"
      title={profile.sections.about.title}
      subtitle={profile.sections.about.subtitle}
    >
      {/* The class names are the presets' hooks (styles.css): cards beside the summary, a timeline, or
          rows between hairlines under it. */}
      <div className="about-grid grid grid-cols-1 gap-10 lg:grid-cols-2">
        <div className="space-y-4 text-base leading-relaxed text-muted-foreground">
          {profile.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className="about-subheading pt-4 text-lg font-semibold text-foreground">
            {t.about.workWith}
          </h3>
          {/* Rows between hairlines, not a box each: one group or eight, the list reads the same. */}
          <dl className="divide-y divide-border border-y border-border">
            {profile.aboutSkills.map((group) => (
              <div
                key={group.category}
                className="grid grid-cols-1 gap-x-6 gap-y-0.5 py-3 sm:grid-cols-[9rem_minmax(0,1fr)]"
              >
                <dt className="text-sm font-semibold text-foreground">{group.category}</dt>
                <dd className="text-sm">{group.items.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className="about-subheading mb-4 flex items-center gap-2 text-lg font-semibold">
            <GraduationCap className="about-icon size-5 text-muted-foreground" aria-hidden="true" />{' '}
            {t.about.education}
          </h3>
          <ul className="education-list space-y-4">
            {profile.education.map((entry) => {
              const dates = educationDates(entry, { intl, present: t.common.present })
              return (
                <li
                  key={`${entry.degree}-${entry.institution}`}
                  className="education-entry rounded-xl border border-border bg-card p-6 shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h4 className="font-semibold">{entry.degree}</h4>
                    {entry.current ? (
                      <Badge className={CURRENT_BADGE}>{t.about.current}</Badge>
                    ) : null}
                  </div>
                  <p className="mt-1 text-muted-foreground">{entry.institution}</p>
                  {dates ? (
                    <p className="look-date mt-2 flex items-center gap-1 text-sm text-muted-foreground">
                      <Calendar className="about-icon size-4" aria-hidden="true" /> {dates}
                    </p>
                  ) : null}
                  {entry.gpa ? (
                    <p className="mt-3 text-sm">
                      <span className="font-medium">{t.about.gpa}</span> {entry.gpa}
                    </p>
                  ) : null}
                  {entry.focus ? (
                    <p className={entry.gpa ? 'mt-1 text-sm' : 'mt-3 text-sm'}>
                      <span className="font-medium">{t.about.focus}</span> {entry.focus}
                    </p>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </Section>
  )
}
