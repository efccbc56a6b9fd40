// The owner page's words, in the owner's default language (the island's props carry them), how it
// writes times, numbers and sizes in that language, and what it says when a call fails.
import { createContext, useContext } from 'react'
import type { Messages } from '@/i18n/catalog'
import { plural } from '@/i18n/format'
import { OwnerApiError } from './owner-api'

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

/** A size in bytes, in megabytes as the language writes them ("3.4 MB"). */
export const formatMegabytes = (bytes: number, intl: string) =>
  new Intl.NumberFormat(intl, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  )

/**
 * What the page says of a failed call: its own words for what it knows (the store not answering, a
 * sign-in too soon after failed ones, no server at all), the server's message otherwise.
 */
export function failureText(failure: unknown, { t, intl }: OwnerWords): string {
  if (!(failure instanceof OwnerApiError)) return t.unreachable
  if (failure.code === 'store_unavailable') return t.storeUnavailable
  if (failure.status === 429 && failure.retryAfter !== undefined)
    return plural(intl, t.tooSoon, failure.retryAfter)
  return failure.message
}

/** A language's name in the owner's language, by its tag: "Portuguese", "Portugiesisch". */
export const languageName = (locale: string, intl: string) =>
  new Intl.DisplayNames([intl], { type: 'language' }).of(locale) ?? locale
