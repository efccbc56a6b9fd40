// Fields the schema does not know. zod's objects drop them without a word, so a typo such as `headlien:`
// would build, start and test green with the headline simply missing. This walks the owner's input beside
// the schema and finds every key no object of the schema declares, with the declared key it most likely
// meant. It walks the schema rather than making each object strict, so an object added to the schema
// later is covered without anyone remembering to.
import { z } from 'zod'

export type UnknownField = {
  path: PropertyKey[]
  key: string
  /** The keys the object there declares. */
  known: string[]
  /** A declared key of the same object a typo away from `key`, if there is one. */
  nearest?: string
}

/**
 * The edit distance between two words, counting a swap of two neighbouring letters as one edit (the
 * optimal string alignment form of Damerau–Levenshtein): `headlien` is one edit from `headline`, where
 * plain Levenshtein counts two, and swapped letters are the commonest typo.
 */
export function editDistance(a: string, b: string): number {
  // One row per letter of a, one column per letter of b, in one flat array.
  const width = b.length + 1
  const cells = new Uint16Array((a.length + 1) * width)
  const at = (i: number, j: number) => cells[i * width + j] ?? 0
  for (let i = 0; i <= a.length; i++) cells[i * width] = i
  for (let j = 0; j <= b.length; j++) cells[j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1)
      cells[i * width + j] = best
    }
  }
  return at(a.length, b.length)
}

/**
 * The known name `word` most likely misspells: the nearest, ignoring case, `_` and `-`, within about one
 * edit in three letters (two for `headlien`, one for `emial`), so that an unrelated word gets no guess.
 */
export function nearestName(word: string, known: readonly string[]): string | undefined {
  const plain = (name: string) => name.toLowerCase().replace(/[-_]/g, '')
  const limit = Math.max(1, Math.floor(word.length / 3))
  let nearest: { name: string; distance: number } | undefined
  for (const name of known) {
    const distance = editDistance(plain(word), plain(name))
    if (distance <= limit && (!nearest || distance < nearest.distance)) nearest = { name, distance }
  }
  return nearest?.name
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every key in `input` that the object of `schema` at its place does not declare. */
export function unknownFields(
  schema: z.core.$ZodType,
  input: unknown,
  path: PropertyKey[] = [],
): UnknownField[] {
  const type = schema as z.core.$ZodTypes
  const def = type._zod.def
  switch (def.type) {
    case 'object': {
      if (!isRecord(input)) return []
      // An object that keeps or checks extra keys itself (loose, or with a catchall) is left to zod.
      const closed = !def.catchall || def.catchall._zod.def.type === 'never'
      const known = Object.keys(def.shape)
      return Object.entries(input).flatMap(([key, value]) => {
        const field = def.shape[key]
        if (field) return unknownFields(field, value, [...path, key])
        if (!closed) return []
        const nearest = nearestName(key, known)
        return [{ path: [...path, key], key, known, ...(nearest ? { nearest } : {}) }]
      })
    }
    case 'array':
      return Array.isArray(input)
        ? input.flatMap((entry, i) => unknownFields(def.element, entry, [...path, i]))
        : []
    case 'record':
      return isRecord(input)
        ? Object.entries(input).flatMap(([key, value]) =>
            unknownFields(def.valueType, value, [...path, key]),
          )
        : []
    case 'union': {
      // The option the value is meant as is the first one it parses as (zod drops the extra keys there).
      const option = def.options.find((candidate) => z.safeParse(candidate, input).success)
      return option ? unknownFields(option, input, path) : []
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return input === undefined ? [] : unknownFields(def.innerType, input, path)
    case 'pipe':
      return unknownFields(def.in, input, path)
    case 'lazy':
      return unknownFields(def.getter(), input, path)
    default:
      return []
  }
}
