// The page's anchors, in page order.
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
export type SectionId = (typeof SECTION_IDS)[number] | typeof WRITING_SECTION_ID

/** The page's anchors, with the Writing section's when there are posts. */
export const sectionIds = ({ writing }: { writing: boolean }): SectionId[] =>
  writing
    ? SECTION_IDS.flatMap((id) => (id === 'projects' ? [id, WRITING_SECTION_ID] : [id]))
    : [...SECTION_IDS]

export type NavEntry = { id: SectionId; label: string }

// The sections named in the navigation bar.
export const NAV_ENTRIES: readonly NavEntry[] = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'experience', label: 'Experience' },
  { id: 'projects', label: 'Projects' },
  { id: 'skills', label: 'Skills' },
  { id: 'contact', label: 'Contact' },
]

export const QUICK_LINKS: readonly NavEntry[] = NAV_ENTRIES.filter((entry) => entry.id !== 'home')

/** The navigation bar's entries: with posts, Writing joins after Projects. */
export const navEntries = ({ writing }: { writing: boolean }): readonly NavEntry[] =>
  writing
    ? NAV_ENTRIES.flatMap((entry) =>
        entry.id === 'projects' ? [entry, { id: WRITING_SECTION_ID, label: 'Writing' }] : [entry],
      )
    : NAV_ENTRIES

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
