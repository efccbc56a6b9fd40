// The resume PDF in a right-to-left language (Arabic): its letters joined and whole, its lines set from the
// right, its rows mirrored, and a line that mixes Arabic with a Latin name and a year in reading order.
// Its own file, so its renders are the process's first (see the note in tooling/builder/resume-pdf.tsx).
import { extractTextItems, getDocumentProxy, getResolvedPDFJS } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { defineProfile } from '@/content/schema'
import { contentIn, defineTranslation } from '@/content/translations'
import { resumeDocumentOf } from '@/core/home-sections/registry'
import { renderResumePdf } from '../../tooling/builder/resume-pdf'
import { extractResumeText } from '../../tooling/vite/resume-text'
import { fixtureInput, fixtureOwner } from '../fixtures/owner'

type Placed = { str: string; x: number; y: number; width: number }

/** Every piece of text on the first page, where it is drawn. */
async function placedText(pdf: Uint8Array): Promise<Placed[]> {
  const { items } = await extractTextItems(await getDocumentProxy(new Uint8Array(pdf)))
  return (items[0] ?? []).filter((item) => item.str.trim())
}

/** The piece that holds the word (on the line of `on`, when given). */
function placed(items: readonly Placed[], word: string, on?: Placed): Placed {
  const item = items.find(
    (each) =>
      each.str.split(/\s+/).includes(word) && (on === undefined || Math.abs(each.y - on.y) < 2),
  )
  if (!item) throw new Error(`"${word}" is not on the page`)
  return item
}

/** Every glyph drawn on the first page: its text and its width. */
async function glyphsOf(pdf: Uint8Array): Promise<{ unicode: string; width: number }[]> {
  const { OPS } = await getResolvedPDFJS()
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1)
  const { fnArray, argsArray } = await page.getOperatorList()
  return fnArray.flatMap((op, index) =>
    op === OPS.showText ? (argsArray[index] as { unicode: string; width: number }[][])[0]! : [],
  )
}

describe('a resume in a right-to-left language', () => {
  // The test owner with some words in Arabic, and a sentence that mixes in a Latin name and a year.
  const sentence = 'درست في Dalhousie University منذ 2023 وأبني أدوات النشر'
  const content = defineProfile(
    { ...fixtureInput, locales: ['en', 'ar'] },
    defineTranslation('ar', {
      tagline: 'مهندسة منصات وكاتبة تقنية',
      experience: [{ role: 'مسؤولة المنصة', description: `${sentence}.` }],
    }),
  )
  const arabic = resumeDocumentOf(contentIn(content, 'ar'))
  let pdf: Uint8Array
  let items: Placed[]
  beforeAll(async () => {
    pdf = await renderResumePdf(arabic)
    items = await placedText(pdf)
  })

  it('draws every letter whole, joined and with its dots: no dot is drawn apart from its letter', async () => {
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn/)
    const glyphs = await glyphsOf(pdf)
    expect(glyphs.some((glyph) => /\p{Script=Arabic}/u.test(glyph.unicode))).toBe(true)
    // A glyph of no width is a mark placed on a letter: only the text's own marks (its vowels) may be
    // one, never a letter's dots, which a font that draws them apart would add (without any text).
    const marks = glyphs.filter((glyph) => glyph.width === 0)
    expect(marks.filter((glyph) => !/^\p{M}+$/u.test(glyph.unicode))).toEqual([])
    // Its words read back as they were written (a reader gets each line's words in the order they are
    // drawn, from the left).
    const text = (await extractResumeText(pdf)).text
    for (const word of arabic.headline!.split(' ')) expect(text).toContain(word)
  })

  it('is set from the right: its lines end at the right margin, and the dates sit left of the title', async () => {
    expect(Buffer.from(pdf).toString('latin1')).toContain('/Lang (ar)')
    const margin = Math.max(...items.map((item) => item.x + item.width))
    const rightOf = (item: Placed) => item.x + item.width
    // The name (in Latin letters), the headline and each heading end at the margin, where a
    // right-to-left line starts.
    const lines = [arabic.name, arabic.headline!, ...arabic.blocks.map((block) => block.heading)]
    for (const line of lines)
      expect(rightOf(placed(items, line.split(' ')[0]!)), line).toBeCloseTo(margin, 0)
    const title = placed(items, 'مسؤولة')
    expect(rightOf(title)).toBeCloseTo(margin, 0)
    expect(placed(items, '2023', title).x).toBeLessThan(title.x)
    // The same owner in English is set from the left, as before.
    const english = await placedText(await renderResumePdf(resumeDocumentOf(fixtureOwner)))
    const left = Math.min(...english.map((item) => item.x))
    expect(placed(english, fixtureOwner.name.split(' ')[0]!).x).toBeCloseTo(left, 0)
    expect(placed(english, fixtureOwner.experience[0]!.role.split(' ')[0]!).x).toBeCloseTo(left, 0)
  })

  it('orders a line of Arabic with a Latin name and a year as it reads: from the right, the name left to right', () => {
    const start = placed(items, 'درست')
    const words = ['درست', 'في', 'Dalhousie', 'منذ', '2023', 'وأبني', 'أدوات', 'النشر']
    const xs = words.map((word) => placed(items, word, start).x)
    for (let index = 1; index < xs.length; index++)
      expect(xs[index], words[index]).toBeLessThan(xs[index - 1]!)
    expect(placed(items, 'Dalhousie', start).str).toBe('Dalhousie University')
  })
})
