// The interface's words, one catalog per language, each with exactly the English catalog's shape: a key
// missing from a shipped catalog, or one it adds, is a type error (`satisfies Messages`), and
// catalog.test.ts checks that each keeps every `{value}` of the English text and every plural form its
// language has. Only the prerender and the server import the catalogs: an island gets the texts it shows
// in its props, so a page's script carries no catalog at all, and a page ships its own language alone.
// Why no library: Paraglide JS 2 compiles each message to a function that holds every language's text and
// picks one at run time (its issue #88: a page gets the messages it uses, in all languages), and Lingui
// loads a whole compiled catalog plus its runtime into the browser; both type keys no better than
// `satisfies Messages` does here, and plurals come from Intl.PluralRules either way (format.ts).
import { ar } from './ar.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { pt } from './pt.ts'
import { zh } from './zh.ts'

/** A text chosen by a count: the categories of Intl.PluralRules that the language uses, `other` always. */
export type Plural = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>

/** The shape of a catalog: the English one's, with any text in each place. */
export type Messages<T = typeof en> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { readonly other: string }
      ? Plural
      : Messages<T[K]>
}

export const CATALOGS = { en, es, pt, de, zh, ar } as const satisfies Record<string, Messages>

/** A language the site ships a catalog for, by its tag (and its address: `/pt/`). */
export type Locale = keyof typeof CATALOGS
// Marked pure so that a script that imports this module for a function it never calls carries no catalog.
export const SHIPPED_LOCALES = /* @__PURE__ */ Object.keys(CATALOGS) as Locale[]

export const isShippedLocale = (tag: string): tag is Locale => Object.hasOwn(CATALOGS, tag)

/** The catalog of a shipped language. */
export const messagesOf = (locale: Locale): Messages => CATALOGS[locale]

/** A language's words and the Intl tag its dates and numbers are written with. */
export type Localized = { t: Messages; intl: string }
