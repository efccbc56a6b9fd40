// The site's text typeface, self-hosted and cut down to what its pages write: Inter (variable, weights
// 400–800). Labels, dates and tags take the system's monospace (styles.css): a second web font costs
// every first view another connection for a few words. Each family's npm package splits it
// into files by script (latin, latin-ext, greek, ...); the build subsets every file that holds one of the
// page's characters to just those characters, and writes an @font-face for it that names exactly what it
// holds, so a browser downloads a file only for text that needs it. Characters no file holds (Chinese, say)
// are drawn by the fallback fonts that styles.css lists after the family.
//
// The page's characters: printable ASCII, so any project description or assistant reply in English is
// drawn in the font, and every other character written in the owner's content (src/content/), in the
// page code (src/client/, src/core/) or in the catalogs of the owner's languages (src/i18n/<tag>.ts): an
// English site carries no glyph that only Portuguese needs, and a site in both asks for no second file.
// A new character in the content gives a new subset on the next build.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import subsetFont from 'subset-font'
import ts from 'typescript'
import { runnerImport, type Plugin } from 'vite'
import type { Profile } from '../../src/content/schema.ts'
import { formatRanges, inRanges, parseRanges, type CodeRange } from './unicode-ranges.ts'

const require = createRequire(import.meta.url)

export type TextFont = {
  /** The family name styles.css asks for. */
  family: string
  packageName: string
  /** The weights kept from the variable font's axis: the page uses no other. */
  weight: { min: number; max: number }
  /** OpenType features kept; the others (code ligatures, alternates) cost bytes the page does not use. */
  features: string[]
}

/** The family the page's text is drawn in. */
const TEXT_FAMILY = 'Inter'

export const TEXT_FONTS: readonly TextFont[] = [
  {
    family: TEXT_FAMILY,
    packageName: '@fontsource-variable/inter',
    weight: { min: 400, max: 800 },
    features: ['kern', 'liga'],
  },
]

/** Where the page's characters are written; tests are left out (their strings never reach a page). */
export const CHARACTER_SOURCES = ['src/content', 'src/client', 'src/core']
const SOURCE_FILE = /\.(tsx?|md|json)$/
const TEST_FILE = /\.test\.tsx?$/
const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index)

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  if (!existsSync(dir)) return
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) yield path
  }
}

/** The text a source file can put on a page: its strings and JSX text, not its comments. */
function writtenText(file: string, source: string): string {
  if (!/\.tsx?$/.test(file)) return source
  const parts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      parts.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX))
  return parts.join('')
}

/** Where the words of the interface are, one catalog per language. */
export const CATALOG_DIR = 'src/i18n'

async function* pageSources(root: string, locales: readonly string[]): AsyncGenerator<string> {
  for (const dir of CHARACTER_SOURCES) yield* sourceFiles(resolve(root, dir))
  for (const locale of locales) {
    const catalog = resolve(root, CATALOG_DIR, `${locale}.ts`)
    if (existsSync(catalog)) yield catalog
  }
}

/**
 * The code points the pages can show: printable ASCII and every visible character the sources write, the
 * catalogs of the site's languages (`locales`) among them.
 */
export async function pageCharacters(
  root = '.',
  locales: readonly string[] = ['en'],
): Promise<number[]> {
  const codes = new Set(PRINTABLE_ASCII)
  for await (const file of pageSources(root, locales)) {
    for (const char of writtenText(file, await readFile(file, 'utf8'))) {
      const code = char.codePointAt(0)
      if (code !== undefined && /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(char)) codes.add(code)
    }
  }
  return [...codes].sort((a, b) => a - b)
}

type PackageFile = { path: string; script: string; ranges: CodeRange[] }

const packageBaseName = (packageName: string) => packageName.slice(packageName.lastIndexOf('/') + 1)

/** The package's upright variable files (`wght.css`), with the characters each holds. */
async function packageFiles(packageName: string): Promise<PackageFile[]> {
  const folder = dirname(require.resolve(`${packageName}/package.json`))
  const css = await readFile(join(folder, 'wght.css'), 'utf8')
  return css
    .split('@font-face')
    .slice(1)
    .flatMap((face) => {
      const file = /url\(\.\/(files\/[^)]+-wght-normal\.woff2)\)/.exec(face)?.[1]
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1]
      // files/inter-latin-ext-wght-normal.woff2 holds the latin-ext script
      const script = file
        ?.slice(`files/${packageBaseName(packageName)}-`.length)
        .replace(/-wght-normal\.woff2$/, '')
      if (!file || !range || !script) return []
      return [{ path: join(folder, file), script, ranges: parseRanges(range) }]
    })
}

export type FontFace = {
  family: string
  weight: TextFont['weight']
  /** The subset file. */
  file: string
  /** The code points it holds. */
  codes: number[]
}

/** Subsets every file of each family that holds one of `codes`, into `outDir`. */
export async function subsetTextFonts(
  codes: readonly number[],
  outDir: string,
  fonts: readonly TextFont[] = TEXT_FONTS,
): Promise<FontFace[]> {
  await mkdir(outDir, { recursive: true })
  const faces: FontFace[] = []
  for (const font of fonts) {
    const slug = font.family.toLowerCase().replace(/\s+/g, '-')
    for (const source of await packageFiles(font.packageName)) {
      const held = codes.filter((code) => inRanges(source.ranges, code))
      if (held.length === 0) continue
      const file = join(outDir, `${slug}-${source.script}.woff2`)
      if (!existsSync(file)) {
        const subset = await subsetFont(
          await readFile(source.path),
          String.fromCodePoint(...held),
          {
            targetFormat: 'woff2',
            keepFeatures: font.features,
            variationAxes: { wght: font.weight },
          },
        )
        // Written aside and renamed, so a build stopped halfway never leaves half a file to reuse.
        await writeFile(`${file}.partial`, subset)
        await rename(`${file}.partial`, file)
      }
      faces.push({ family: font.family, weight: font.weight, file, codes: held })
    }
  }
  return faces
}

/** The @font-face rules for `faces`, their addresses relative to the stylesheet in `cssDir`. */
export function fontFaceCss(faces: readonly FontFace[], cssDir: string): string {
  return faces
    .map((face) => {
      const url = relative(cssDir, face.file).split(sep).join('/')
      return [
        '@font-face {',
        `  font-family: '${face.family}';`,
        '  font-style: normal;',
        `  font-weight: ${face.weight.min} ${face.weight.max};`,
        // Used from the first paint when it arrives in time (the text font is preloaded, so it usually
        // does), or else from the next page on: never swapped in under a reader's eyes, where any
        // difference in width, however small, moves a line or the words after it.
        '  font-display: optional;',
        `  src: url('${url}') format('woff2');`,
        `  unicode-range: ${formatRanges(face.codes)};`,
        '}',
      ].join('\n')
    })
    .join('\n')
}

const LATIN_SMALL_A = 0x61

/**
 * The preload tags for a built stylesheet: the text family's file that draws basic Latin, the one every
 * page needs for its first paint. The others load when text needs them.
 */
export function fontPreloads(css: string, family = TEXT_FAMILY): string[] {
  const urls = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const name = /font-family:\s*['"]?([^;'"]+)/.exec(body)?.[1]
    const url = /src:\s*url\(['"]?([^)'"]+)/.exec(body)?.[1]
    const range = /unicode-range:\s*([^;}]+)/.exec(body)?.[1]
    const drawsLatin = range ? inRanges(parseRanges(range), LATIN_SMALL_A) : false
    return name === family && url && drawsLatin ? [url] : []
  })
  return urls.map(
    (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`,
  )
}

/**
 * Appends the subset fonts' @font-face rules to src/client/styles.css, in `vite dev` and in builds. The
 * files are made once per character set, in node_modules/.cache: a folder per set, so the copies of the
 * project that share node_modules (npm run test:owners) never overwrite each other's.
 */
export function textFontsPlugin(): Plugin {
  let root = process.cwd()
  let alias: unknown
  return {
    name: 'portfolio:text-fonts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      alias = config.resolve.alias
    },
    async transform(code, id) {
      const stylesheet = join(root, 'src/client/styles.css')
      if (id.split('?')[0] !== stylesheet) return null
      // The owner's languages, whose catalogs the pages write.
      const content = join(root, 'src/content/profile.ts')
      this.addWatchFile(content)
      const { module } = await runnerImport<{ profile: Profile }>(content, {
        configFile: false,
        root,
        logLevel: 'error',
        resolve: { alias: alias as never },
      })
      const codes = await pageCharacters(root, module.profile.locales)
      const key = createHash('sha256')
        .update(JSON.stringify({ codes, TEXT_FONTS }))
        .digest('hex')
        .slice(0, 16)
      const faces = await subsetTextFonts(
        codes,
        join(root, 'node_modules/.cache/portfolio-fonts', key),
      )
      return { code: `${code}\n${fontFaceCss(faces, dirname(stylesheet))}\n`, map: null }
    },
  }
}
