// Publications (anchor #publications, optional): papers and articles. JSON Resume's `publications`,
// less the entries marked as talks, which are the Talks section's.
import { count, defined, httpUrlOf, resumeDateOf, textOf } from '../json-resume-format.ts'
import { copyFields, shownDate, type SectionDefinition } from './definition.ts'

export const TALK_MARKER = 'talk'

export const publications = {
  nav: 'publications',
  optional: true,
  reads: ['publications'],
  shows: ({ profile }) => profile.publications.length > 0,
  title: (profile) => profile.sections.publications.title,
  prompt: ({ profile }) => [
    '## Publications',
    ...profile.publications.map(
      (entry) =>
        `- "${entry.title}"${[entry.publisher, shownDate(entry.date)].some(Boolean) ? ` (${[entry.publisher, shownDate(entry.date)].filter(Boolean).join(', ')})` : ''}${entry.summary ? `: ${entry.summary}` : ''}${entry.url ? ` Link: ${entry.url}` : ''}`,
    ),
  ],
  llms: (profile) => [
    `Publications: ${profile.publications.map((entry) => `"${entry.title}"${entry.publisher ? ` (${entry.publisher})` : ''}`).join('; ')}.`,
  ],
  jsonResume: {
    out: (profile) => ({
      publications: profile.publications.map((entry) =>
        defined({
          name: entry.title,
          publisher: entry.publisher,
          releaseDate: entry.date,
          url: entry.url,
          summary: entry.summary,
        }),
      ),
    }),
    in: (resume, { mapped, leftOut }) => {
      const list = (resume.publications ?? []).filter((entry) => entry.type !== TALK_MARKER)
      const kept = list.filter((entry) => textOf(entry.name))
      if (kept.length) mapped.push(`publications: ${count(kept.length, 'publication')}`)
      if (kept.length < list.length)
        leftOut.push(
          `publications: ${count(list.length - kept.length, 'entry', 'entries')} without a name`,
        )
      // An empty list is left out of the written profile, as an owner would leave it.
      if (!kept.length) return {}
      return {
        publications: kept.map((entry) =>
          defined({
            title: textOf(entry.name) ?? '',
            publisher: textOf(entry.publisher),
            date: resumeDateOf(entry.releaseDate),
            url: httpUrlOf(entry.url),
            summary: textOf(entry.summary),
          }),
        ),
      }
    },
  },
  ownerFields: (profile) => [
    ...profile.publications.flatMap((entry): Array<[string, string | undefined]> => [
      ['publications › title', entry.title],
      ['publications › url', entry.url],
      ['publications › summary', entry.summary],
    ]),
    ...copyFields('publications', profile.sections.publications),
  ],
  resume: (profile, { intl }) => ({
    heading: profile.sections.publications.title,
    entries: profile.publications.map((entry) =>
      defined({
        title: entry.title,
        subtitle: entry.publisher,
        dates: shownDate(entry.date, intl),
        href: entry.url,
        text: entry.summary,
      }),
    ),
  }),
} as const satisfies SectionDefinition
