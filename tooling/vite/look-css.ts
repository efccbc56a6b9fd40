// The owner's accent as CSS: every named accent, and the owner's own colours if the content gives them, as
// `--accent-light` and `--accent-dark` under <html data-accent>, appended to src/client/styles.css. The
// page's <html> carries the attribute (written by the build from the content, see src/client/render.tsx);
// styles.css picks the theme's value. Every named accent is in the stylesheet, so a test can switch accents
// on a built page by changing the attribute alone.
import { join } from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import { ACCENT_NAMES, NAMED_ACCENTS, accentPair, type AccentPair } from '../../src/content/look.ts'
import type { Profile } from '../../src/content/schema.ts'

const rule = (name: string, { light, dark }: AccentPair) =>
  `:root[data-accent='${name}'] {\n  --accent-light: ${light};\n  --accent-dark: ${dark};\n}`

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
      return { code: `${code}\n${accentCss(module.profile.theme)}\n`, map: null }
    },
  }
}
