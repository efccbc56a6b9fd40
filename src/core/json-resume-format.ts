// JSON Resume's format (jsonresume.org, schema 1.x) and the rules both directions share: dates, degrees,
// countries, names. Each home section maps its own part of a resume (its `jsonResume` in the sections
// registry); json-resume.ts puts the parts together.
import type { Expertise, ProfileInput } from '@/content/schema'

export type Dated = { startDate?: string; endDate?: string }
type Location = {
  address?: string
  postalCode?: string
  city?: string
  countryCode?: string
  region?: string
}

/** The parts of a JSON Resume the site reads or writes (every field is optional in the schema). */
export type JsonResume = {
  $schema?: string
  basics?: {
    name?: string
    label?: string
    image?: string
    email?: string
    phone?: string
    url?: string
    summary?: string
    location?: Location
    profiles?: Array<{ network?: string; username?: string; url?: string }>
  }
  work?: Array<
    Dated & {
      name?: string
      position?: string
      location?: string
      description?: string
      url?: string
      summary?: string
      highlights?: string[]
      /** Not in the schema's list, which allows more: the technologies, as JSON Resume's skills name them. */
      keywords?: string[]
    }
  >
  education?: Array<
    Dated & {
      institution?: string
      url?: string
      area?: string
      studyType?: string
      score?: string
      courses?: string[]
      /** Not in the schema's list: the site's "currently studying here", which no date says for certain. */
      current?: boolean
    }
  >
  skills?: Array<{ name?: string; level?: string; keywords?: string[] }>
  certificates?: Array<{ name?: string; date?: string; url?: string; issuer?: string }>
  projects?: Array<
    Dated & {
      name?: string
      description?: string
      highlights?: string[]
      keywords?: string[]
      url?: string
    }
  >
  publications?: Array<{
    name?: string
    publisher?: string
    releaseDate?: string
    url?: string
    summary?: string
    /** Not in the schema's list: "talk" marks a talk, which JSON Resume has no section for. */
    type?: string
    /** Not in the schema's list: where a talk was given. */
    location?: string
  }>
  awards?: Array<{ title?: string; date?: string; awarder?: string; summary?: string }>
  volunteer?: Array<
    Dated & {
      organization?: string
      position?: string
      url?: string
      summary?: string
      highlights?: string[]
    }
  >
  languages?: Array<{ language?: string; fluency?: string }>
  interests?: Array<{ name?: string; keywords?: string[] }>
  meta?: { canonical?: string; version?: string; lastModified?: string }
} & Record<string, unknown>

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// ---------------------------------------------------------------------------------------------------
// Shared rules

/**
 * A JSON Resume skill's free-text `level` as the site's expertise: "Master" or "Expert" (any level that
 * says master, expert or guru) is Expert; "Advanced", "Senior" or "Proficient" is Advanced; anything
 * else, "Beginner" and no level included, is Intermediate, the site's lowest.
 */
export function expertiseOf(level: string | undefined): Expertise {
  if (/master|expert|guru/i.test(level ?? '')) return 'Expert'
  if (/advanced|senior|proficient/i.test(level ?? '')) return 'Advanced'
  return 'Intermediate'
}

/** "2024-08-01" or "2024-08" -> "Aug 2024"; "2024" -> "2024". */
export function monthYear(date: string): string {
  const [year = '', month] = date.split('-')
  const name = month ? MONTHS[Number(month) - 1] : undefined
  return name ? `${name} ${year}` : year
}

/** "Aug 2024" -> "2024-08"; "2024" -> "2024"; anything else: nothing. */
export function isoMonth(text: string): string | undefined {
  const match = /^(?:([A-Za-z]{3})[a-z]*\.?\s+)?(\d{4})$/.exec(text.trim())
  if (!match) return undefined
  const [, month, year = ''] = match
  if (!month) return year
  const index = MONTHS.findIndex((name) => name.toLowerCase() === month.toLowerCase())
  return index < 0 ? undefined : `${year}-${String(index + 1).padStart(2, '0')}`
}

const PRESENT = /^(present|now|current|today)$/i

/** A period the site shows ("Aug 2024 – Present") as JSON Resume's dates; no end date means now. */
export function periodDates(period: string): Dated {
  const [start = '', end] = period.split(/\s+[–—-]\s+/)
  const startDate = isoMonth(start)
  const endDate = end === undefined || PRESENT.test(end.trim()) ? undefined : isoMonth(end)
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }
}

/** "Bachelor of Arts in History" -> study type and area, as JSON Resume keeps them. */
export function degreeParts(degree: string): { studyType: string; area?: string } {
  const at = degree.indexOf(' in ')
  return at < 0
    ? { studyType: degree }
    : { studyType: degree.slice(0, at), area: degree.slice(at + ' in '.length) }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** "US" -> "United States", and back; a country the list does not know stays as it is. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
/** The code of a country named in English or in the language `intl` (an Intl tag): "Dinamarca" -> "DK". */
export function countryCode(name: string, intl = 'en'): string | undefined {
  const names = [regionNames, new Intl.DisplayNames([intl], { type: 'region' })]
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b
      if (countryName(code) !== code && names.some((list) => list.of(code) === name)) return code
    }
  }
  return undefined
}

/** "Campus Ride Share" -> "campus-ride-share": a repository-style name, as the site's projects have. */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\w.]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'project'
  )
}

export const CODING_PRACTICE =
  /leetcode|hackerrank|codeforces|codechef|codewars|kaggle|topcoder|exercism/i
export const isCodeHost = (url: string) =>
  /^https?:\/\/(www\.)?(github\.com|gitlab\.com|codeberg\.org)\//.test(url)

/**
 * Where on the site a field shows, as a TODO hint names it. A test (src/client/pages/home/
 * import-hints.test.tsx) renders the home page with a mark in each hinted field and holds every hint's
 * page places to where the mark is found.
 */
export const PLACES = {
  hero: 'the hero',
  about: 'the About section',
  experience: 'the Experience section',
  projects: 'the project cards',
  skills: 'the Skills section',
  certifications: 'the Certifications section',
  talks: 'the Talks section',
  volunteering: 'the Volunteering section',
  contact: 'the Contact section',
  footer: 'the footer',
  assistant: "the assistant's answers",
  search: 'search results and link previews',
} as const
export type Place = keyof typeof PLACES

/** "the hero, the footer and search results": the places as a hint names them. */
export const placesText = (places: readonly Place[]): string => {
  const names = places.map((place) => PLACES[place])
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')
}

/** A field the import had to fill with a stand-in, what the owner should put there, and where it shows. */
export type ImportTodo = { path: Array<string | number>; note: string; shows: Place[] }

/** What a section's import is given besides the resume: how to note a stand-in, and the report. */
export type ImportContext = {
  /**
   * Records a stand-in (marked TODO in the written file) and gives it back; `shows` is where the field
   * shows on the site, which the note ends with ("; shows in the hero").
   */
  todo: <T>(path: ImportTodo['path'], value: T, note: string, shows: Place[]) => T
  /** What was taken, as lines for the report. */
  mapped: string[]
  /** What was left out, and why. */
  leftOut: string[]
  /** Today, as YYYY-MM-DD. */
  now: string
}

export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
export const nonEmpty = (value: string | undefined): value is string => !!value?.trim()
/** Lines (a summary, then highlights) as one text, each ending as a sentence. */
export const sentences = (lines: Array<string | undefined>) =>
  lines
    .filter(nonEmpty)
    .map((line) => line.trim())
    .map((line) => (/[.!?…:;]$/.test(line) ? line : `${line}.`))
    .join(' ')

/** A JSON Resume date the site can keep as it is (2024, 2024-05 or 2024-05-14), or nothing. */
export const resumeDateOf = (date: string | undefined): string | undefined =>
  date && /^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/.test(date.trim()) ? date.trim() : undefined

/** The trimmed text, or nothing: JSON Resume's fields are all optional and may be blank. */
export const textOf = (value: string | undefined): string | undefined =>
  nonEmpty(value) ? value.trim() : undefined

/** An http(s) address, or nothing. */
export const httpUrlOf = (value: string | undefined): string | undefined =>
  value && /^https?:\/\/\S+$/.test(value.trim()) ? value.trim() : undefined

/** An object without its undefined fields, as JSON Resume and the profile want them. */
export function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}

/** The profile input a section's import gives: some of its fields. */
export type ImportedSlice = Partial<ProfileInput>
