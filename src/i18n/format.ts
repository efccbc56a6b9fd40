// How a catalog's text is shown: its `{values}` filled in, and a plural form chosen by Intl.PluralRules.
// Small and free of the catalogs, so an island's script can format the texts its props carry.
import type { Plural } from './catalog.ts'

export type Values = Readonly<Record<string, string | number>>

/** `fill('Updated {date}', { date: 'Mar 2025' })` is "Updated Mar 2025"; an unknown name stays as written. */
export function fill(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/**
 * The form of `forms` for `count` in the language `intl` (an Intl tag), filled in, `{count}` written as the
 * language writes numbers. A form the language uses but the catalog lacks falls back to `other`.
 */
export function plural(intl: string, forms: Plural, count: number, values: Values = {}): string {
  const form = forms[new Intl.PluralRules(intl).select(count)] ?? forms.other
  return fill(form, { ...values, count: new Intl.NumberFormat(intl).format(count) })
}
