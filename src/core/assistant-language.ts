// The assistant and the languages of the site. The instructions are English, for every page, but the
// model answers in the visitor's language; the portfolio it answers from is the page's language's content
// (the default language's words wherever the owner has not translated), and the texts it must give word
// for word (the refusal, a job fit's headings and verdicts) come from the page's language's catalog. The
// server alone imports this file: it reaches every catalog.
import type { Profile } from '@/content/schema'
import { untranslatedFields } from '@/content/translations'
import { SHIPPED_LOCALES, messagesOf, type Locale } from '@/i18n/catalog'
import { fill } from '@/i18n/format'
import { LOCALE_INFO } from '@/i18n/locales'

/** The texts the model is told to use as they are, in `locale`. */
export const assistantWords = (locale: Locale) => messagesOf(locale).assistant

/**
 * The answer to a question that is not about the owner's portfolio, in `locale`; in English, the spec's
 * "I'm sorry, I can only answer questions about {owner}'s portfolio."
 */
export const chatRefusal = (owner: string, locale: Locale = 'en') =>
  fill(assistantWords(locale).refusal, { owner })

/** Whether a reply is the refusal in one of the shipped languages, whatever the page's. */
export const isChatRefusal = (reply: string, owner: string) =>
  SHIPPED_LOCALES.some((locale) => reply === chatRefusal(owner, locale))

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language' })

/** A language's name in English, as the instructions name it: "Brazilian Portuguese". */
export const englishName = (locale: Locale) =>
  ENGLISH_NAMES.of(LOCALE_INFO[locale].htmlLang) ?? locale

// Whether a language's content still has words of the default language: asked with every question, and
// the same for the life of the content.
const PARTLY_TRANSLATED = new WeakMap<Profile, Map<Locale, boolean>>()
function partlyTranslated(owner: Profile, locale: Locale): boolean {
  const known = PARTLY_TRANSLATED.get(owner) ?? new Map<Locale, boolean>()
  PARTLY_TRANSLATED.set(owner, known)
  const partly = known.get(locale) ?? untranslatedFields(owner, locale).length > 0
  known.set(locale, partly)
  return partly
}

/** What the prompt says of languages, one rule a line. */
export type LanguageRules = {
  /** What language the portfolio context is in: nothing on a page in the default language. */
  portfolio: string[]
  /** What language to answer in, and how to give the texts quoted in the rules. */
  answer: string[]
}

/**
 * The rules on language for a question asked on the page in `content.locale`: `owner` is the content in
 * the default language (the profile itself), `content` the page's language's, `withResume` whether the
 * prompt carries the resume's text, which is the default language's.
 */
export function languageRules(
  owner: Profile,
  content: Profile,
  withResume: boolean,
): LanguageRules {
  const page = englishName(content.locale)
  const answer = [
    `Answer in the language the visitor writes in, and a job description in the language it is written in; when unsure, in ${page}, the language of this page.`,
    `Give the quoted texts in these rules word for word when you answer in ${page}; in another language, give them with the same meaning in that language.`,
  ]
  if (content.locale === owner.locale) return { portfolio: [], answer }
  const rest = [
    partlyTranslated(owner, content.locale) ? `what ${content.name} has not translated` : '',
    withResume ? 'the text of the resume' : '',
  ].filter(Boolean)
  const inDefault = rest.length
    ? `; ${rest.join(' and ')} ${rest.length > 1 ? 'are' : 'is'} in ${englishName(owner.locale)}, the site's first language: answer from both`
    : ''
  return { portfolio: [`The portfolio context below is in ${page}${inDefault}.`], answer }
}
