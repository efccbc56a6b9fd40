// The first screen (anchor #home): who the owner is. Its JSON Resume part is `basics`: the name, the
// roles, the summary, the email, the place and the profiles.
import type { ProfileInput } from '@/content/schema'
import {
  CODING_PRACTICE,
  count,
  countryCode,
  countryName,
  defined,
  nonEmpty,
  textOf,
  type JsonResume,
} from '../json-resume-format.ts'
import { LOCALE_INFO } from '../../i18n/locales.ts'
import { locationText } from '../location.ts'
import { absoluteUrl } from '../site-url.ts'
import type { SectionDefinition } from './definition.ts'

const paragraphsOf = (resume: JsonResume) =>
  (resume.basics?.summary ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

export const home = {
  nav: 'home',
  optional: false,
  reads: ['name', 'tagline', 'headline', 'status', 'blurb', 'intro', 'photo', 'social', 'location'],
  shows: () => true,
  title: (profile) => profile.name,
  prompt: ({ profile }) => [
    `## About ${profile.name}`,
    [`${profile.tagline}.`, profile.intro].filter(Boolean).join(' '),
    `Location: ${locationText(profile.location)}`,
  ],
  llms: ({ location }) => [`Based in ${locationText(location)}.`],
  jsonResume: {
    out: (profile, siteUrl) => {
      const code =
        profile.location.country &&
        countryCode(profile.location.country, LOCALE_INFO[profile.locale].intl)
      return {
        basics: {
          name: profile.name,
          label: profile.tagline,
          ...(profile.photo ? { image: absoluteUrl(siteUrl, profile.photo.src) } : {}),
          email: profile.email,
          url: absoluteUrl(siteUrl, '/'),
          summary: profile.summary.join('\n\n'),
          location: defined({
            city: profile.location.city,
            region: profile.location.region,
            countryCode: code,
          }),
          profiles: profile.social.map((link) => ({
            network: link.label,
            ...(link.handle ? { username: link.handle } : {}),
            url: link.url,
          })),
        },
      }
    },
    in: (resume, { todo, mapped, leftOut }) => {
      const basics = resume.basics ?? {}
      const name = basics.name?.trim() ?? ''
      const paragraphs = paragraphsOf(resume)
      const social: NonNullable<ProfileInput['social']> = (basics.profiles ?? [])
        .filter((p) => nonEmpty(p.url) && /^https?:\/\//.test(p.url ?? ''))
        .map((p) => ({
          label: p.network?.trim() || new URL(p.url ?? '').hostname,
          url: p.url?.trim() ?? '',
          ...(nonEmpty(p.username) ? { handle: p.username.trim() } : {}),
          ...(CODING_PRACTICE.test(`${p.network} ${p.url}`)
            ? { kind: 'coding-practice' as const }
            : {}),
        }))
      const slice = {
        name,
        pronoun: todo(
          ['pronoun'],
          'they' as const,
          "how the assistant refers to you: 'she', 'he' or 'they'",
          ['assistant'],
        ),
        tagline: nonEmpty(basics.label)
          ? basics.label.trim()
          : todo(
              ['tagline'],
              'Software Developer',
              'your roles, such as "Software Developer | AI Engineer"',
              ['hero', 'footer', 'search'],
            ),
        // The summary is the About text, and only there: the footer's line and the hero's lines are the
        // owner's to write, not copies of it.
        blurb: todo(
          ['blurb'],
          undefined,
          'one line about you, for the footer and search results (the About text is your summary)',
          ['footer', 'search'],
        ),
        intro: todo(
          ['intro'],
          undefined,
          'a line or two under your name and roles, such as what you build and for whom',
          ['hero'],
        ),
        summary: paragraphs.length
          ? paragraphs
          : todo(['summary'], [`I'm ${name}.`], 'a paragraph or two about you', ['about']),
        email: nonEmpty(basics.email)
          ? basics.email.trim()
          : todo(['email'], 'you@example.com', 'the address visitors write to', [
              'hero',
              'contact',
              'footer',
            ]),
        location: defined({
          city:
            textOf(basics.location?.city) ??
            todo(['location', 'city'], 'Your city', 'the city you are based in', [
              'contact',
              'footer',
            ]),
          // A region or country the resume does not give is left out, never guessed.
          region: textOf(basics.location?.region),
          country: nonEmpty(basics.location?.countryCode)
            ? countryName(basics.location.countryCode.trim())
            : undefined,
        }),
        social,
      }
      mapped.push(
        `basics: the name, ${basics.label ? 'label as the tagline, ' : ''}${
          paragraphs.length ? 'summary as the About text, ' : ''
        }${basics.email ? 'email, ' : ''}location and ${count(social.length, 'profile')} as social links`,
      )
      if (basics.phone) leftOut.push('basics.phone: the site shows no phone number')
      if (basics.url) leftOut.push('basics.url: the site is your address (SITE_URL)')
      if (basics.image) {
        leftOut.push(
          'basics.image: the site serves its own photo; save it under public/ and set photo in profile.ts',
        )
      }
      const skipped = (basics.profiles ?? []).length - social.length
      if (skipped > 0)
        leftOut.push(`basics.profiles: ${count(skipped, 'profile')} without an http(s) url`)
      return slice
    },
  },
  ownerFields: (profile) => [
    ['tagline', profile.tagline],
    ['blurb', profile.blurb],
    ['intro', profile.intro],
    ['photo › alt', profile.photo?.alt],
    ...profile.social.flatMap((link): Array<[string, string | undefined]> => [
      [`social › ${link.label} › url`, link.url],
      [`social › ${link.label} › handle`, link.handle],
    ]),
  ],
  // The name, the headline and the contacts open the resume (resumeDocumentOf), not as a section.
  resume: () => null,
} as const satisfies SectionDefinition
