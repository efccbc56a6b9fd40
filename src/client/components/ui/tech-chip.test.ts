import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MIN_TEXT_CONTRAST, channels, contrastRatio, toHex } from '@/content/look'
import { LANGUAGE_COLORS, TECHNOLOGY_COLORS } from '@/core/chip-colors'
import { CHIP_TINT } from './tech-chip'

// The theme's colours, read from the stylesheet so this test follows them.
const css = readFileSync('src/client/styles.css', 'utf8')
function token(block: RegExp, name: string): string {
  const body = css.match(block)?.[1] ?? ''
  const value = body.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1]
  if (!value) throw new Error(`no --${name} in ${block}`)
  return value
}
const THEMES = {
  light: (name: string) => token(/:root\s*\{([^}]*)\}/, name),
  dark: (name: string) => token(/\.dark\s*\{([^}]*)\}/, name),
}
describe('a chip’s text stays readable on its tint, whatever the hue (WCAG AA, 4.5:1)', () => {
  const colors = Object.entries({
    ...LANGUAGE_COLORS,
    ...TECHNOLOGY_COLORS,
    white: '#ffffff',
    black: '#000000',
  })
  for (const [theme, read] of Object.entries(THEMES)) {
    for (const surface of ['card', 'background']) {
      it(`${theme} theme, on the ${surface}`, () => {
        const base = channels(read(surface))
        const text = read('muted-foreground')
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
