// The shape of the owner's content, as the owner writes it. `defineProfile` checks it (the site refuses to
// build with a mistake) and fills in the defaults, so the rest of the code reads a complete `Profile`.
import { z } from 'zod'
import { ContentError } from './content-error'
import { unknownFields, type UnknownField } from './unknown-fields'
import type { Translation } from './translations'
import {
  ACCENT_NAMES,
  DEFAULT_ACCENT,
  DEFAULT_PRESET,
  HEX_COLOUR,
  MIN_TEXT_CONTRAST,
  PRESETS,
  accentPair,
  contrastMiss,
  formatRatio,
} from './look'
import { SHIPPED_LOCALES, messagesOf, type Locale, type Messages } from '../i18n/catalog.ts'
import { OPTIONAL_SECTION_IDS, type OptionalSectionId } from './section-ids'
import {
  optionalCopySchema,
  resumeDate,
  resumeSectionsSchema,
  sectionLayoutSchema,
  titledCopy,
} from './resume-sections'

const text = z.string().trim().min(1)
const httpUrl = z.url({ protocol: /^https?$/ })
const year = z.string().regex(/^\d{4}$/, 'expected a four-digit year')
/** A file the site serves itself, under public/: no other site is asked for anything on the first view. */
const sitePath = (extensions: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/[\\w./-]+\\.(${extensions})$`),
      `expected a path under public/ such as /file.${extensions.split('|')[0]}`,
    )

// A skill's expertise drives its bar width: Expert 95 %, Advanced 85 %, Intermediate 75 %.
const expertiseSchema = z.enum(['Expert', 'Advanced', 'Intermediate'])

const educationSchema = z.object({
  degree: text,
  institution: text,
  current: z.boolean().default(false),
  gpa: text.optional(),
  focus: text.optional(),
  /** When it started and ended, as JSON Resume writes dates (`2019-09`); no end date while current. */
  startDate: resumeDate.optional(),
  endDate: resumeDate.optional(),
})

const experienceSchema = z.object({
  role: text,
  company: text,
  /** Where the job was; left out, no place shows. */
  location: text.optional(),
  period: text,
  current: z.boolean().default(false),
  /** A sentence or two on the role; the highlights follow it as a list. */
  description: text.optional(),
  /** What you did there, one point each, shown as a list on the site and in the resume. */
  highlights: z.array(text).default([]),
  technologies: z.array(text).default([]),
})

const skillSchema = z.object({
  name: text,
  /** A path under public/, served by the site itself. Without one the tile shows the first letter. */
  icon: sitePath('svg|png|webp|avif').optional(),
  expertise: expertiseSchema,
})

const skillGroupSchema = z.object({ group: text, skills: z.array(skillSchema).min(1) })

const certificationSchema = z.object({
  id: text,
  name: text,
  issuer: text,
  issueDate: year,
  url: httpUrl,
  category: text,
  description: text,
  expiryDate: year.optional(),
  credentialId: text.optional(),
})

/**
 * One profile elsewhere. `profile` links show in the hero, the footer, the contact section and the
 * JSON-LD; a `coding-practice` link (LeetCode, HackerRank, ...) shows in the hero and the JSON-LD.
 * The icon follows the label: LinkedIn, GitHub and LeetCode have their marks, anything else a link icon.
 */
const socialLinkSchema = z.object({
  label: text,
  url: httpUrl,
  /** What the footer and the contact tiles show, e.g. the username; default: the label. */
  handle: text.optional(),
  kind: z.enum(['profile', 'coding-practice']).default('profile'),
})

/**
 * A project's category, its filter. GitHub's repositories fall in the first three by their names and
 * topics (core/project-categories.ts); the other three are the owner's to set, as the import does from a
 * project's keywords.
 */
export const PROJECT_CATEGORIES = [
  'web-development',
  'ai-ml',
  'cloud',
  'data',
  'mobile',
  'tooling',
] as const
const projectCategorySchema = z.enum(PROJECT_CATEGORIES)

/** A sample project, as an owner describes it: shown when GitHub cannot be reached or has nothing. */
const sampleProjectSchema = z.object({
  /** The repository's name, e.g. `my-project` (shown as "My Project"). */
  name: z.string().regex(/^[\w.-]+$/, 'expected a repository name such as my-project'),
  description: text.optional(),
  /**
   * The code's address; default: the repository of that name on the owner's GitHub. `false`: no Code
   * link, for a project whose code is not public (a link to a repository that does not exist is worse).
   */
  code: z.union([httpUrl, z.literal(false)]).optional(),
  live: httpUrl.optional(),
  language: text.optional(),
  topics: z.array(text).default([]),
  /** When it last changed: `2025-03` or `2025-03-02`. */
  updated: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, 'expected a date such as 2025-03 or 2025-03-02'),
})

const keywordsSchema = z.object({
  /** Parts of a repository's lowercase name, e.g. `llm`. */
  names: z.array(text).default([]),
  /** Whole topics, e.g. `rag`. */
  topics: z.array(text).default([]),
})

/** How the projects section files and badges your repositories, on top of the built-in rules. */
const projectRulesSchema = z.object({
  /** Per repository (by name): its category and its Technologies Used badges. */
  overrides: z
    .record(
      z.string(),
      z.object({
        category: projectCategorySchema.optional(),
        technologies: z.array(text).min(1).optional(),
      }),
    )
    .default({}),
  /** More words that put a repository in AI/ML or Cloud (checked in that order, as the built-in ones). */
  keywords: z
    .object({ 'ai-ml': keywordsSchema.optional(), cloud: keywordsSchema.optional() })
    .default({}),
})

// --- theme: the owner's look -------------------------------------------------------------
const hexColour = z.string().regex(HEX_COLOUR, 'expected a colour such as #0f766e')
const ACCENT_EXPECTED = `expected one of ${ACCENT_NAMES.join(', ')}, a colour such as #0f766e, or { light, dark }`

/**
 * The site's look: `accent` is a named accent, or the owner's own colour: one `#rrggbb` for the light
 * theme (the dark theme gets a lighter partner, worked out by the build), or `{ light, dark }`. A colour
 * that reads under 4.5:1 on the theme's surfaces stops the build (see `checkAccentContrast`).
 * `preset` sets everything else: `aurora`, `terminal` or `minimal`.
 */
const themeSchema = z
  .object({
    accent: z
      .union([
        z.enum(ACCENT_NAMES),
        z.string().regex(HEX_COLOUR, ACCENT_EXPECTED),
        z.object({ light: hexColour, dark: hexColour }),
      ])
      .default(DEFAULT_ACCENT),
    preset: z.enum(PRESETS).default(DEFAULT_PRESET),
  })
  .default({ accent: DEFAULT_ACCENT, preset: DEFAULT_PRESET })
// --- end theme -----------------------------------------------------------------------------------

const subtitledCopy = z.object({ subtitle: text.optional() }).prefault({})

/**
 * The words around the sections. Titles the site fixes (Featured Projects, ...) are not here; what the
 * owner leaves out is the catalog's, in the content's language (`withCopyDefaults`): titles and the
 * contact card's text, and no subtitles (a line under every heading that says what the heading says is
 * filler; an owner may write their own).
 */
const sectionsSchema = z
  .object({
    about: titledCopy,
    experience: titledCopy,
    projects: subtitledCopy,
    skills: subtitledCopy,
    certifications: subtitledCopy,
    contact: z
      .object({ title: text.optional(), subtitle: text.optional(), blurb: text.optional() })
      .prefault({}),
    ...optionalCopySchema,
    ...sectionLayoutSchema,
  })
  .prefault({})

type SectionsInput = z.output<typeof sectionsSchema>
type Titled = { title: string; subtitle?: string | undefined }

/** The sections' copy with the catalog's words wherever the owner wrote none (subtitles are the owner's). */
function withCopyDefaults(own: SectionsInput, defaults: Messages['sections']) {
  const titled = (copy: Partial<Titled>, fallback: { title: string }): Titled => ({
    ...copy,
    title: copy.title ?? fallback.title,
  })
  return {
    ...own,
    about: titled(own.about, defaults.about),
    experience: titled(own.experience, defaults.experience),
    contact: {
      ...titled(own.contact, defaults.contact),
      blurb: own.contact.blurb ?? defaults.contact.blurb,
    },
    ...(Object.fromEntries(
      OPTIONAL_SECTION_IDS.map((id) => [id, titled(own[id], defaults[id])]),
    ) as Record<OptionalSectionId, Titled>),
  }
}

const localeSchema = z.enum(SHIPPED_LOCALES, {
  error: (issue) =>
    `the site has no catalog for "${String(issue.input)}"; the shipped languages are ${SHIPPED_LOCALES.join(', ')} (docs/languages.md says how to add one)`,
})

const profileSchema = z
  .object({
    /**
     * The languages the site speaks, by tag: the first is the default, at `/`; each other one lives under
     * `/<tag>/`, with the owner's words for it in `profile.<tag>.ts` (docs/languages.md).
     */
    locales: z
      .array(localeSchema)
      .min(1)
      .refine((tags) => new Set(tags).size === tags.length, 'names a language twice')
      .default(['en']),
    name: text,
    /** How the site and the assistant refer to the owner. */
    pronoun: z.enum(['she', 'he', 'they']),
    tagline: text,
    /** Optional: one line about you, under your name in the footer (and the search description). */
    blurb: text.optional(),
    /** Optional: a few lines in the hero, under your name and roles. */
    intro: text.optional(),
    summary: z.array(text).min(1),
    email: z.email(),
    /** Where you are: shown as one line ("Dublin, Leinster, Ireland") wherever the site names it. */
    location: z.object({ city: text, region: text.optional(), country: text.optional() }),
    // The hero and the chips.
    /**
     * Optional: a photo or an illustrated avatar under public/, shown in the hero beside the name (above it
     * on phones). The build makes WebP copies at 1x and 2x of its box (core/hero-photo.ts), cropped to a
     * square around its most interesting part; without one the hero shows the initials on the accent.
     */
    photo: z.object({ src: sitePath('jpg|jpeg|png|webp|avif|svg'), alt: text }).optional(),
    /** Optional: a short line shown as a pill above the name, e.g. `Open to roles · Summer 2026`. */
    status: text.max(60).optional(),
    /** Optional: one line on what you build, shown with the roles, e.g. `I build things for the web.` */
    headline: text.max(120).optional(),
    /**
     * Optional: colours of technology chips by name (`{ Svelte: '#ff3e00' }`), on top of GitHub's language
     * colours and the built-in ones (core/chip-colors.ts). The colour tints the chip and fills its dot;
     * the text keeps the theme's colour, so any hue stays readable.
     */
    chipColors: z
      .record(text, z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as #3178c6'))
      .default({}),
    social: z.array(socialLinkSchema).default([]),
    education: z.array(educationSchema).min(1),
    experience: z.array(experienceSchema).min(1),
    skills: z.array(skillGroupSchema).min(1),
    /** The About section's "What I work with"; default: the skill groups and their skills. */
    aboutSkills: z.array(z.object({ category: text, items: z.array(text).min(1) })).optional(),
    certifications: z.array(certificationSchema).default([]),
    // Publications, talks, awards, volunteering, languages, interests: each shows only with entries.
    ...resumeSectionsSchema,
    sampleProjects: z.array(sampleProjectSchema).min(1),
    projectRules: projectRulesSchema.default({ overrides: {}, keywords: {} }),
    /**
     * Words that project names spell as written here, on top of the common acronyms (AI, AWS, API, ...):
     * e.g. `['GraphQL', 'iOS']` makes `graphql-ios-app` read "GraphQL iOS App".
     */
    acronyms: z
      .array(z.string().regex(/^[^\s-]+$/, 'expected one word, without spaces or dashes'))
      .optional(),
    /**
     * The questions the assistant suggests when a conversation is empty (three or four). Left out, they
     * are derived from the rest of the content (see core/chat-suggestions.ts).
     */
    suggestedQuestions: z.array(text.max(120)).min(1).max(4).optional(),
    /**
     * Optional: questions you answer in your own words (salary range, visa, notice period, remote...).
     * The assistant answers from these first; llms.txt lists them. The owner's page suggests an entry for
     * each question the assistant could not answer.
     */
    faq: z
      .array(z.object({ question: text.max(200), answer: text.max(1000) }))
      .max(50)
      .default([]),
    sections: sectionsSchema,
    /** The site's look: an accent and a preset (see themeSchema); default: indigo, aurora. */
    theme: themeSchema,
    resume: z
      .object({
        /** The PDF under public/. */
        file: sitePath('pdf').default('/resume.pdf'),
        /** The name the Download PDF button saves it under; default: `{name}_Resume.pdf`. */
        downloadName: z
          .string()
          .regex(/^[\p{L}\p{N}_. -]+\.pdf$/u, 'expected a file name ending in .pdf')
          .optional(),
        /**
         * Where the PDF comes from: `file`, yours under public/ (the build stops if it is missing);
         * `content`, rendered from this file by the build. Left out: yours when it is there, otherwise
         * rendered.
         */
        pdf: z.enum(['file', 'content']).optional(),
      })
      .default({ file: '/resume.pdf' }),
  })
  .transform((profile) => ({
    ...profile,
    aboutSkills:
      profile.aboutSkills ??
      profile.skills.map((group) => ({
        category: group.group,
        items: group.skills.map((skill) => skill.name),
      })),
    resume: {
      file: profile.resume.file,
      downloadName: profile.resume.downloadName ?? resumeDownloadName(profile.name),
      ...(profile.resume.pdf ? { pdf: profile.resume.pdf } : {}),
    },
  }))

/** `Zoë Li` -> `Zoë_Li_Resume.pdf`: letters of any script stay, characters a file system minds go. */
export function resumeDownloadName(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}.-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
  return `${safe || 'Resume'}_Resume.pdf`
}

/**
 * The checked content in a language: `locale`, the language its words are in (the default one, or a
 * translation's), and the sections' copy the owner left out in that language's words.
 */
function inLanguage(parsed: z.output<typeof profileSchema>, locale: Locale) {
  return {
    ...parsed,
    locale,
    sections: withCopyDefaults(parsed.sections, messagesOf(locale).sections),
  }
}

/** What an owner writes: optional fields may be left out, and the editor checks it while typing. */
export type ProfileInput = z.input<typeof profileSchema>
/** What the site reads: every default filled in. */
export type Profile = ReturnType<typeof inLanguage>
export type Education = Profile['education'][number]
export type Experience = Profile['experience'][number]
export type Skill = z.output<typeof skillSchema>
export type Expertise = z.infer<typeof expertiseSchema>
export type SocialLink = Profile['social'][number]
export type SampleProject = Profile['sampleProjects'][number]
export type ProjectRules = Profile['projectRules']
export type Theme = Profile['theme']
export type Publication = Profile['publications'][number]
export type Talk = Profile['talks'][number]
export type Award = Profile['awards'][number]
export type Volunteering = Profile['volunteering'][number]
export type Language = Profile['languages'][number]
export type Interest = Profile['interests'][number]

export { ContentError }

// The field an entry is known by, to name it in an error as the owner would.
const ENTRY_NAMES = [
  'name',
  'title',
  'group',
  'label',
  'role',
  'degree',
  'category',
  'language',
  'id',
] as const

function entryName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  for (const key of ENTRY_NAMES) {
    const name = (value as Record<string, unknown>)[key]
    if (typeof name === 'string' && name.trim()) return name.trim()
  }
  return undefined
}

/**
 * An issue's path, read as the owner would: `skills › Databases › Redis › expertise`, with the indexes
 * beside it (`skills[1].skills[0].expertise`) for entries that have no name or share one.
 */
function describePath(input: unknown, path: readonly PropertyKey[]): string {
  const named: string[] = []
  const indexed: string[] = []
  let value: unknown = input
  for (const key of path) {
    const next =
      typeof value === 'object' && value !== null
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined
    if (typeof key === 'number') {
      // An entry in a list is named by its own name; a list of named entries drops its field name.
      named.push(entryName(next) ?? `#${key + 1}`)
      indexed.push(`[${key}]`)
    } else {
      const isListOfNamedEntries =
        Array.isArray(next) && next.some((entry) => entryName(entry) !== undefined)
      if (!isListOfNamedEntries || named.length === 0) named.push(String(key))
      indexed.push(indexed.length ? `.${String(key)}` : String(key))
    }
    value = next
  }
  return `${named.join(' › ') || '(the whole profile)'} (${indexed.join('') || 'profile'})`
}

/**
 * One line per problem, naming the field. A field the schema does not know is a problem too, with the
 * name it most likely misspells; a misspelt required field is one line naming both (`emial`, and the
 * missing `email`), not two that read as unrelated.
 */
function problemLines(
  input: unknown,
  issues: readonly z.core.$ZodIssue[],
  unknown: readonly UnknownField[],
): string[] {
  const line = (path: readonly PropertyKey[], message: string) =>
    `  - ${describePath(input, path)}: ${message}`
  const keyOf = (path: readonly PropertyKey[]) => JSON.stringify(path)
  // zod says "expected string, received undefined" (or lists an enum's options) for a field left out.
  const isMissing = (issue: z.core.$ZodIssue) => issue.input === undefined && issue.path.length > 0
  const missing = new Set(issues.filter(isMissing).map((issue) => keyOf(issue.path)))
  const explained = new Set<string>()
  const unknownLines = unknown.map(({ path, nearest, known }) => {
    // A short list of the fields there is the quickest help; the whole profile's is docs/content.md's.
    if (nearest === undefined)
      return line(
        path,
        known.length <= 10
          ? `unknown field; expected ${known.join(', ')}`
          : 'unknown field: the site reads no field of that name here (see docs/content.md)',
      )
    const meant = keyOf([...path.slice(0, -1), nearest])
    if (!missing.has(meant)) return line(path, `unknown field; did you mean ${nearest}?`)
    explained.add(meant)
    return line(
      path,
      `unknown field; did you mean ${nearest}? (${nearest} is required and missing)`,
    )
  })
  return [
    ...unknownLines,
    ...issues
      .filter((issue) => !explained.has(keyOf(issue.path)))
      .map((issue) => line(issue.path, isMissing(issue) ? 'required, and missing' : issue.message)),
  ]
}

/**
 * Checks the owner's content and fills in the defaults, in the language `locale` (the content's default
 * language unless a translation says otherwise); a mistake throws a ContentError naming each field.
 */
export function parseProfile(
  input: unknown,
  source = 'src/content/profile.ts',
  locale?: Locale,
): Profile {
  // reportInput keeps each issue's value, which tells a field left out from one given a bad value.
  const result = profileSchema.safeParse(input, { reportInput: true })
  const unknown = unknownFields(profileSchema, input)
  if (!result.success || unknown.length) {
    const problems = problemLines(input, result.error?.issues ?? [], unknown)
    throw new ContentError(`${source} is invalid:\n${problems.join('\n')}`)
  }
  checkAccentContrast(result.data.theme, source)
  const profile = inLanguage(result.data, locale ?? (result.data.locales[0] as Locale))
  INPUTS.set(profile, input)
  return profile
}

/**
 * An owner's own accent must read as text on every surface of both themes; one that does not stops the
 * build with one line naming the field, the colour, the ratio and the surface. Named accents are checked
 * by a unit test instead.
 */
export function checkAccentContrast(theme: Theme, source = 'src/content/profile.ts'): void {
  if (typeof theme.accent === 'string' && !HEX_COLOUR.test(theme.accent)) return
  const pair = accentPair(theme.accent)
  for (const name of ['light', 'dark'] as const) {
    const miss = contrastMiss(pair[name], name)
    if (!miss) continue
    // One colour is the light theme's: its dark partner is made to read, so only a pair's dark one can
    // miss in the dark theme.
    const field = typeof theme.accent === 'string' ? 'theme.accent' : `theme.accent.${name}`
    throw new ContentError(
      `${source}: ${field} "${pair[name]}" reads ${formatRatio(miss.ratio)} on the ${name} ${miss.surface}; it needs ${MIN_TEXT_CONTRAST}:1`,
    )
  }
}

/**
 * The owner's content file calls this: typed as the owner writes it, checked when it loads. The owner's
 * other languages follow it, each a `defineTranslation` of its own file (translations.ts).
 */
export function defineProfile(input: ProfileInput, ...translations: Translation[]): Profile {
  const profile = parseProfile(input)
  GIVEN_TRANSLATIONS.set(profile, translations)
  return profile
}

// What each checked profile was made from, for its translations to be laid over (translations.ts), and
// the translations its file gave.
const INPUTS = new WeakMap<Profile, unknown>()
const GIVEN_TRANSLATIONS = new WeakMap<Profile, readonly Translation[]>()

/** The content as the owner wrote it, before its defaults were filled in. */
export const inputOf = (profile: Profile): unknown => INPUTS.get(profile)

/** The translations `defineProfile` was given with this profile. */
export const translationsGivenTo = (profile: Profile): readonly Translation[] =>
  GIVEN_TRANSLATIONS.get(profile) ?? []
