// Finds one owner's values in another owner's build: what identifies a person (name, email, links,
// employers, schools, projects, their own words), looked for in every file the build wrote, as written
// and as HTML, JSON and URLs escape it. Values both owners share (a default subtitle, a common city) and
// short or generic words (a skill name such as "Go") are left out: they say nothing about who built it.
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { Profile } from '../../src/content/schema.ts'
import { SHIPPED_LOCALES, messagesOf } from '../../src/i18n/catalog.ts'
import { SECTIONS, sectionOf } from '../../src/core/home-sections/registry.ts'
import type { SectionId } from '../../src/core/sections.ts'

const MIN_LENGTH = 5

/** The strings that would give an owner away, with the field each comes from. */
export function identifyingValues(profile: Profile): Map<string, string> {
  const values = new Map<string, string>()
  const add = (field: string, value: string | undefined) => {
    const text = value?.trim()
    if (text && text.length >= MIN_LENGTH && !values.has(text)) values.set(text, field)
  }
  add('name', profile.name)
  for (const word of profile.name.split(/[\s-]+/)) {
    add('name', word)
    // as a web address or a handle spells it, such as an example address made from a name
    add('name, in lower case', word.toLowerCase())
  }
  // Each section names its own fields (ownerFields in src/core/home-sections/).
  for (const id of Object.keys(SECTIONS) as SectionId[]) {
    const fields = sectionOf(id).ownerFields
    if (fields === 'none') continue
    for (const [field, value] of fields(profile)) add(field, value)
  }
  add('resume › downloadName', profile.resume.downloadName)
  return values
}

// The site's default section copy, in every shipped language, belongs to every owner who keeps it.
const DEFAULT_COPY: string[] = SHIPPED_LOCALES.flatMap((locale) =>
  Object.values(messagesOf(locale).sections).flatMap((copy) => Object.values(copy)),
)

/** The other owner's values that this owner does not share (nor the site's default copy). */
export function foreignValues(other: Profile, owner: Profile): Map<string, string> {
  const own = [...identifyingValues(owner).keys(), ...DEFAULT_COPY]
  const foreign = new Map<string, string>()
  for (const [value, field] of identifyingValues(other)) {
    // A value inside one of the owner's own (a shared word) is the owner's too.
    if (!own.some((mine) => mine.includes(value))) foreign.set(value, field)
  }
  return foreign
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/** The forms a value takes in a built file. */
function spellings(value: string): string[] {
  const forms = new Set([
    value,
    escapeHtml(value),
    escapeHtml(value).replace(/&#x27;/g, '&#39;'),
    JSON.stringify(value).slice(1, -1),
    // as in a JSON-LD block, where <, > and & are escaped
    JSON.stringify(value)
      .slice(1, -1)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026'),
    JSON.stringify(value)
      .slice(1, -1)
      .replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
    encodeURIComponent(value),
  ])
  return [...forms]
}

export type Leak = { file: string; value: string; field: string }

/** Every foreign value found in the files, with the file it is in. */
export function findLeaks(
  files: ReadonlyArray<{ path: string; text: string }>,
  values: ReadonlyMap<string, string>,
): Leak[] {
  const leaks: Leak[] = []
  for (const [value, field] of values) {
    const forms = spellings(value)
    for (const file of files) {
      if (forms.some((form) => file.text.includes(form)))
        leaks.push({ file: file.path, value, field })
    }
  }
  return leaks
}

// Compressed copies say the same as their originals; images hold shapes (the share image's words are
// in share-image.txt); fonts and icons are the site's, not the owner's.
const SKIP = /\.(br|gz|png|jpe?g|webp|avif|ico|woff2?)$/

/** The text of every file under the build folder (PDFs read byte for byte, as their text is plain). */
export async function readBuild(dist: string): Promise<Array<{ path: string; text: string }>> {
  const files: Array<{ path: string; text: string }> = []
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) await walk(path)
      else if (!SKIP.test(entry.name)) {
        const bytes = await readFile(path)
        files.push({
          path: relative(dist, path),
          text: bytes.toString(entry.name.endsWith('.pdf') ? 'latin1' : 'utf8'),
        })
      }
    }
  }
  await walk(dist)
  return files
}
