// JSON Resume (jsonresume.org, schema 1.x) in and out of the owner's profile. `toJsonResume` is the site's
// /resume.json; `fromJsonResume` is what `npm run import` writes to src/content/profile.ts, with a note for
// each field JSON Resume has no value for. Each section maps its own part (its `jsonResume` in the
// sections registry); this module puts the parts together. Pure: the official schema's check and the
// file are the script's.
import type { Profile, ProfileInput } from '@/content/schema'
import { SECTIONS, sectionOf, sectionsOf, shownProfile } from './home-sections/registry'
import {
  JSON_RESUME_SCHEMA,
  placesText,
  type ImportContext,
  type ImportTodo,
  type JsonResume,
} from './json-resume-format'
import type { SectionId } from './sections'
import { SITE_FILES } from './seo'
import { absoluteUrl } from './site-url'

export { JSON_RESUME_SCHEMA, expertiseOf, slugOf, type JsonResume } from './json-resume-format'
export { PLACES, type ImportTodo, type Place } from './json-resume-format'
export { categoryOfKeywords } from './home-sections/projects'

/** Two sections may write one JSON Resume list (Publications and Talks both write `publications`). */
function merge(into: JsonResume, part: JsonResume): void {
  for (const [key, value] of Object.entries(part)) {
    const held = into[key]
    into[key] = Array.isArray(held) && Array.isArray(value) ? [...held, ...value] : value
  }
}

// ---------------------------------------------------------------------------------------------------
// Out: the profile as a JSON Resume

/** The owner's profile as a JSON Resume (schema 1.0), with absolute links from the site's address. */
export function toJsonResume(profile: Profile, siteUrl: string): JsonResume {
  const shown = shownProfile(profile)
  const resume: JsonResume = { $schema: JSON_RESUME_SCHEMA }
  // The spec's sections are always written (an empty list says "none"); an optional one only with entries.
  const ids = (Object.keys(SECTIONS) as SectionId[]).filter(
    (id) => !sectionOf(id).optional || sectionsOf(profile).includes(id),
  )
  for (const id of ids) {
    const { jsonResume } = sectionOf(id)
    if (jsonResume !== 'none') merge(resume, jsonResume.out(shown, siteUrl))
  }
  resume.meta = { canonical: absoluteUrl(siteUrl, SITE_FILES.jsonResume), version: 'v1.0.0' }
  return resume
}

// ---------------------------------------------------------------------------------------------------
// In: a JSON Resume as the profile's input

export type ImportResult = {
  profile: ProfileInput
  /** Fields given a stand-in value, marked TODO in the written file. */
  todos: ImportTodo[]
  /** What was taken, as lines for the report. */
  mapped: string[]
  /** What was left out, and why. */
  leftOut: string[]
}

// JSON Resume's sections the site has no place for: references are private (the owner shares them on
// request, never on a public page).
const NOT_SHOWN = ['references'] as const

/**
 * The profile a JSON Resume gives. Every section the site requires gets a stand-in when the resume has
 * none, so the result builds as it is; `todos` lists each stand-in for the owner to replace. `today`
 * decides whether a course of study with an end date is still under way.
 */
export function fromJsonResume(resume: JsonResume, today = new Date()): ImportResult {
  const todos: ImportTodo[] = []
  const context: ImportContext = {
    todo: (path, value, note, shows) => {
      todos.push({ path, note: `${note}; shows in ${placesText(shows)}`, shows })
      return value
    },
    mapped: [],
    leftOut: [],
    now: today.toISOString().slice(0, 10),
  }
  const slices = (Object.keys(SECTIONS) as SectionId[]).flatMap((id) => {
    const { jsonResume } = sectionOf(id)
    return jsonResume === 'none' ? [] : [jsonResume.in(resume, context)]
  })
  const profile = Object.assign({}, ...slices) as ProfileInput
  for (const section of NOT_SHOWN) {
    const entries = resume[section]
    if (Array.isArray(entries) && entries.length) {
      context.leftOut.push(
        `${section} (${entries.length}): private, given on request rather than on a public page`,
      )
    }
  }
  return { profile, todos, mapped: context.mapped, leftOut: context.leftOut }
}
