// The owner's words in their other languages. `profile.ts` is the content in the default language (the
// first of `locales`); each other language may have a file of its own, `profile.<tag>.ts`, that holds only
// what differs: a translation is laid over the default content field by field, and anything it leaves out
// falls back to the default language's. The result is checked by the profile's own schema, so a field the
// site does not know is a mistake there too, named with the translation's file.
import { SHIPPED_LOCALES, type Locale } from '../i18n/catalog.ts'
import { ContentError } from './content-error'
import {
  inputOf,
  parseProfile,
  translationsGivenTo,
  type Profile,
  type ProfileInput,
} from './schema'

/**
 * What a translation may hold: any field of the profile, in part. A list of entries is translated entry
 * by entry, in the same order (`experience: [{}, { description: '…' }]` translates the second job's
 * description only); a list of words (`summary`, `technologies`) is given whole, and so is the FAQ
 * (GIVEN_WHOLE).
 */
export type Overlay<T> = T extends readonly (infer Entry)[]
  ? Entry extends object
    ? readonly Overlay<Entry>[]
    : T
  : T extends object
    ? { readonly [K in keyof T]?: Overlay<T[K]> }
    : T

/**
 * Lists of entries a translation gives whole: a language's FAQ holds the questions its own visitors ask
 * (the owner's page offers each unanswered one for its language's file), which need not mirror the
 * default language's, one for one.
 */
const GIVEN_WHOLE = ['faq'] as const

/** The languages the site speaks are the profile's to say: a translation cannot change them. */
export type TranslationInput = Overlay<
  Omit<ProfileInput, 'locales' | (typeof GIVEN_WHOLE)[number]>
> &
  Partial<Pick<ProfileInput, (typeof GIVEN_WHOLE)[number]>>

const givenWhole = (path: readonly string[]) =>
  path.length === 1 && (GIVEN_WHOLE as readonly string[]).includes(path[0] ?? '')

export type Translation = { locale: Locale; overlay: TranslationInput }

/** A translation file calls this: `export const translation = defineTranslation('pt', { ... })`. */
export const defineTranslation = (locale: Locale, overlay: TranslationInput): Translation => ({
  locale,
  overlay,
})

/** Where a language's translation is written. */
export const translationFile = (locale: string) => `src/content/profile.${locale}.ts`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `overlay` laid over `base`, field by field: objects key by key, lists of entries entry by entry; any
 * other value the overlay gives replaces the base's. An overlay with more entries than the base has is a
 * mistake (a translation adds nothing), named by its path.
 */
export function overlaid(base: unknown, overlay: unknown, path: string[] = []): unknown {
  if (overlay === undefined) return base
  if (isRecord(base) && isRecord(overlay)) {
    const merged: Record<string, unknown> = { ...base }
    for (const [key, value] of Object.entries(overlay))
      merged[key] = overlaid(base[key], value, [...path, key])
    return merged
  }
  if (Array.isArray(base) && Array.isArray(overlay) && base.some(isRecord) && !givenWhole(path)) {
    if (overlay.length > base.length)
      throw new TranslationShapeError(
        `${path.join('.')} has ${overlay.length} entries where profile.ts has ${base.length}: a translation translates the entries there, in their order, and adds none`,
      )
    return base.map((entry, index) => overlaid(entry, overlay[index], [...path, String(index)]))
  }
  return overlay
}

class TranslationShapeError extends Error {}

type Languages = { translations: Map<Locale, Translation>; content: Map<Locale, Profile> }
const LANGUAGES = new WeakMap<Profile, Languages>()

/** The profile's languages: its translations, checked, and the content in each language made so far. */
function languagesOf(profile: Profile): Languages {
  const known = LANGUAGES.get(profile)
  if (known) return known
  const languages: Languages = {
    translations: new Map(),
    content: new Map([[profile.locale, profile]]),
  }
  LANGUAGES.set(profile, languages)
  for (const translation of translationsGivenTo(profile)) {
    const { locale } = translation
    const problem = !SHIPPED_LOCALES.includes(locale)
      ? `the site has no catalog for "${locale}"`
      : locale === profile.locale
        ? `"${locale}" is the default language, which profile.ts itself is written in`
        : !profile.locales.includes(locale)
          ? `"${locale}" is not one of locales in src/content/profile.ts (${profile.locales.join(', ')}): add it there`
          : languages.translations.has(locale)
            ? `"${locale}" has a translation already`
            : undefined
    if (problem) {
      LANGUAGES.delete(profile)
      throw new ContentError(`${translationFile(locale)}: ${problem}`)
    }
    languages.translations.set(locale, translation)
  }
  return languages
}

/**
 * The content in `locale`, one of the profile's languages: the default content with that language's
 * translation laid over it, and the section copy the owner left out in that language's words. A mistake
 * in the translation throws a ContentError naming its file and the field.
 */
export function contentIn(profile: Profile, locale: Locale): Profile {
  const languages = languagesOf(profile)
  const known = languages.content.get(locale)
  if (known) return known
  if (!profile.locales.includes(locale))
    throw new Error(`contentIn: ${locale} is not one of the site's languages (${profile.locales})`)
  const translation = languages.translations.get(locale)
  const source = translationFile(locale)
  let merged: unknown
  try {
    merged = overlaid(inputOf(profile), translation?.overlay ?? {})
  } catch (error) {
    if (!(error instanceof TranslationShapeError)) throw error
    throw new ContentError(`${source} is invalid:\n  - ${error.message}`)
  }
  const content = parseProfile(merged, source, locale)
  languages.content.set(locale, content)
  return content
}

/**
 * The content in every language of the site, each checked: what the build does first, so that a mistake
 * in a translation stops it before anything else, naming the file and the field.
 */
export const everyLanguage = (profile: Profile): Profile[] =>
  profile.locales.map((locale) => contentIn(profile, locale))

/** The translation given for `locale`, if the owner wrote one. */
export const translationOf = (profile: Profile, locale: Locale): Translation | undefined =>
  languagesOf(profile).translations.get(locale)

// Fields whose values are not words in a language: addresses, names of things, codes, dates, settings.
const NOT_WORDS = new Set([
  'locales',
  'name',
  'pronoun',
  'email',
  'url',
  'code',
  'live',
  'src',
  'icon',
  'handle',
  'label',
  'kind',
  'id',
  'credentialId',
  'issueDate',
  'expiryDate',
  'updated',
  'date',
  'startDate',
  'endDate',
  'gpa',
  'expertise',
  'current',
  'technologies',
  'topics',
  'language',
  'theme',
  'chipColors',
  'projectRules',
  'acronyms',
  'resume',
  'order',
  'hidden',
])

/**
 * Each of the owner's words in `base` (a text, or a list given whole), by path, with what `over` has in its
 * place: lists of entries entry by entry, in their order. Names, addresses, dates and settings are the same
 * in every language and never visited (NOT_WORDS).
 */
function eachWord(
  base: unknown,
  over: unknown,
  visit: (path: string[], base: unknown, over: unknown) => void,
  path: string[] = [],
): void {
  if (typeof base === 'string') visit(path, base, over)
  else if (Array.isArray(base)) {
    if (givenWhole(path)) {
      if (base.length > 0) visit(path, base, over)
      return
    }
    if (!base.some(isRecord)) {
      if (base.some((item) => typeof item === 'string')) visit(path, base, over)
      return
    }
    base.forEach((entry, index) =>
      eachWord(entry, Array.isArray(over) ? over[index] : undefined, visit, [
        ...path,
        String(index),
      ]),
    )
  } else if (isRecord(base)) {
    for (const [key, value] of Object.entries(base)) {
      if (NOT_WORDS.has(key)) continue
      eachWord(value, isRecord(over) ? over[key] : undefined, visit, [...path, key])
    }
  }
}

/**
 * The owner's words in the default content that `locale`'s translation leaves to the default language,
 * by path (`experience.1.description`): what `npm run check` lists for each language.
 */
export function untranslatedFields(profile: Profile, locale: Locale): string[] {
  const overlay = languagesOf(profile).translations.get(locale)?.overlay
  const missing: string[] = []
  eachWord(inputOf(profile), overlay, (path, _base, over) => {
    if (over === undefined) missing.push(path.join('.'))
  })
  return missing
}

/**
 * The translation that turns `base` (the default content, as written) into `other` (the same content in
 * another language, such as an imported resume): each of the owner's words that `other` says differently,
 * in its place, and nothing else. Paths `skip` names (and what is under them) are left out: stand-ins an
 * import made up, which are no one's words.
 */
export function overlayBetween(
  base: unknown,
  other: unknown,
  skip: readonly (readonly (string | number)[])[] = [],
): TranslationInput {
  const overlay: Record<string, unknown> = {}
  const skipped = (path: string[]) =>
    skip.some((prefix) => prefix.every((part, index) => String(part) === path[index]))
  eachWord(base, other, (path, value, said) => {
    if (said === undefined || skipped(path) || JSON.stringify(said) === JSON.stringify(value))
      return
    // Lists of entries keep their places: the entries before one translated are `{}`, as written by hand.
    let at: Record<string, unknown> | unknown[] = overlay
    path.forEach((part, index) => {
      const last = index === path.length - 1
      const next = path[index + 1]
      const holder = at as Record<string, unknown>
      if (last) holder[part] = said
      else {
        holder[part] ??= /^\d+$/.test(next ?? '') ? [] : {}
        at = holder[part] as Record<string, unknown>
      }
    })
  })
  const filled = (value: unknown): unknown =>
    Array.isArray(value)
      ? Array.from(value, (entry) => filled(entry ?? {}))
      : isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, filled(entry)]))
        : value
  return filled(overlay) as TranslationInput
}
