// The owner page's words, in the owner's default language (the island's props carry them), and how it
// writes times and numbers in that language.
import { createContext, useContext } from 'react'
import type { Messages } from '@/i18n/catalog'

export type OwnerWords = { t: Messages['owner']; intl: string }

const OwnerWordsContext = createContext<OwnerWords | null>(null)
export const OwnerWordsProvider = OwnerWordsContext.Provider

export function useOwnerWords(): OwnerWords {
  const words = useContext(OwnerWordsContext)
  if (!words) throw new Error('useOwnerWords: rendered outside the owner page')
  return words
}

/** A time in the owner's own zone: the log stores UTC instants. */
export const formatTime = (at: number, intl: string) =>
  new Date(at).toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short' })

export const formatNumber = (value: number, intl: string) => value.toLocaleString(intl)

/** A language's name in the owner's language, by its tag: "Portuguese", "Portugiesisch". */
export const languageName = (locale: string, intl: string) =>
  new Intl.DisplayNames([intl], { type: 'language' }).of(locale) ?? locale
