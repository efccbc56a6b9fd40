// What the site needs to know of each shipped language besides its words: its own name (the language
// switcher shows each language so), its writing direction, and its tags for the page, Intl and sharing.
import { messagesOf, type Locale, type Localized } from './catalog.ts'

export type LocaleInfo = {
  /** The language's name in itself, as the switcher shows it: "Português", "العربية". */
  name: string
  dir: 'ltr' | 'rtl'
  /** `<html lang>` and hreflang: the BCP 47 tag that also picks the right glyphs (zh-Hans). */
  htmlLang: string
  /** The tag Intl formats dates, numbers and plurals with. */
  intl: string
  /** og:locale's form: language_TERRITORY. */
  ogLocale: string
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  // The spec's dates are US English ("Mar 2025").
  en: { name: 'English', dir: 'ltr', htmlLang: 'en', intl: 'en-US', ogLocale: 'en_US' },
  es: { name: 'Español', dir: 'ltr', htmlLang: 'es', intl: 'es', ogLocale: 'es_ES' },
  // Brazilian Portuguese, the catalog's.
  pt: { name: 'Português', dir: 'ltr', htmlLang: 'pt-BR', intl: 'pt-BR', ogLocale: 'pt_BR' },
  de: { name: 'Deutsch', dir: 'ltr', htmlLang: 'de', intl: 'de-DE', ogLocale: 'de_DE' },
  // Simplified Chinese: the tag also picks the Simplified forms of the glyphs a font has.
  zh: { name: '中文', dir: 'ltr', htmlLang: 'zh-Hans', intl: 'zh-CN', ogLocale: 'zh_CN' },
  // Western digits, as the content's own years and figures are written.
  ar: { name: 'العربية', dir: 'rtl', htmlLang: 'ar', intl: 'ar-u-nu-latn', ogLocale: 'ar_AR' },
}

/** A shipped language's words and Intl tag. */
export const localizedOf = (locale: Locale): Localized => ({
  t: messagesOf(locale),
  intl: LOCALE_INFO[locale].intl,
})
