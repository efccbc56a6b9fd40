// The owner's look: every named accent reads on every surface, and an owner's own colour that does not
// stops the content from loading with one line that names `theme.accent`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureInput } from '../../tests/fixtures/owner'
import {
  ACCENT_NAMES,
  MIN_TEXT_CONTRAST,
  NAMED_ACCENTS,
  PALETTES,
  PRESETS,
  SURFACES,
  type Palette,
  type Preset,
  accentAttribute,
  accentPair,
  contrastRatio,
  darkPartner,
  formatRatio,
  lookAttributes,
} from './look'
import { ContentError, parseProfile } from './schema'

const refusal = (theme: unknown) => {
  try {
    parseProfile({ ...fixtureInput, theme })
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('expected the theme to be refused')
}

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', '21:1'],
    ['#ffffff', '#ffffff', '1:1'],
    ['#777777', '#ffffff', '4.47:1'],
    ['#4f46e5', '#ffffff', '6.28:1'], // 6.289: rounded down, never up to a pass
  ])('%s on %s reads %s', (a, b, ratio) => {
    expect(formatRatio(contrastRatio(a, b))).toBe(ratio)
    expect(contrastRatio(b, a)).toBe(contrastRatio(a, b))
  })
})

describe('the named accents', () => {
  const rows = ACCENT_NAMES.flatMap((name) =>
    (['light', 'dark'] as const).flatMap((theme) =>
      Object.entries(SURFACES[theme]).map(
        ([surface, background]) =>
          [name, theme, surface, NAMED_ACCENTS[name][theme], background] as const,
      ),
    ),
  )

  it.each(rows)(
    '%s (%s theme) reads 4.5:1 on the %s',
    (_name, _theme, _surface, colour, background) => {
      expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    },
  )

  it('are eight, and every one has its own colours', () => {
    expect(ACCENT_NAMES).toHaveLength(8)
    expect(new Set(ACCENT_NAMES.map((name) => NAMED_ACCENTS[name].light)).size).toBe(8)
    expect(new Set(ACCENT_NAMES.map((name) => NAMED_ACCENTS[name].dark)).size).toBe(8)
  })

  it("indigo, the default, is the site's original accent", () => {
    const css = readFileSync('src/client/styles.css', 'utf8')
    expect(parseProfile(fixtureInput).theme).toEqual({ accent: 'indigo', preset: 'aurora' })
    expect(css).toMatch(new RegExp(`--accent-light: ${NAMED_ACCENTS.indigo.light};`))
    expect(css).toMatch(new RegExp(`--accent-dark: ${NAMED_ACCENTS.indigo.dark};`))
  })
})

describe('the palettes are what the stylesheet paints', () => {
  const css = readFileSync('src/client/styles.css', 'utf8')
  const block = (selector: RegExp) => selector.exec(css)?.[1] ?? ''
  const variables = (palette: Palette) =>
    Object.entries(palette).map(
      ([name, value]) =>
        `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
    )

  // The other presets' are written by the build (tests/build/look-css.test.ts).
  it.each(['light', 'dark'] as const)("aurora's %s theme is styles.css's own", (theme) => {
    const own = theme === 'light' ? block(/^:root \{([^}]*)\}/m) : block(/^ {2}\.dark \{([^}]*)\}/m)
    for (const declaration of variables(PALETTES.aurora[theme])) expect(own).toContain(declaration)
  })

  it.each(
    PRESETS.flatMap((preset) => (['light', 'dark'] as const).map((theme) => [preset, theme])),
  )(
    "%s's %s text and muted text read 4.5:1 on its page, cards and tinted surface",
    (preset, theme) => {
      const palette = PALETTES[preset as Preset][theme as 'light' | 'dark']
      for (const text of [palette.foreground, palette.mutedForeground])
        for (const surface of [palette.background, palette.card, palette.subtle])
          expect(contrastRatio(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(
            MIN_TEXT_CONTRAST,
          )
    },
  )

  it('every surface of every preset is one an accent is checked on', () => {
    for (const preset of PRESETS)
      for (const theme of ['light', 'dark'] as const)
        expect(SURFACES[theme][`${preset} page background`]).toBe(
          PALETTES[preset][theme].background,
        )
  })
})

describe("an owner's own accent", () => {
  it('one colour is the light theme’s; the dark theme gets a lighter partner that reads', () => {
    const pair = accentPair('#0f5f8a')
    expect(pair.light).toBe('#0f5f8a')
    for (const background of Object.values(SURFACES.dark))
      expect(contrastRatio(pair.dark, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    expect(darkPartner('#0f5f8a')).not.toBe('#ffffff')
  })

  it('a pair is taken as given', () => {
    expect(accentPair({ light: '#0f5f8a', dark: '#9fd3f0' })).toEqual({
      light: '#0f5f8a',
      dark: '#9fd3f0',
    })
  })

  it('is accepted when it reads, and marked custom on <html>', () => {
    const { theme } = parseProfile({
      ...fixtureInput,
      theme: { accent: '#0f5f8a', preset: 'terminal' },
    })
    expect(lookAttributes(theme)).toEqual({ 'data-preset': 'terminal', 'data-accent': 'custom' })
    expect(accentAttribute('teal')).toBe('teal')
  })

  it.each([
    ['#ffee00', 'theme.accent "#ffee00"', '#ffee00', 'light', 'aurora page background'],
    [
      { light: '#4f46e5', dark: '#3730a3' },
      'theme.accent.dark "#3730a3"',
      '#3730a3',
      'dark',
      'aurora page background',
    ],
    // amber-700 reads on the page and on cards, not on the tinted surface of chips and hovers
    ['#b45309', 'theme.accent "#b45309"', '#b45309', 'light', 'aurora tinted surface'],
  ] as const)(
    '%j that misses 4.5:1 is refused in one line naming theme.accent and the ratio',
    (accent, field, colour, theme, surface) => {
      const message = refusal({ accent })
      const ratio = formatRatio(contrastRatio(colour, SURFACES[theme][surface]!))
      expect(message).toBe(
        `src/content/profile.ts: ${field} reads ${ratio} on the ${theme} ${surface}; it needs 4.5:1`,
      )
      expect(Number.parseFloat(ratio)).toBeLessThan(4.5)
    },
  )

  it.each([
    [
      'a name we do not have',
      { accent: 'chartreuse' },
      'theme › accent (theme.accent): expected one of indigo',
    ],
    ['a short hex', { accent: '#fff' }, 'theme › accent (theme.accent)'],
    ['an unknown preset', { preset: 'neon' }, 'theme › preset (theme.preset)'],
  ])('%s is refused by the schema, naming the field', (_label, theme, field) => {
    expect(refusal(theme)).toContain(field)
  })

  it('the build prints the one line, without a stack trace, and stops', () => {
    const folder = mkdtempSync(join(tmpdir(), 'accent-error-'))
    try {
      const file = join(folder, 'profile.mts')
      writeFileSync(
        file,
        `import { defineProfile } from '${resolve('src/content/schema.ts')}'\n` +
          `export const profile = defineProfile(${JSON.stringify({ ...fixtureInput, theme: { accent: '#ffee00' } })})\n`,
      )
      const script = join(folder, 'load.mts')
      writeFileSync(
        script,
        `import { loadProfile } from '${resolve('tooling/builder/load-profile.ts')}'\nawait loadProfile(${JSON.stringify(file)})\n`,
      )
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' })
      expect(run.status).toBe(1)
      expect(run.stderr.trim()).toMatch(
        /^src\/content\/profile\.ts: theme\.accent "#ffee00" reads 1\.\d+:1 on the light aurora page background; it needs 4\.5:1$/,
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 30_000)
})
