// The interface's words as the owner's default pages show them (`/`, `/resume`, `/writing`, the 404 page,
// the assistant's panel there, the owner page): the catalog of the first of the owner's languages, which
// need not be English. A spec finds an element by its text, or checks a text, through `t`; that English
// keeps the spec's own texts is the English catalog's test (src/i18n/catalog.test.ts).
import { profile } from '../../src/content/profile'
import { messagesOf, type Plural } from '../../src/i18n/catalog'
import { fill, plural, type Values } from '../../src/i18n/format'
import { LOCALE_INFO } from '../../src/i18n/locales'

/** The default language's catalog. */
export const t = messagesOf(profile.locale)

/** The Intl tag the default pages write their dates and numbers with. */
export const intl = LOCALE_INFO[profile.locale].intl

/** The default language's form of a plural text for `n`, filled in. */
export const count = (forms: Plural, n: number, values: Values = {}) =>
  plural(intl, forms, n, values)

/** A text of the catalog (each form of a plural one) whatever its `{values}` are: a whole line. */
export function anyValues(text: string | Plural): RegExp {
  const forms = typeof text === 'string' ? [text] : Object.values(text)
  const pattern = (form: string) =>
    form.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')
  return new RegExp(`^(?:${forms.map(pattern).join('|')})$`)
}

export { fill }
