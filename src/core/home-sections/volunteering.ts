// Volunteering (anchor #volunteering, optional). JSON Resume's `volunteer`.
import { count, defined, httpUrlOf, resumeDateOf, textOf } from '../json-resume-format.ts'
import { copyFields, shownPeriod, type SectionDefinition } from './definition.ts'

export const volunteering = {
  nav: 'volunteering',
  optional: true,
  reads: ['volunteering'],
  shows: ({ profile }) => profile.volunteering.length > 0,
  title: (profile) => profile.sections.volunteering.title,
  prompt: ({ profile }) => [
    '## Volunteering',
    ...profile.volunteering.map((entry) => {
      const period = shownPeriod(entry.startDate, entry.endDate)
      const text = [entry.summary, ...entry.highlights].filter(Boolean).join(' ')
      return `- ${entry.role} at ${entry.organization}${period ? ` (${period})` : ''}${text ? `: ${text}` : ''}${entry.url ? ` Link: ${entry.url}` : ''}`
    }),
  ],
  llms: (profile) => [
    `Volunteering: ${profile.volunteering.map((entry) => `${entry.role} at ${entry.organization}`).join('; ')}.`,
  ],
  jsonResume: {
    out: (profile) => ({
      volunteer: profile.volunteering.map((entry) =>
        defined({
          organization: entry.organization,
          position: entry.role,
          url: entry.url,
          startDate: entry.startDate,
          endDate: entry.endDate,
          summary: entry.summary,
          highlights: entry.highlights.length ? entry.highlights : undefined,
        }),
      ),
    }),
    in: (resume, { mapped, todo }) => {
      const list = (resume.volunteer ?? []).filter(
        (entry) => textOf(entry.organization) ?? textOf(entry.position),
      )
      // An empty list is left out of the written profile, as an owner would leave it.
      if (!list.length) return {}
      mapped.push(`volunteer: ${count(list.length, 'entry', 'entries')} as volunteering`)
      return {
        volunteering: list.map((entry, i) =>
          defined({
            role:
              textOf(entry.position) ??
              todo(['volunteering', i, 'role'], 'Volunteer', 'what you did there', [
                'volunteering',
              ]),
            organization:
              textOf(entry.organization) ??
              todo(['volunteering', i, 'organization'], 'Organization', 'where you volunteered', [
                'volunteering',
              ]),
            url: httpUrlOf(entry.url),
            startDate: resumeDateOf(entry.startDate),
            endDate: resumeDateOf(entry.endDate),
            summary: textOf(entry.summary),
            highlights: (entry.highlights ?? []).map(textOf).filter((line) => line !== undefined),
          }),
        ),
      }
    },
  },
  ownerFields: (profile) => [
    ...profile.volunteering.flatMap((entry): Array<[string, string | undefined]> => [
      ['volunteering › organization', entry.organization],
      ['volunteering › url', entry.url],
      ['volunteering › summary', entry.summary],
    ]),
    ...copyFields('volunteering', profile.sections.volunteering),
  ],
  resume: (profile, { t, intl }) => ({
    heading: profile.sections.volunteering.title,
    entries: profile.volunteering.map((entry) =>
      defined({
        title: entry.role,
        subtitle: entry.organization,
        dates: shownPeriod(entry.startDate, entry.endDate, { intl, present: t.common.present }),
        href: entry.url,
        text: entry.summary,
        lines: entry.highlights,
      }),
    ),
  }),
} as const satisfies SectionDefinition
