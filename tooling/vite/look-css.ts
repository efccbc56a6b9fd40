// The owner's look as CSS, appended to src/client/styles.css:
// - every named accent, and the owner's own colours if the content gives them, as `--accent-light` and
//   `--accent-dark` under <html data-accent>; styles.css picks the theme's value;
// - each preset's surfaces (src/content/look.ts's PALETTES) under <html data-preset>, beyond aurora's,
//   which are styles.css's own.
// The page's <html> carries both attributes (written by the build from the content, see
// src/client/render.tsx). Every accent and preset is in the stylesheet, so a test can switch looks on a
// built page by changing the attributes alone.
import { join } from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import {
  ACCENT_NAMES,
  DEFAULT_PRESET,
  NAMED_ACCENTS,
  PALETTES,
  PRESETS,
  accentPair,
  type AccentPair,
  type Palette,
} from '../../src/content/look.ts'
import type { Profile } from '../../src/content/schema.ts'

const rule = (name: string, { light, dark }: AccentPair) =>
  `:root[data-accent='${name}'] {\n  --accent-light: ${light};\n  --accent-dark: ${dark};\n}`

const declarations = (palette: Palette, dark: boolean) =>
  [
    `--background: ${palette.background};`,
    `--foreground: ${palette.foreground};`,
    `--card: ${palette.card};`,
    `--subtle: ${palette.subtle};`,
    `--muted-foreground: ${palette.mutedForeground};`,
    `--border: ${palette.border};`,
    // Text on an accent fill: the page's own background in the dark theme, as styles.css's .dark has it.
    ...(dark ? [`--accent-foreground: ${palette.background};`] : []),
  ].join(' ')

/**
 * The surfaces of every preset but the default, whose are styles.css's :root and .dark. The dark rule
 * outweighs the light one (and .dark's) by its class, and is for screens only, as the dark theme is.
 */
export function presetCss(): string {
  return PRESETS.filter((preset) => preset !== DEFAULT_PRESET)
    .map((preset) => {
      const { light, dark } = PALETTES[preset]
      return (
        `:root[data-preset='${preset}'] { ${declarations(light, false)} }\n` +
        `@media screen { :root[data-preset='${preset}'].dark { ${declarations(dark, true)} } }`
      )
    })
    .join('\n')
}

/** The accent rules for a content whose theme is `theme`. */
export function accentCss(theme: Profile['theme']): string {
  const rules = ACCENT_NAMES.map((name) => rule(name, NAMED_ACCENTS[name]))
  const own =
    typeof theme.accent === 'string' && theme.accent in NAMED_ACCENTS ? null : theme.accent
  if (own) rules.push(rule('custom', accentPair(own)))
  return rules.join('\n')
}

/**
 * Appends the accent rules to src/client/styles.css, in `vite dev` and in builds. The content is loaded
 * through Vite's module runner (the `@/` alias and TypeScript work as in the app), again on every
 * transform, so an edit to the accent shows on the next load in dev.
 */
export function lookCssPlugin(): Plugin {
  let root = process.cwd()
  let alias: unknown
  return {
    name: 'portfolio:look-css',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      alias = config.resolve.alias
    },
    async transform(code, id) {
      if (id.split('?')[0] !== join(root, 'src/client/styles.css')) return null
      const content = join(root, 'src/content/profile.ts')
      this.addWatchFile(content)
      const { module } = await runnerImport<{ profile: Profile }>(content, {
        configFile: false,
        root,
        logLevel: 'error',
        resolve: { alias: alias as never },
      })
      return {
        code: `${code}\n${accentCss(module.profile.theme)}\n${presetCss()}\n`,
        map: null,
      }
    },
  }
}
