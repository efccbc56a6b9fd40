// The page's language as the prerender builds it (render.tsx): only the prerender and the tests import this
// file, which reaches every catalog, never an island's script.
import { localizedPath, type LanguageLink } from '@/core/pages'
import { messagesOf, type Locale } from '@/i18n/catalog'
import { LOCALE_INFO } from '@/i18n/locales'
import type { PageLocale } from './page-locale'
import { sitePath } from './site-path'

/**
 * A page in `locale` on a site whose default language is `defaultLocale`, with where it leads in each of
 * the site's languages (`languages`, from its document: none for a page of a one-language site).
 */
export function pageLocaleOf(
  locale: Locale,
  defaultLocale: Locale,
  languages: readonly LanguageLink[] = [],
): PageLocale {
  return {
    locale,
    t: messagesOf(locale),
    intl: LOCALE_INFO[locale].intl,
    href: (path) => sitePath(localizedPath(path, locale, defaultLocale)),
    languages: languages.map((language) => ({
      name: LOCALE_INFO[language.locale].name,
      lang: LOCALE_INFO[language.locale].htmlLang,
      href: sitePath(language.path),
      current: language.locale === locale,
    })),
  }
}
