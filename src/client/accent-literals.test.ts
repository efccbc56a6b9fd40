// Everything coloured follows the owner's accent: no component names a hue of its own for it. Category
// colours (a project's or a certification's category) are not the accent and keep their hues.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const CATEGORY_COLOURS = new Set([
  'src/client/sections/projects/project-card.tsx',
  'src/client/sections/certifications/certifications.tsx',
])
const HUES =
  'red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose'
// A Tailwind colour utility with a hue (`text-indigo-600`, `after:bg-cyan-500/15`), or a hex colour.
const LITERAL = new RegExp(
  `\\b[a-z-]+-(?:${HUES})-\\d{2,3}\\b|#[0-9a-f]{6}\\b|#[0-9a-f]{3}\\b`,
  'gi',
)

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(path)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path
  }
}

describe('no accent colour literal in a component', () => {
  it('src/client names colours only through the theme variables (bg-accent, text-accent, ...)', () => {
    const found = [...sources('src/client')]
      .filter((file) => !CATEGORY_COLOURS.has(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            // an error's red is a status colour, not the accent
            [...line.matchAll(LITERAL)]
              .map(([literal]) => literal)
              .filter((literal) => !/^(text|border|bg)-red-/.test(literal))
              .map((literal) => `${file}:${index + 1}: ${literal}`),
          ),
      )
    expect(found).toEqual([])
  })

  it('the glow has no second hue of its own', () => {
    const css = readFileSync('src/client/styles.css', 'utf8')
    const glow = /\.hero-glow \{[^}]*\}/.exec(css)?.[0] ?? ''
    expect(glow).toContain('var(--accent)')
    expect(glow).not.toMatch(/#[0-9a-f]{3,6}\b/i)
  })
})
