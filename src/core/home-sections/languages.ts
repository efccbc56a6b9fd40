// Languages (anchor #languages, optional): the languages the owner speaks. JSON Resume's `languages`.
// A language name identifies no one, so the leak check has only the section's copy.
import { count, defined, textOf } from '../json-resume-format.ts'
import { copyFields, type SectionDefinition } from './definition.ts'

export const languages = {
  nav: 'languages',
  optional: true,
  reads: ['languages'],
  shows: ({ profile }) => profile.languages.length > 0,
  title: (profile) => profile.sections.languages.title,
  prompt: ({ profile }) => [
    '## Languages',
    ...profile.languages.map(
      (entry) => `- ${entry.language}${entry.fluency ? ` (${entry.fluency})` : ''}`,
    ),
  ],
  llms: (profile) => [
    `Speaks ${profile.languages.map((entry) => `${entry.language}${entry.fluency ? ` (${entry.fluency})` : ''}`).join(', ')}.`,
  ],
  jsonResume: {
    out: (profile) => ({
      languages: profile.languages.map((entry) =>
        defined({ language: entry.language, fluency: entry.fluency }),
      ),
    }),
    in: (resume, { mapped }) => {
      const list = (resume.languages ?? []).filter((entry) => textOf(entry.language))
      // An empty list is left out of the written profile, as an owner would leave it.
      if (!list.length) return {}
      mapped.push(`languages: ${count(list.length, 'language')}`)
      return {
        languages: list.map((entry) =>
          defined({ language: textOf(entry.language) ?? '', fluency: textOf(entry.fluency) }),
        ),
      }
    },
  },
  ownerFields: (profile) => copyFields('languages', profile.sections.languages),
  resume: (profile) => ({
    heading: profile.sections.languages.title,
    // In a row, each with its fluency: "Spanish (Native speaker) · English (Fluent)".
    items: profile.languages.map((entry) => ({
      label: entry.fluency ? `${entry.language} (${entry.fluency})` : entry.language,
    })),
  }),
} as const satisfies SectionDefinition
