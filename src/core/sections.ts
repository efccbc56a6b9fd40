// The page's sections and its navigation, from the content, are in home-sections/registry.ts; this file
// holds their names and the rules of the bar.
// Relative, not @/: npm run import loads core from wherever it runs, where the alias may not resolve.
import { OPTIONAL_SECTION_IDS } from '../content/section-ids'

// The spec's anchors, in page order.
export const SECTION_IDS = [
  'home',
  'about',
  'experience',
  'projects',
  'skills',
  'certifications',
  'contact',
] as const
/** The Writing section, on the page only when the owner has posts (after Projects). */
export const WRITING_SECTION_ID = 'writing'
export type SectionId =
  (typeof SECTION_IDS)[number] | typeof WRITING_SECTION_ID | (typeof OPTIONAL_SECTION_IDS)[number]

/** Every anchor a section may have: the ones a link in the assistant's replies may point to. */
export const ALL_SECTION_IDS: readonly SectionId[] = [
  ...SECTION_IDS,
  WRITING_SECTION_ID,
  ...OPTIONAL_SECTION_IDS,
]

export type NavEntry = { id: SectionId; label: string }

// The spec's footer Quick Links: about, experience, projects, skills, contact (named as the bar names them).
export const QUICK_LINKS = ['about', 'experience', 'projects', 'skills', 'contact'] as const

// The active entry is the last section whose top is above the scroll position plus 100 px
export const ACTIVE_SECTION_OFFSET = 100
// The navigation bar turns frosted once the page has scrolled more than 50 px
export const FROSTED_AFTER = 50

/**
 * The entry to highlight: the last one whose section starts at or above `scrollY + 100`.
 * `tops` are the sections' document offsets, in the same order as `ids`.
 */
export function activeSectionId<T extends string>(
  ids: readonly T[],
  tops: readonly number[],
  scrollY: number,
): T | undefined {
  let active: T | undefined = ids[0]
  ids.forEach((id, index) => {
    const top = tops[index]
    if (top !== undefined && top <= scrollY + ACTIVE_SECTION_OFFSET) active = id
  })
  return active
}

/**
 * The entries the bar always shows: the spec's named sections (home, about, experience, projects, skills,
 * contact) and Writing when the owner has posts. Certifications and the optional sections go under one
 * "More" menu, so a full resume's thirteen entries never crowd the bar.
 */
const BAR_IDS: ReadonlySet<SectionId> = new Set<SectionId>([
  'home',
  'about',
  'experience',
  'projects',
  WRITING_SECTION_ID,
  'skills',
  'contact',
])

/**
 * The bar's entries and the More menu's, each in page order. A menu of one would hide a single entry
 * behind a click for nothing, so a lone extra entry stays in the bar (at most eight in all).
 */
export function splitNavEntries(entries: readonly NavEntry[]): {
  bar: NavEntry[]
  more: NavEntry[]
} {
  const more = entries.filter((entry) => !BAR_IDS.has(entry.id))
  if (more.length <= 1) return { bar: [...entries], more: [] }
  return { bar: entries.filter((entry) => BAR_IDS.has(entry.id)), more }
}
