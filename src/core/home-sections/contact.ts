// Contact (anchor #contact): the email, the place and the profile links. Its JSON Resume part travels in
// `basics` with the first screen, and the resume prints the contacts under the name.
import { copyFields, type SectionDefinition } from './definition.ts'

/** Where the contact part of the prompt starts: a prompt cut to fit keeps it. */
export const CONTACT_HEADING = '## Contact'

export const contact = {
  nav: 'contact',
  optional: false,
  reads: ['email', 'location', 'social'],
  shows: () => true,
  title: (profile) => profile.sections.contact.title,
  prompt: ({ profile }) => [
    CONTACT_HEADING,
    `Email: ${profile.email}`,
    ...profile.social.map((link) => `${link.label}: ${link.url}`),
  ],
  // llms.txt lists the contact links under a heading of their own.
  llms: 'none',
  jsonResume: 'none',
  ownerFields: (profile) => [
    ['email', profile.email],
    ['location.city', profile.location.city],
    ...copyFields('contact', profile.sections.contact),
  ],
  resume: () => null,
} as const satisfies SectionDefinition
