// The owner's look: an accent colour and a preset, named in the content (`theme`) and turned by the build
// into data attributes on <html> and CSS variables (tooling/vite/look-css.ts). It sits with the content because
// the schema checks an owner's colours with it; it is pure data and arithmetic, so the schema, the build
// and the tests check the same numbers.

/** The accents an owner can name; each has a value for the light theme and one for the dark theme. */
export const ACCENT_NAMES = [
  'indigo',
  'violet',
  'teal',
  'emerald',
  'rose',
  'amber',
  'sky',
  'cyan',
] as const
export type AccentName = (typeof ACCENT_NAMES)[number]

export const PRESETS = ['aurora', 'terminal', 'minimal'] as const
export type Preset = (typeof PRESETS)[number]

export const DEFAULT_ACCENT: AccentName = 'indigo'
export const DEFAULT_PRESET: Preset = 'aurora'

export type Hex = `#${string}`
export type ThemeName = 'light' | 'dark'
export type AccentPair = { light: Hex; dark: Hex }

/**
 * Every value is readable as text (4.5:1) on each surface of its theme (SURFACES below); a unit test
 * computes each ratio. Indigo is the site's original accent. Amber is darker than Tailwind's amber-700,
 * which reads only 4.47:1 on the light theme's tinted surface.
 */
export const NAMED_ACCENTS: Record<AccentName, AccentPair> = {
  indigo: { light: '#4f46e5', dark: '#8b93ff' },
  violet: { light: '#6d28d9', dark: '#a78bfa' },
  teal: { light: '#0f766e', dark: '#5eead4' },
  emerald: { light: '#047857', dark: '#6ee7b7' },
  rose: { light: '#be123c', dark: '#fda4af' },
  amber: { light: '#a34a08', dark: '#fcd34d' },
  sky: { light: '#0369a1', dark: '#7dd3fc' },
  cyan: { light: '#0e7490', dark: '#67e8f9' },
}

/** One theme of a preset: the colours styles.css calls --background, --foreground, --card, and so on. */
export type Palette = {
  background: Hex
  foreground: Hex
  card: Hex
  subtle: Hex
  mutedForeground: Hex
  border: Hex
}

/**
 * Each preset's surfaces, so that the three read as three designs and not one recoloured: aurora's
 * blue-slate night (the site's original), terminal's neutral near-black and white, minimal's warm paper
 * and warm grey. Aurora's are styles.css's own (:root and .dark, a unit test holds them together); the
 * build writes the others as rules under <html data-preset> (tooling/vite/look-css.ts).
 */
export const PALETTES: Record<Preset, Record<ThemeName, Palette>> = {
  aurora: {
    light: {
      background: '#f8fafc',
      foreground: '#0f172a',
      card: '#ffffff',
      subtle: '#eef2f7',
      mutedForeground: '#475569',
      border: '#e2e8f0',
    },
    dark: {
      background: '#0b1120',
      foreground: '#e2e8f0',
      card: '#111a2e',
      subtle: '#1c2740',
      mutedForeground: '#a3b1c6',
      border: '#22304a',
    },
  },
  terminal: {
    light: {
      background: '#fafafa',
      foreground: '#18181b',
      card: '#ffffff',
      subtle: '#f0f0f1',
      mutedForeground: '#52525b',
      border: '#e4e4e7',
    },
    dark: {
      background: '#09090b',
      foreground: '#e4e4e7',
      card: '#111113',
      subtle: '#1c1c20',
      mutedForeground: '#a1a1aa',
      border: '#27272a',
    },
  },
  minimal: {
    light: {
      background: '#fbfaf8',
      foreground: '#1c1917',
      card: '#ffffff',
      subtle: '#f2f0ec',
      mutedForeground: '#57534e',
      border: '#e7e4df',
    },
    dark: {
      background: '#151413',
      foreground: '#ebe8e3',
      card: '#1c1b19',
      subtle: '#262421',
      mutedForeground: '#aaa49c',
      border: '#302d29',
    },
  },
}

/**
 * The surfaces accent text sits on, in every preset (an owner may switch presets, so an accent must read
 * on all of them): the page background, the card surface and the tinted surface of chips and hovers. Text
 * on an accent fill takes the accent's foreground, white in the light theme (the card's colour) and the
 * page background in the dark one, so these ratios cover it too.
 */
export const SURFACES: Record<ThemeName, Record<string, Hex>> = {
  light: surfacesOf('light'),
  dark: surfacesOf('dark'),
}

function surfacesOf(theme: ThemeName): Record<string, Hex> {
  return Object.fromEntries(
    PRESETS.flatMap((preset) => {
      const palette = PALETTES[preset][theme]
      return [
        [`${preset} page background`, palette.background],
        [`${preset} card surface`, palette.card],
        [`${preset} tinted surface`, palette.subtle],
      ]
    }),
  )
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** A `#rrggbb` colour's red, green and blue, 0 to 255. */
export function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ]
}

/** WCAG 2's relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2's contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (lighter + 0.05) / (darker + 0.05)
}

/** A ratio as people write it, rounded down so a rounded figure never claims a pass: `4.49:1`. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toString()}:1`
}

export type ContrastMiss = { theme: ThemeName; surface: string; ratio: number }

/** The first surface a colour misses 4.5:1 on, in `theme`; undefined when it reads on every one. */
export function contrastMiss(colour: string, theme: ThemeName): ContrastMiss | undefined {
  for (const [surface, background] of Object.entries(SURFACES[theme])) {
    const ratio = contrastRatio(colour, background)
    if (ratio < MIN_TEXT_CONTRAST) return { theme, surface, ratio }
  }
  return undefined
}

/** Red, green and blue (rounded) as `#rrggbb`. */
export const toHex = (values: readonly number[]): Hex =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`

/**
 * The dark theme's partner of a light-theme colour: one colour can never read on both a near-white and a
 * near-black page (it would need a luminance above 0.20 and below 0.18), so it is mixed with white, in
 * steps of 5 %, until it reads on every dark surface.
 */
export function darkPartner(light: string): Hex {
  const rgb = channels(light)
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20
    const mixed = toHex(rgb.map((value) => value + (255 - value) * t))
    if (!contrastMiss(mixed, 'dark')) return mixed
  }
  return '#ffffff'
}

/** What an owner writes for `theme.accent`: a name, one `#rrggbb` (the light theme's), or a pair. */
export type AccentInput = AccentName | string | { light: string; dark: string }

/** The two colours an accent stands for. */
export function accentPair(accent: AccentInput): AccentPair {
  if (typeof accent !== 'string') return { light: accent.light as Hex, dark: accent.dark as Hex }
  if ((ACCENT_NAMES as readonly string[]).includes(accent))
    return NAMED_ACCENTS[accent as AccentName]
  return { light: accent as Hex, dark: darkPartner(accent) }
}

/** The value of <html data-accent>: the accent's name, or `custom` for the owner's own colours. */
export function accentAttribute(accent: AccentInput): AccentName | 'custom' {
  return typeof accent === 'string' && (ACCENT_NAMES as readonly string[]).includes(accent)
    ? (accent as AccentName)
    : 'custom'
}

/** The attributes the build writes on every page's <html>: pure CSS reads them, no script. */
export function lookAttributes(theme: { accent: AccentInput; preset: Preset }) {
  return { 'data-preset': theme.preset, 'data-accent': accentAttribute(theme.accent) }
}
