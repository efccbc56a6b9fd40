// The page's language as the prerender builds it (render.tsx): only the prerender and the tests import this
// file, which reaches every catalog, never an island's script.
import { localizedPath } from '@/core/pages'
import { messagesOf, type Locale } from '@/i18n/catalog'
import { LOCALE_INFO } from '@/i18n/locales'
import type { PageLocale } from './page-locale'
import { sitePath } from './site-path'

/** A page in `locale` on a site whose default language is `defaultLocale`. */
export function pageLocaleOf(locale: Locale, defaultLocale: Locale): PageLocale {
  return {
    locale,
    t: messagesOf(locale),
    intl: LOCALE_INFO[locale].intl,
    href: (path) => sitePath(localizedPath(path, locale, defaultLocale)),
  }
}
