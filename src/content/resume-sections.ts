// The resume's optional sections, as the owner writes them: publications, talks, awards, volunteering,
// languages and interests. Each is a list that may stay empty; a section shows (on the page, in the
// navigation, the assistant's prompt, llms.txt, /resume.json and the resume) only when its list has
// entries. Their shapes follow JSON Resume's, so `npm run import` and /resume.json keep every field.
import { z } from 'zod'
import { OPTIONAL_SECTION_IDS, type OptionalSectionId } from './section-ids'

const text = z.string().trim().min(1)
const httpUrl = z.url({ protocol: /^https?$/ })
/** A date as JSON Resume writes one: `2024`, `2024-05` or `2024-05-14`. */
export const resumeDate = z
  .string()
  .regex(/^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/, 'expected a date such as 2024, 2024-05 or 2024-05-14')

const optionalSectionId = z.enum(OPTIONAL_SECTION_IDS, {
  error: (issue) =>
    `"${String(issue.input)}" is not an optional section; expected one of ${OPTIONAL_SECTION_IDS.join(', ')}`,
})
const uniqueIds = z
  .array(optionalSectionId)
  .refine((ids) => new Set(ids).size === ids.length, 'names a section twice')

/**
 * Where the optional sections go and which stay off the site: `order` names the ones to put first, in
 * that order (the rest follow in the default order); `hidden` leaves a section out everywhere even when
 * it has entries.
 */
export const sectionLayoutSchema = { order: uniqueIds.default([]), hidden: uniqueIds.default([]) }

export const publicationSchema = z.object({
  title: text,
  /** The journal, conference or publisher. */
  publisher: text.optional(),
  date: resumeDate.optional(),
  url: httpUrl.optional(),
  summary: text.optional(),
})

export const talkSchema = z.object({
  title: text,
  /** The conference or meetup. */
  event: text,
  date: resumeDate.optional(),
  /** The city, or "Online". */
  place: text.optional(),
  /** The recording or the slides. */
  url: httpUrl.optional(),
  summary: text.optional(),
})

export const awardSchema = z.object({
  title: text,
  awarder: text.optional(),
  date: resumeDate.optional(),
  summary: text.optional(),
})

export const volunteeringSchema = z.object({
  role: text,
  organization: text,
  url: httpUrl.optional(),
  startDate: resumeDate.optional(),
  /** Left out while it goes on. */
  endDate: resumeDate.optional(),
  summary: text.optional(),
  highlights: z.array(text).default([]),
})

export const languageSchema = z.object({
  language: text,
  /** "Native speaker", "Fluent", "B2"... */
  fluency: text.optional(),
})

export const interestSchema = z.object({ name: text, keywords: z.array(text).default([]) })

/** The lists, each empty unless the owner writes one. */
export const resumeSectionsSchema = {
  publications: z.array(publicationSchema).default([]),
  talks: z.array(talkSchema).default([]),
  awards: z.array(awardSchema).default([]),
  volunteering: z.array(volunteeringSchema).default([]),
  languages: z.array(languageSchema).default([]),
  interests: z.array(interestSchema).default([]),
}

/**
 * A section's title and subtitle in the owner's words; what the owner leaves out is the catalog's, in the
 * content's language (schema.ts fills it in).
 */
export const titledCopy = z
  .object({ title: text.optional(), subtitle: text.optional() })
  .prefault({})

/** The optional sections' copy, in the content's `sections`. */
export const optionalCopySchema = Object.fromEntries(
  OPTIONAL_SECTION_IDS.map((id) => [id, titledCopy]),
) as Record<OptionalSectionId, typeof titledCopy>
