// Experience (anchor #experience): the timeline of roles. Its JSON Resume part is `work`.
import { count, monthYear, nonEmpty, periodDates, sentences } from '../json-resume-format.ts'
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
        `  Location: ${entry.location}`,
        `  Period: ${entry.period}${entry.current ? ' (current)' : ''}`,
        `  Responsibilities: ${entry.description}`,
        `  Technologies: ${entry.technologies.join(', ')}`,
      ].join('\n'),
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
        return {
          name: entry.company,
          position: entry.role,
          location: entry.location,
          ...(startDate ? { startDate } : {}),
          // No end date is how JSON Resume says "to this day".
          ...(endDate && !entry.current ? { endDate } : {}),
          summary: entry.description,
          keywords: entry.technologies,
        }
      }),
    }),
    in: (resume, { todo, mapped, leftOut }) => {
      const work = resume.work ?? []
      if (!work.length) {
        return {
          experience: [
            todo(
              ['experience', 0],
              {
                role: 'Your role',
                company: 'Company',
                location: 'Remote',
                period: 'Present',
                current: true,
                description: 'What I do there.',
                technologies: [],
              },
              'the resume has no work; the site needs at least one entry',
              ['experience'],
            ),
          ],
        }
      }
      mapped.push(
        `work: ${count(work.length, 'position')} as experience (dates as the period, summary and highlights as the description, keywords as technologies)`,
      )
      if (work.some((entry) => entry.description || entry.url)) {
        leftOut.push('work description and url: the site describes the job, not the company')
      }
      return {
        experience: work.map((entry, i) => {
          const start = entry.startDate ? monthYear(entry.startDate) : undefined
          const end = entry.endDate ? monthYear(entry.endDate) : 'Present'
          const text = sentences([entry.summary, ...(entry.highlights ?? [])])
          return {
            role: nonEmpty(entry.position)
              ? entry.position.trim()
              : todo(['experience', i, 'role'], 'Your role', 'your title there', ['experience']),
            company: nonEmpty(entry.name)
              ? entry.name.trim()
              : todo(['experience', i, 'company'], 'Company', 'the company', ['experience']),
            location: nonEmpty(entry.location)
              ? entry.location.trim()
              : todo(['experience', i, 'location'], 'Remote', 'where the job was', ['experience']),
            period: start
              ? `${start} – ${end}`
              : todo(['experience', i, 'period'], end, 'when it started', ['experience']),
            current: !entry.endDate,
            description: text
              ? text
              : todo(
                  ['experience', i, 'description'],
                  'What I did there.',
                  'what you did and built there',
                  ['experience'],
                ),
            technologies: (entry.keywords ?? []).filter(nonEmpty),
          }
        }),
      }
    },
  },
  ownerFields: (profile) => [
    ...profile.experience.flatMap((entry): Array<[string, string]> => [
      ['experience › role', entry.role],
      ['experience › company', entry.company],
      ['experience › description', entry.description],
    ]),
    ...copyFields('experience', profile.sections.experience),
  ],
  resume: (profile) => ({
    heading: profile.sections.experience.title,
    entries: profile.experience.map((entry) => ({
      title: entry.role,
      subtitle: entry.company,
      dates: entry.period,
      place: entry.location,
      lines: [entry.description],
    })),
  }),
} as const satisfies SectionDefinition
