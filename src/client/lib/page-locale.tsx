// The page's language, for the components the prerender renders: its catalog (`t`), its Intl tag and its
// addresses. The render entry provides it (render.tsx); islands never read it in the browser, where
// there is no provider: they get the texts they show in their props. This file imports no catalog, so
// that the islands' scripts, which share components with the prerender, carry none.
import { createContext, useContext } from 'react'
import type { Locale, Messages } from '@/i18n/catalog'
import type { LanguageChoice } from '@/client/components/language-switcher'

export type PageLocale = {
  locale: Locale
  /** The language's catalog. */
  t: Messages
  /** The Intl tag dates, numbers and plurals are formatted with. */
  intl: string
  /** A path of the site in this language, under the site's base path: `/resume` is `/pt/resume` on /pt/. */
  href: (path: string) => string
  /** This page in each of the site's languages, for the language switcher (none: one language). */
  languages: readonly LanguageChoice[]
}

const PageLocaleContext = createContext<PageLocale | null>(null)

export const PageLocaleProvider = PageLocaleContext.Provider

export function usePageLocale(): PageLocale {
  const locale = useContext(PageLocaleContext)
  if (!locale) throw new Error('usePageLocale: rendered outside a page (render.tsx provides it)')
  return locale
}

/** The page's language where there may be none: an island's own shell, rendered in both places. */
export const useOptionalPageLocale = () => useContext(PageLocaleContext)
