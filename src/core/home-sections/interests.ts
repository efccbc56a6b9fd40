// Interests (anchor #interests, optional). JSON Resume's `interests`.
import { count, defined, textOf } from '../json-resume-format.ts'
import { copyFields, type SectionDefinition } from './definition.ts'

export const interests = {
  nav: 'interests',
  optional: true,
  reads: ['interests'],
  shows: ({ profile }) => profile.interests.length > 0,
  title: (profile) => profile.sections.interests.title,
  prompt: ({ profile }) => [
    '## Interests',
    ...profile.interests.map(
      (entry) => `- ${entry.name}${entry.keywords.length ? `: ${entry.keywords.join(', ')}` : ''}`,
    ),
  ],
  llms: (profile) => [`Interests: ${profile.interests.map((entry) => entry.name).join(', ')}.`],
  jsonResume: {
    out: (profile) => ({
      interests: profile.interests.map((entry) =>
        defined({
          name: entry.name,
          keywords: entry.keywords.length ? entry.keywords : undefined,
        }),
      ),
    }),
    in: (resume, { mapped }) => {
      const list = (resume.interests ?? []).filter((entry) => textOf(entry.name))
      // An empty list is left out of the written profile, as an owner would leave it.
      if (!list.length) return {}
      mapped.push(`interests: ${count(list.length, 'interest')}`)
      return {
        interests: list.map((entry) => ({
          name: textOf(entry.name) ?? '',
          keywords: (entry.keywords ?? []).map(textOf).filter((word) => word !== undefined),
        })),
      }
    },
  },
  // An interest ("Cycling") identifies no one: the leak check has only the section's copy.
  ownerFields: (profile) => copyFields('interests', profile.sections.interests),
  resume: (profile) => ({
    heading: profile.sections.interests.title,
    items: profile.interests.map((entry) =>
      defined({
        label: entry.name,
        detail: entry.keywords.length ? entry.keywords.join(', ') : undefined,
      }),
    ),
  }),
} as const satisfies SectionDefinition
