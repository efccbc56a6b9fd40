// The home page's sections, each defined once (home-sections/<id>.ts), in page order. The page, the
// navigation, the assistant's prompt, llms.txt, JSON Resume (both ways), the owner-leak check and the
// resume document all iterate this registry, so a section appears in all of them or fails to compile.
// Relative, not @/: npm run import loads core from wherever it runs, where the alias may not resolve;
// and with their .ts, as this folder's files all name them: the Vite config reaches them (through the
// resume PDF), and the config loader Vite plans as its default takes no import without one.
import { OPTIONAL_SECTION_IDS, type OptionalSectionId } from '../../content/section-ids.ts'
import type { Profile } from '@/content/schema'
import { LOCALE_INFO, localizedOf } from '../../i18n/locales.ts'
import type { PostMeta } from '../posts.ts'
import { printedLink, type ResumeBlock, type ResumeDocument } from '../resume-document.ts'
import type { NavEntry, SectionId } from '../sections.ts'
import { about } from './about.ts'
import { awards } from './awards.ts'
import { certifications } from './certifications.ts'
import { contact } from './contact.ts'
import type { SectionDefinition, SectionSite } from './definition.ts'
import { experience } from './experience.ts'
import { home } from './home.ts'
import { interests } from './interests.ts'
import { languages } from './languages.ts'
import { projects } from './projects.ts'
import { publications } from './publications.ts'
import { skills } from './skills.ts'
import { talks } from './talks.ts'
import { volunteering } from './volunteering.ts'
import { writing } from './writing.ts'

export const SECTIONS = {
  home,
  about,
  experience,
  projects,
  writing,
  skills,
  certifications,
  publications,
  talks,
  awards,
  volunteering,
  languages,
  interests,
  contact,
} as const satisfies Record<SectionId, SectionDefinition>

/** A section's definition, typed as any section's (so 'none' is one of its parts' values). */
export const sectionOf = (id: SectionId): SectionDefinition => SECTIONS[id]

/**
 * The profile as the site shows it: a hidden optional section's lists are emptied, so it is absent from
 * the page, the navigation, the prompt, llms.txt, /resume.json and the resume alike.
 */
export function shownProfile(profile: Profile): Profile {
  if (!profile.sections.hidden.length) return profile
  const shown: Profile = { ...profile }
  for (const id of profile.sections.hidden) {
    for (const field of sectionOf(id).reads) Object.assign(shown, { [field]: [] })
  }
  return shown
}

/** The optional sections in the owner's order: those named in `sections.order`, then the rest. */
export function optionalOrder(profile: Profile): OptionalSectionId[] {
  const first = profile.sections.order
  return [...first, ...OPTIONAL_SECTION_IDS.filter((id) => !first.includes(id))]
}

const isOptional = (id: SectionId): id is OptionalSectionId =>
  (OPTIONAL_SECTION_IDS as readonly string[]).includes(id)

/**
 * The sections on the page, in page order: the spec's order, the Writing section after Projects with
 * posts, and the optional sections that have entries (in the owner's order) before Contact.
 */
export function sectionsOf(profile: Profile, posts: readonly PostMeta[] = []): SectionId[] {
  const site: SectionSite = { profile: shownProfile(profile), posts }
  const ids = (Object.keys(SECTIONS) as SectionId[]).filter((id) => !isOptional(id))
  const beforeContact = ids.indexOf('contact')
  return [
    ...ids.slice(0, beforeContact),
    ...optionalOrder(profile),
    ...ids.slice(beforeContact),
  ].filter((id) => sectionOf(id).shows(site))
}

/** The navigation bar's entries: the sections on the page that have a label, in the content's language. */
export function navEntriesOf(profile: Profile, posts: readonly PostMeta[] = []): NavEntry[] {
  const { t } = localizedOf(profile.locale)
  return sectionsOf(profile, posts).flatMap((id) => {
    const key = sectionOf(id).nav
    return key === 'none' ? [] : [{ id, label: t.nav[key] }]
  })
}

/**
 * The resume as a document, from the content: the name, the headline (or the roles), the contacts (the
 * email and every link), then each section's blocks in the owner's order, the page's.
 */
export function resumeDocumentOf(profile: Profile): ResumeDocument {
  const words = localizedOf(profile.locale)
  const shown = shownProfile(profile)
  const blocks: ResumeBlock[] = sectionsOf(profile).flatMap((id) => {
    const block = sectionOf(id).resume(shown, words)
    if (!block) return []
    return 'heading' in block ? [block] : [...block]
  })
  return {
    lang: LOCALE_INFO[profile.locale].htmlLang,
    dir: LOCALE_INFO[profile.locale].dir,
    name: profile.name,
    headline: profile.headline ?? profile.tagline,
    contacts: [
      { label: profile.email, href: `mailto:${profile.email}` },
      ...profile.social.map((link) => ({ label: printedLink(link.url), href: link.url })),
    ],
    blocks,
  }
}
