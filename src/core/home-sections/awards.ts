// Awards (anchor #awards, optional). JSON Resume's `awards`.
import { count, defined, resumeDateOf, textOf } from '../json-resume-format.ts'
import { copyFields, shownDate, type SectionDefinition } from './definition.ts'

export const awards = {
  nav: 'awards',
  optional: true,
  reads: ['awards'],
  shows: ({ profile }) => profile.awards.length > 0,
  title: (profile) => profile.sections.awards.title,
  prompt: ({ profile }) => [
    '## Awards',
    ...profile.awards.map(
      (award) =>
        `- ${award.title}${[award.awarder, shownDate(award.date)].some(Boolean) ? ` (${[award.awarder, shownDate(award.date)].filter(Boolean).join(', ')})` : ''}${award.summary ? `: ${award.summary}` : ''}`,
    ),
  ],
  llms: (profile) => [
    `Awards: ${profile.awards.map((award) => `${award.title}${award.awarder ? ` (${award.awarder})` : ''}`).join('; ')}.`,
  ],
  jsonResume: {
    out: (profile) => ({
      awards: profile.awards.map((award) =>
        defined({
          title: award.title,
          date: award.date,
          awarder: award.awarder,
          summary: award.summary,
        }),
      ),
    }),
    in: (resume, { mapped }) => {
      const list = (resume.awards ?? []).filter((award) => textOf(award.title))
      // An empty list is left out of the written profile, as an owner would leave it.
      if (!list.length) return {}
      mapped.push(`awards: ${count(list.length, 'award')}`)
      return {
        awards: list.map((award) =>
          defined({
            title: textOf(award.title) ?? '',
            awarder: textOf(award.awarder),
            date: resumeDateOf(award.date),
            summary: textOf(award.summary),
          }),
        ),
      }
    },
  },
  ownerFields: (profile) => [
    ...profile.awards.flatMap((award): Array<[string, string | undefined]> => [
      ['awards › title', award.title],
      ['awards › summary', award.summary],
    ]),
    ...copyFields('awards', profile.sections.awards),
  ],
  resume: (profile, { intl }) => ({
    heading: profile.sections.awards.title,
    entries: profile.awards.map((award) =>
      defined({
        title: award.title,
        subtitle: award.awarder,
        dates: shownDate(award.date, intl),
        text: award.summary,
      }),
    ),
  }),
} as const satisfies SectionDefinition
