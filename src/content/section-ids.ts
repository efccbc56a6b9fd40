// The optional sections' names, on their own: the browser's code reads them (the assistant's in-page
// links, the navigation), and a list here keeps the content's schema, and zod with it, out of its bundle.

/** The optional sections, in their default order on the page (after Certifications, before Contact). */
export const OPTIONAL_SECTION_IDS = [
  'publications',
  'talks',
  'awards',
  'volunteering',
  'languages',
  'interests',
] as const
export type OptionalSectionId = (typeof OPTIONAL_SECTION_IDS)[number]
