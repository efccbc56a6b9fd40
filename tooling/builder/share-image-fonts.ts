// The fonts the share image and the icons are drawn with: only the font files that hold the characters
// of the owner's text, read from the npm font packages' own unicode ranges (Inter for Latin, Greek and
// Cyrillic scripts, Noto Sans Arabic for Arabic, Noto Sans SC for Chinese). Characters no font holds are reported, not drawn as boxes.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inRanges, parseRanges, type CodeRange } from '../vite/unicode-ranges.ts'

const require = createRequire(import.meta.url)

export type FontFile = { name: string; weight: 400 | 700; file: string }
type FontSubset = FontFile & { ranges: CodeRange[] }
export type FontFamily = { name: string; packageName: string }

// In order of preference: a character takes the first family that holds it.
const FAMILIES: readonly FontFamily[] = [
  { name: 'Inter', packageName: '@fontsource/inter' },
  { name: 'Noto Sans Arabic', packageName: '@fontsource/noto-sans-arabic' },
  { name: 'Noto Sans SC', packageName: '@fontsource/noto-sans-sc' },
]
const WEIGHTS = [400, 700] as const

const subsets = new Map<string, FontSubset[]>()

/** Every subset file of a family, in both weights, with the characters it holds. */
function subsetsOf(family: FontFamily): FontSubset[] {
  const known = subsets.get(family.packageName)
  if (known) return known
  const found: FontSubset[] = []
  const folder = dirname(require.resolve(`${family.packageName}/package.json`))
  for (const weight of WEIGHTS) {
    const css = readFileSync(join(folder, `${weight}.css`), 'utf8')
    for (const face of css.split('@font-face').slice(1)) {
      const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(face)?.[1]
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1]
      if (file && range) {
        found.push({
          name: family.name,
          weight,
          file: join(folder, file),
          ranges: parseRanges(range),
        })
      }
    }
  }
  subsets.set(family.packageName, found)
  return found
}

const holds = (subset: FontSubset, code: number) => inRanges(subset.ranges, code)

/**
 * The font files that draw this text, in both weights, and the characters none of them holds.
 * White space and the basic Latin letters always get a file, so digits and the host name draw too.
 */
export function fontsForText(
  text: string,
  families: readonly FontFamily[] = FAMILIES,
): { files: FontFile[]; missing: string[] } {
  const all = families.flatMap(subsetsOf)
  const chosen = new Set<FontSubset>()
  const missing = new Set<string>()
  for (const char of new Set(Array.from(`${text} abcdefghijklmnopqrstuvwxyz0123456789`))) {
    const code = char.codePointAt(0) ?? 0
    if (/\s/u.test(char)) continue
    let found = false
    for (const weight of WEIGHTS) {
      const subset = all.find((candidate) => candidate.weight === weight && holds(candidate, code))
      if (subset) {
        chosen.add(subset)
        found = true
      }
    }
    if (!found) missing.add(char)
  }
  // satori keeps one font per name and weight: each subset file gets a name of its own, and satori falls
  // back from one to the next for a character the first does not hold.
  const names = new Map<string, string>()
  const nameOf = (subset: FontSubset) => {
    const key = `${subset.name}|${subset.file.replace(/-(400|700)-normal\.woff$/, '')}`
    if (!names.has(key))
      names.set(key, names.size === 0 ? subset.name : `${subset.name} ${names.size}`)
    return names.get(key) ?? subset.name
  }
  const ordered = [...chosen].sort(
    (a, b) =>
      families.findIndex((f) => f.name === a.name) - families.findIndex((f) => f.name === b.name),
  )
  return {
    files: ordered.map((subset) => ({
      name: nameOf(subset),
      weight: subset.weight,
      file: subset.file,
    })),
    missing: [...missing],
  }
}
