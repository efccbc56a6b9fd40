// Experience (anchor #experience): the timeline of roles. Its JSON Resume part is `work`.
import { count, defined, monthYear, nonEmpty, periodDates, textOf } from '../json-resume-format.ts'
import { copyFields, type SectionDefinition } from './definition.ts'

export const experience = {
  nav: 'experience',
  optional: false,
  reads: ['experience'],
  shows: () => true,
  title: (profile) => profile.sections.experience.title,
  prompt: ({ profile }) => [
    '## Experience',
    ...profile.experience.map((entry) =>
      [
        `- ${entry.role} at ${entry.company}`,
        entry.location ? `  Location: ${entry.location}` : '',
        `  Period: ${entry.period}${entry.current ? ' (current)' : ''}`,
        `  Responsibilities: ${[entry.description, ...entry.highlights].filter(Boolean).join(' ')}`,
        `  Technologies: ${entry.technologies.join(', ')}`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  ],
  llms: (profile) =>
    profile.experience
      .filter((entry) => entry.current)
      .map((entry) => `Currently ${entry.role} at ${entry.company}.`),
  jsonResume: {
    out: (profile) => ({
      work: profile.experience.map((entry) => {
        const { startDate, endDate } = periodDates(entry.period)
        return defined({
          name: entry.company,
          position: entry.role,
          location: entry.location,
          startDate,
          // No end date is how JSON Resume says "to this day".
          endDate: entry.current ? undefined : endDate,
          summary: entry.description,
          highlights: entry.highlights.length ? entry.highlights : undefined,
          keywords: entry.technologies,
        })
      }),
    }),
    in: (resume, { todo, mapped, leftOut }) => {
      const work = resume.work ?? []
      if (!work.length) {
        return {
          experience: [
            todo(
              ['experience', 0],
              { role: 'Your role', company: 'Company', period: 'Present', current: true },
              'the resume has no work; the site needs at least one entry',
              ['experience'],
            ),
          ],
        }
      }
      mapped.push(
        `work: ${count(work.length, 'position')} as experience (dates as the period, summary as the description, highlights as its list, keywords as technologies)`,
      )
      if (work.some((entry) => entry.description || entry.url)) {
        leftOut.push('work description and url: the site describes the job, not the company')
      }
      return {
        experience: work.map((entry, i) => {
          const start = entry.startDate ? monthYear(entry.startDate) : undefined
          const end = entry.endDate ? monthYear(entry.endDate) : 'Present'
          const highlights = (entry.highlights ?? [])
            .map(textOf)
            .filter((line) => line !== undefined)
          return defined({
            role:
              textOf(entry.position) ??
              todo(['experience', i, 'role'], 'Your role', 'your title there', ['experience']),
            company:
              textOf(entry.name) ??
              todo(['experience', i, 'company'], 'Company', 'the company', ['experience']),
            // A place the resume does not give is left out, never guessed.
            location: textOf(entry.location),
            period: start
              ? `${start} – ${end}`
              : todo(['experience', i, 'period'], end, 'when it started', ['experience']),
            current: !entry.endDate,
            description: textOf(entry.summary),
            highlights,
            technologies: (entry.keywords ?? []).filter(nonEmpty).map((keyword) => keyword.trim()),
          })
        }),
      }
    },
  },
  ownerFields: (profile) => [
    ...profile.experience.flatMap((entry): Array<[string, string | undefined]> => [
      ['experience › role', entry.role],
      ['experience › company', entry.company],
      ['experience › description', entry.description],
      ...entry.highlights.map((line): [string, string] => ['experience › highlights', line]),
    ]),
    ...copyFields('experience', profile.sections.experience),
  ],
  resume: (profile) => ({
    heading: profile.sections.experience.title,
    entries: profile.experience.map((entry) =>
      defined({
        title: entry.role,
        subtitle: entry.company,
        dates: entry.period,
        place: entry.location,
        text: entry.description,
        lines: entry.highlights,
      }),
    ),
  }),
} as const satisfies SectionDefinition
