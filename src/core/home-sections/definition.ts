// What a home section is, in one place: everything but its view (core imports no React; the views are
// in client/sections/section-views.tsx, typed by the same ids). Every part is required: a section with
// nothing to say somewhere writes 'none' there, so forgetting the prompt, the leak check or JSON Resume
// is a type error rather than an assistant that silently knows less than the page shows.
import type { Profile } from '@/content/schema'
import type { Localized, Messages } from '../../i18n/catalog.ts'
import type { PromptOmissions, PromptProject } from '../prompt-context.ts'
import type { ImportContext, ImportedSlice, JsonResume } from '../json-resume-format.ts'
import type { PostMeta } from '../posts.ts'
import type { ResumeBlock } from '../resume-document.ts'

/** Written where a part does not apply to a section, on purpose. */
export type None = 'none'

/** What decides whether a section is on the page: the content and the owner's posts. */
export type SectionSite = { profile: Profile; posts: readonly PostMeta[] }

/** What the assistant's prompt is made from. */
export type PromptContext = SectionSite & {
  projects: readonly PromptProject[]
  /** The text of the resume PDF, read at build time; empty when the PDF has none. */
  resumeText: string
  /** What was left out of the projects, the posts and the resume to fit the prompt's budget. */
  omitted: PromptOmissions
}

export type SectionDefinition = {
  /**
   * Its navigation label, by its key in the catalog's `nav`, or 'none' for a section the bar does not
   * name (the spec's bar leaves out Certifications).
   */
  nav: Exclude<keyof Messages['nav'], 'menu'> | None
  /** True for an optional section: the owner may reorder it and hide it (`sections.order`, `.hidden`). */
  optional: boolean
  /** The fields of the content it reads: hiding the section empties its lists everywhere. */
  reads: readonly (keyof Profile)[]
  /** Whether the page shows it (a list section: only with entries). */
  shows: (site: SectionSite) => boolean
  /** Its heading, as the page shows it in the language of `t`. */
  title: (profile: Profile, t: Messages) => string
  /** What the assistant's prompt says about it: a Markdown heading and its lines. */
  prompt: ((context: PromptContext) => string[]) | None
  /** Its sentences in llms.txt's opening paragraph. */
  llms: ((profile: Profile) => string[]) | None
  /** Its part of a JSON Resume, both ways: `out` for /resume.json, `in` for `npm run import`. */
  jsonResume:
    | {
        out: (profile: Profile, siteUrl: string) => JsonResume
        in: (resume: JsonResume, context: ImportContext) => ImportedSlice
      }
    | None
  /** Its values that identify the owner, each with the field it comes from (the owner-leak check). */
  ownerFields: ((profile: Profile) => Array<[field: string, value: string | undefined]>) | None
  /** How it appears in the resume PDF: a block under its heading (About gives two), or nothing. */
  resume: (profile: Profile, words: Localized) => ResumeBlock | readonly ResumeBlock[] | null
}

/**
 * "2024-05-14" or "2024-05" -> "May 2024"; "2024" -> "2024", as the site shows a date, in the language of
 * the Intl tag `intl` (English by default: the assistant's prompt is written in it).
 */
export function shownDate(date: string | undefined, intl = 'en-US'): string | undefined {
  if (!date) return undefined
  const [year, month] = date.split('-')
  if (!month) return year
  return new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleDateString(intl, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * A span of dates as the site shows it: "Jan 2012 – Jan 2013", "Jan 2012 – Present"; in English unless
 * `words` says otherwise.
 */
export function shownPeriod(
  start: string | undefined,
  end: string | undefined,
  words: { intl: string; present: string } = { intl: 'en-US', present: 'Present' },
): string | undefined {
  if (!start && !end) return undefined
  if (!start) return shownDate(end, words.intl)
  return `${shownDate(start, words.intl)} – ${end ? shownDate(end, words.intl) : words.present}`
}

/** The section's copy fields, for the leak check: its title and subtitle when the owner wrote them. */
export const copyFields = (
  section: string,
  copy: Readonly<Record<string, string>>,
): Array<[string, string]> =>
  Object.entries(copy).map(([key, value]) => [`sections › ${section} › ${key}`, value])
