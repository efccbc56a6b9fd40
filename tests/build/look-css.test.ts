// The owner's accent reaches the stylesheet, and an own accent that does not read stops `npm run build`
// before anything is built, with one line that names theme.accent.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { accentCss, presetCss } from '../../tooling/vite/look-css'
import { withHtmlAttributes } from '../../tooling/builder/page-head'
import {
  ACCENT_NAMES,
  DEFAULT_PRESET,
  NAMED_ACCENTS,
  PALETTES,
  PRESETS,
  accentPair,
  type Palette,
} from '../../src/content/look'
import { fixtureInput } from '../fixtures/owner'

describe('accentCss', () => {
  it('has a rule for every named accent, with its light and dark values', () => {
    const css = accentCss({ accent: 'indigo', preset: 'aurora' })
    for (const name of ACCENT_NAMES) {
      const { light, dark } = NAMED_ACCENTS[name]
      expect(css).toContain(
        `:root[data-accent='${name}'] {\n  --accent-light: ${light};\n  --accent-dark: ${dark};\n}`,
      )
    }
    expect(css).not.toContain("data-accent='custom'")
  })

  it("adds the owner's own colours as data-accent='custom'", () => {
    const one = accentCss({ accent: '#0f5f8a', preset: 'minimal' })
    expect(one).toContain(
      `:root[data-accent='custom'] {\n  --accent-light: #0f5f8a;\n  --accent-dark: ${accentPair('#0f5f8a').dark};\n}`,
    )
    const pair = accentCss({ accent: { light: '#0f5f8a', dark: '#9fd3f0' }, preset: 'minimal' })
    expect(pair).toContain('--accent-light: #0f5f8a;\n  --accent-dark: #9fd3f0;')
  })
})

describe('presetCss', () => {
  const variables = (palette: Palette) =>
    Object.entries(palette).map(
      ([name, value]) =>
        `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
    )

  it.each(PRESETS.filter((preset) => preset !== DEFAULT_PRESET))(
    "writes %s's palette under its data-preset, the dark one for screens only",
    (preset) => {
      const rules = presetCss()
      const light = new RegExp(`^:root\\[data-preset='${preset}'\\] \\{([^}]*)\\}`, 'm').exec(
        rules,
      )?.[1]
      const dark = new RegExp(
        `^@media screen \\{ :root\\[data-preset='${preset}'\\]\\.dark \\{([^}]*)\\}`,
        'm',
      ).exec(rules)?.[1]
      for (const declaration of variables(PALETTES[preset].light))
        expect(light).toContain(declaration)
      for (const declaration of variables(PALETTES[preset].dark))
        expect(dark).toContain(declaration)
      // Text on an accent fill takes the dark page's own background, as styles.css's .dark has it.
      expect(dark).toContain(`--accent-foreground: ${PALETTES[preset].dark.background};`)
    },
  )

  it("leaves the default's to styles.css", () => {
    expect(presetCss()).not.toContain(`data-preset='${DEFAULT_PRESET}'`)
  })
})

describe('withHtmlAttributes', () => {
  it('adds the look to the <html> tag and leaves the rest of the page alone', () => {
    const page =
      '<!doctype html>\n<html lang="en" class="dark">\n  <head></head><body><p>html</p></body>\n</html>'
    expect(withHtmlAttributes(page, { 'data-preset': 'terminal', 'data-accent': 'rose' })).toBe(
      '<!doctype html>\n<html lang="en" class="dark" data-preset="terminal" data-accent="rose">\n  <head></head><body><p>html</p></body>\n</html>',
    )
  })
})

describe('npm run build with an own accent that misses 4.5:1', () => {
  it('stops before building, with one line naming theme.accent and the ratio', () => {
    // A site folder whose content file has the accent; it checks itself with the site's own schema.
    const root = mkdtempSync(join(tmpdir(), 'accent-build-'))
    try {
      mkdirSync(join(root, 'src/content'), { recursive: true })
      // ES modules, as the site's own package.json says: the content then shares the build's schema module
      writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n')
      writeFileSync(
        join(root, 'src/content/profile.ts'),
        `import { defineProfile } from '${resolve('src/content/schema.ts')}'\n` +
          `export const profile = defineProfile(${JSON.stringify({ ...fixtureInput, theme: { accent: '#ffee00', preset: 'terminal' } })})\n`,
      )
      const run = spawnSync(
        process.execPath,
        // tsx by its address: the site folder has no node_modules of its own
        [
          '--import',
          pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href,
          resolve('tooling/builder/build.ts'),
        ],
        {
          cwd: root,
          encoding: 'utf8',
          // The project's own paths (`@/`), which the build's server modules import: tsx looks for a
          // tsconfig in the folder it runs in, and this site folder has none.
          env: { ...process.env, TSX_TSCONFIG_PATH: resolve('tsconfig.json') },
        },
      )
      expect(run.status).toBe(1)
      expect(run.stderr.trim()).toMatch(
        /^src\/content\/profile\.ts: theme\.accent "#ffee00" reads 1\.\d+:1 on the light aurora page background; it needs 4\.5:1$/,
      )
      expect(run.stdout).not.toContain('Built and prerendered')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 60_000)
})
