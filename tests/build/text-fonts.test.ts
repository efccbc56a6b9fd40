// The fonts are cut down to the characters the pages write: the owner's content and the page code, never
// their comments or tests. Each script's file is subset only when a character needs it, each @font-face
// names exactly what its file holds, and only the text font's Latin file is preloaded.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fontFaceCss,
  fontPreloads,
  pageCharacters,
  subsetTextFonts,
  type FontFace,
} from '../../tooling/vite/text-fonts'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'text-fonts-'))
  await mkdir(join(root, 'src/content'), { recursive: true })
  await mkdir(join(root, 'src/client'), { recursive: true })
  await writeFile(
    join(root, 'src/content/profile.ts'),
    `// 李 in a comment is never drawn\nexport const profile = { name: 'Zoë Łukasz', tagline: \`Builds → things\` }\n`,
  )
  await writeFile(
    join(root, 'src/client/hero.tsx'),
    `export const Hero = () => <p>Hello, I’m</p>\n`,
  )
  await writeFile(join(root, 'src/client/hero.test.tsx'), `it('draws Ω', () => {})\n`)
})
afterAll(() => rm(root, { recursive: true, force: true }))

const chars = (codes: readonly number[]) => codes.map((code) => String.fromCodePoint(code)).join('')

describe('pageCharacters', () => {
  it('is printable ASCII and what the strings and JSX text of the sources write', async () => {
    const found = chars(await pageCharacters(root))
    expect(found).toContain(' ')
    expect(found).toContain('~')
    expect(found).toContain('A')
    for (const written of ['ë', 'Ł', '→', '’']) expect(found).toContain(written)
    // a comment and a test are not the page
    expect(found).not.toContain('李')
    expect(found).not.toContain('Ω')
  })
})

describe('subsetTextFonts', () => {
  let faces: FontFace[]
  beforeAll(async () => {
    faces = await subsetTextFonts(await pageCharacters(root), join(root, 'fonts'))
  }, 60_000)

  it('subsets each family file that holds a page character, and no other', () => {
    expect(faces.map((face) => `${face.family} ${face.file.split('/').at(-1)}`)).toEqual([
      'Inter inter-latin-ext.woff2',
      'Inter inter-latin.woff2',
    ])
    const latinExt = faces.find((face) => face.file.endsWith('inter-latin-ext.woff2'))!
    expect(chars(latinExt.codes)).toBe('Ł')
  })

  it('writes WOFF2 files a fraction of the package files', async () => {
    for (const face of faces) {
      const bytes = await readFile(face.file)
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2')
      expect(bytes.length, face.file).toBeLessThan(16_000)
    }
  })

  it('names in each @font-face exactly the characters its file holds', () => {
    const css = fontFaceCss(faces, join(root, 'src/client'))
    expect(css).toContain("src: url('../../fonts/inter-latin-ext.woff2') format('woff2');")
    expect(css).toContain('unicode-range: U+141;')
    expect(css).toMatch(/font-family: 'Inter';[^}]*font-weight: 400 800;[^}]*U\+20-7E,/)
    expect(css).not.toContain('font-display: swap')
  })
})

describe('fontPreloads', () => {
  it("preloads the text font's file that draws basic Latin, and only that", () => {
    const css =
      '@font-face{font-family:Inter;src:url(/assets/inter-latin-ext-a.woff2)format("woff2");unicode-range:U+141}' +
      '@font-face{font-family:Inter;src:url(/assets/inter-latin-b.woff2)format("woff2");unicode-range:U+20-7E,U+2019}' +
      '@font-face{font-family:Some Mono;src:url(/assets/some-mono-latin-c.woff2)format("woff2");unicode-range:U+20-7E}'
    expect(fontPreloads(css)).toEqual([
      '<link rel="preload" href="/assets/inter-latin-b.woff2" as="font" type="font/woff2" crossorigin />',
    ])
  })
})
