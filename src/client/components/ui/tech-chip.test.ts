import { describe, expect, it } from 'vitest'
import {
  MIN_TEXT_CONTRAST,
  PALETTES,
  PRESETS,
  channels,
  contrastRatio,
  toHex,
} from '@/content/look'
import { LANGUAGE_COLORS, TECHNOLOGY_COLORS } from '@/core/chip-colors'
import { CHIP_TINT } from './tech-chip'

// Every preset's colours, in both themes (look.test.ts holds them to the stylesheet).
const THEMES = PRESETS.flatMap((preset) =>
  (['light', 'dark'] as const).map(
    (theme) => [`${preset}, ${theme}`, PALETTES[preset][theme]] as const,
  ),
)
describe('a chip’s text stays readable on its tint, whatever the hue (WCAG AA, 4.5:1)', () => {
  const colors = Object.entries({
    ...LANGUAGE_COLORS,
    ...TECHNOLOGY_COLORS,
    white: '#ffffff',
    black: '#000000',
  })
  for (const [theme, palette] of THEMES) {
    for (const surface of ['card', 'background'] as const) {
      it(`${theme} theme, on the ${surface}`, () => {
        const base = channels(palette[surface])
        const text = palette.mutedForeground
        const failing = colors.filter(([, colour]) => {
          const tinted = channels(colour).map(
            (value, i) => value * CHIP_TINT + base[i]! * (1 - CHIP_TINT),
          )
          return contrastRatio(text, toHex(tinted)) < MIN_TEXT_CONTRAST
        })
        expect(failing).toEqual([])
      })
    }
  }
})
