// Talks (anchor #talks, optional): where the owner has spoken. JSON Resume has no section for talks: the
// nearest is `publications`, so a talk goes there marked `"type": "talk"` (the event as the publisher,
// the place as `location`), which themes show as a publication and the import reads back as a talk.
import { count, defined, httpUrlOf, resumeDateOf, textOf } from '../json-resume-format.ts'
import { copyFields, shownDate, type SectionDefinition } from './definition.ts'
import { TALK_MARKER } from './publications.ts'

export const talks = {
  nav: 'talks',
  optional: true,
  reads: ['talks'],
  shows: ({ profile }) => profile.talks.length > 0,
  title: (profile) => profile.sections.talks.title,
  prompt: ({ profile }) => [
    '## Talks',
    ...profile.talks.map(
      (talk) =>
        `- "${talk.title}" at ${[talk.event, talk.place, shownDate(talk.date)].filter(Boolean).join(', ')}${talk.summary ? `: ${talk.summary}` : ''}${talk.url ? ` Link: ${talk.url}` : ''}`,
    ),
  ],
  llms: (profile) => [
    `Talks: ${profile.talks.map((talk) => `"${talk.title}" (${talk.event})`).join('; ')}.`,
  ],
  jsonResume: {
    out: (profile) => ({
      publications: profile.talks.map((talk) =>
        defined({
          name: talk.title,
          publisher: talk.event,
          releaseDate: talk.date,
          url: talk.url,
          summary: talk.summary,
          type: TALK_MARKER,
          location: talk.place,
        }),
      ),
    }),
    in: (resume, { mapped, todo }) => {
      const list = (resume.publications ?? []).filter(
        (entry) => entry.type === TALK_MARKER && textOf(entry.name),
      )
      // An empty list is left out of the written profile, as an owner would leave it.
      if (!list.length) return {}
      mapped.push(`publications marked as talks: ${count(list.length, 'talk')}`)
      return {
        talks: list.map((entry, i) =>
          defined({
            title: textOf(entry.name) ?? '',
            event:
              textOf(entry.publisher) ??
              todo(['talks', i, 'event'], 'Event', 'where you gave it', ['talks']),
            date: resumeDateOf(entry.releaseDate),
            place: textOf(entry.location),
            url: httpUrlOf(entry.url),
            summary: textOf(entry.summary),
          }),
        ),
      }
    },
  },
  ownerFields: (profile) => [
    ...profile.talks.flatMap((talk): Array<[string, string | undefined]> => [
      ['talks › title', talk.title],
      ['talks › url', talk.url],
      ['talks › summary', talk.summary],
    ]),
    ...copyFields('talks', profile.sections.talks),
  ],
  resume: (profile, { intl }) => ({
    heading: profile.sections.talks.title,
    entries: profile.talks.map((talk) =>
      defined({
        title: talk.title,
        subtitle: talk.event,
        dates: shownDate(talk.date, intl),
        place: talk.place,
        href: talk.url,
        text: talk.summary,
      }),
    ),
  }),
} as const satisfies SectionDefinition
