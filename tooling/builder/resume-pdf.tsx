// The resume PDF, rendered from the content by React (@react-pdf/renderer), as the page is: one column of
// selectable text in reading order, the fonts embedded (only the files that hold the owner's characters,
// as the share image picks them), every link working, and the owner's sections in the owner's order. It
// lays out a `ResumeDocument` and knows no section by name: each section says how it appears in it. A
// right-to-left document (Arabic) is set from the right, its rows mirrored, as the page is.
import { Document, Font, Link, Page, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { getDocumentProxy } from 'unpdf'
import type { ResumeBlock, ResumeDocument, ResumeEntry } from '../../src/core/resume-document.ts'
import { fontsForText, type FontFamily } from './share-image-fonts.ts'

const INK = '#111827'
const MUTED = '#4b5563'
const RULE = '#d1d5db'

/** Every word the document prints: the fonts are chosen to hold exactly these characters. */
function textOf(document: ResumeDocument): string {
  const entryText = (entry: ResumeEntry) =>
    [
      entry.title,
      entry.subtitle,
      entry.dates,
      entry.place,
      entry.text,
      ...(entry.lines ?? []),
    ].join(' ')
  return [
    document.name,
    document.headline,
    ...document.contacts.map((link) => link.label),
    ...document.blocks.flatMap((block) => [
      block.heading,
      block.text,
      ...(block.entries ?? []).map(entryText),
      ...(block.items ?? []).flatMap((item) => [item.label, item.detail]),
    ]),
    '·–—•',
  ]
    .filter(Boolean)
    .join(' ')
}

// A character takes the first family that holds it. Arabic is drawn with Vazirmatn, whose letters carry
// their dots: the PDF's layout (react-pdf 4.9) sets every mark's height to the baseline and places a
// right-to-left run's marks for left to right, so the separate dots that Noto Sans Arabic (the share
// image's) attaches to a dotless letter would fall off it.
const PDF_FAMILIES: readonly FontFamily[] = [
  { name: 'Inter', packageName: '@fontsource/inter' },
  { name: 'Vazirmatn', packageName: '@fontsource/vazirmatn' },
  { name: 'Noto Sans SC', packageName: '@fontsource/noto-sans-sc' },
]

const registered = new Set<string>()

/** Registers the font files this text needs; returns the family names in fallback order. */
function fontFamilies(text: string): string[] {
  const { files, missing } = fontsForText(text, PDF_FAMILIES)
  if (missing.length > 0)
    console.warn(`The resume PDF has no font for: ${missing.join(' ')} (they print as gaps)`)
  const families = [...new Set(files.map((file) => file.name))]
  for (const family of families) {
    if (registered.has(family)) continue
    Font.register({
      family,
      fonts: files
        .filter((file) => file.name === family)
        .map((file) => ({ src: file.file, fontWeight: file.weight })),
    })
    registered.add(family)
  }
  return families
}

type Direction = 'ltr' | 'rtl'
type Setting = { direction?: Direction; textAlign?: 'left' | 'right' }

/**
 * How the texts are set. A left-to-right document is set as it always was. In a right-to-left one, each
 * text takes its own direction, as `dir="auto"` finds it, so that an English one keeps its full stop and
 * its "C++" at its end; a line of the document (the name, a heading, a title and its company, the dates)
 * starts from the document's side, and a paragraph of the owner's (a description, a highlight) from its
 * own, as `unicode-bidi: plaintext` sets it on the page: one not translated yet reads as it was written.
 */
type Setter = {
  dir: Direction
  own: (text: string) => Direction
  line: (text: string) => Setting
  paragraph: (text: string) => Setting
}

// The letters of the scripts written right to left.
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

/** A text's direction, as a browser's `dir="auto"` finds it: its first letter's, or `fallback`. */
function directionOf(text: string, fallback: Direction): Direction {
  const letter = /\p{L}/u.exec(text)?.[0]
  if (letter === undefined) return fallback
  return RTL_LETTER.test(letter) ? 'rtl' : 'ltr'
}

const sideOf = (direction: Direction) => (direction === 'rtl' ? 'right' : 'left')
/** A row, and the padding at its start, laid out in a direction. */
const rowOf = (direction: Direction) => (direction === 'rtl' ? 'row-reverse' : 'row')
const paddingStartOf = (direction: Direction) =>
  direction === 'rtl' ? 'paddingRight' : 'paddingLeft'

function setterOf(dir: Direction): Setter {
  if (dir === 'ltr') return { dir, own: () => dir, line: () => ({}), paragraph: () => ({}) }
  const own = (text: string) => directionOf(text, dir)
  return {
    dir,
    own,
    line: (text) => ({ direction: own(text), textAlign: sideOf(dir) }),
    paragraph: (text) => ({ direction: own(text), textAlign: sideOf(own(text)) }),
  }
}

// Arabic letters are joined: spacing them apart breaks the words (the page leaves its tracking out too).
const JOINED = /\p{Script=Arabic}/u

// A word is never split at a line's end: a hyphen in the middle of a company's name would also end up in
// the text the assistant and a recruiter's tools read.
Font.registerHyphenationCallback((word) => [word])

function Entry({ entry, set }: { entry: ResumeEntry; set: Setter }) {
  // The title and its company are one line: every part of it is set alike.
  const head = set.line([entry.title, entry.subtitle].filter(Boolean).join(' · '))
  const title = entry.href ? (
    <Link src={entry.href} style={{ color: INK, textDecoration: 'none', ...head }}>
      {entry.title}
    </Link>
  ) : (
    entry.title
  )
  const when = [entry.dates, entry.place].filter(Boolean).join(' · ')
  return (
    // A short entry stays whole across a page break; a long one may break between its lines.
    <View style={{ marginTop: 3.5 }} wrap={(entry.lines?.length ?? 0) > 6}>
      <View style={{ flexDirection: rowOf(set.dir), justifyContent: 'space-between', gap: 12 }}>
        <Text style={{ flexShrink: 1, ...head }}>
          <Text style={{ fontWeight: 700, ...head }}>{title}</Text>
          {entry.subtitle ? (
            <Text style={{ color: MUTED, ...head }}> · {entry.subtitle}</Text>
          ) : null}
        </Text>
        {when ? (
          <Text style={{ color: MUTED, flexShrink: 0, ...set.line(when) }}>{when}</Text>
        ) : null}
      </View>
      {entry.text ? (
        <Text style={{ marginTop: 1.5, ...set.paragraph(entry.text) }}>{entry.text}</Text>
      ) : null}
      {(entry.lines ?? []).map((line, index) => (
        // A highlight's bullet is at its start, on its own side.
        <View
          key={index}
          style={{
            flexDirection: rowOf(set.own(line)),
            marginTop: 1.5,
            [paddingStartOf(set.own(line))]: 4,
          }}
        >
          <Text style={{ width: 9, color: MUTED, ...set.paragraph(line) }}>•</Text>
          <Text style={{ flex: 1, ...set.paragraph(line) }}>{line}</Text>
        </View>
      ))}
    </View>
  )
}

function Block({ block, set }: { block: ResumeBlock; set: Setter }) {
  const bare = (block.items ?? []).filter((item) => !item.detail)
  const bareLine = set.line(bare.map((item) => item.label).join(' · '))
  return (
    <View style={{ marginTop: 8 }}>
      {/* A heading never ends a page alone: at least its first entry comes with it. */}
      <Text
        minPresenceAhead={40}
        style={{
          fontSize: 9.5,
          fontWeight: 700,
          letterSpacing: JOINED.test(block.heading) ? 0 : 0.8,
          textTransform: 'uppercase',
          paddingBottom: 2,
          borderBottomWidth: 0.75,
          borderBottomColor: RULE,
          ...set.line(block.heading),
        }}
      >
        {block.heading}
      </Text>
      {block.text ? (
        <Text style={{ marginTop: 5, ...set.paragraph(block.text) }}>{block.text}</Text>
      ) : null}
      {(block.entries ?? []).map((entry, index) => (
        <Entry key={index} entry={entry} set={set} />
      ))}
      {(block.items ?? [])
        .filter((item) => item.detail)
        .map((item, index) => {
          const line = set.line(`${item.label}: ${item.detail}`)
          return (
            <Text key={index} style={{ marginTop: index === 0 ? 5 : 1.5, ...line }}>
              <Text style={{ fontWeight: 700, ...line }}>{item.label}:</Text> {item.detail}
            </Text>
          )
        })}
      {bare.length > 0 ? (
        <Text style={{ marginTop: 5, ...bareLine }}>
          {bare.map((item, index) => (
            <Text key={index} style={bareLine}>
              {index > 0 ? <Text style={{ color: MUTED, ...bareLine }}> · </Text> : null}
              {item.label}
            </Text>
          ))}
        </Text>
      ) : null}
    </View>
  )
}

function ResumePdf({ document, fonts }: { document: ResumeDocument; fonts: string[] }) {
  const set = setterOf(document.dir)
  const contacts = set.line(document.contacts.map((link) => link.label).join(' · '))
  return (
    <Document
      title={`${document.name} – Resume`}
      author={document.name}
      subject={document.headline}
      language={document.lang}
      creator="portfolio"
      producer="portfolio"
    >
      <Page
        size="A4"
        style={{
          paddingVertical: 32,
          paddingHorizontal: 44,
          fontFamily: fonts,
          fontSize: 9.5,
          lineHeight: 1.3,
          color: INK,
        }}
      >
        <Text
          style={{ fontSize: 20, fontWeight: 700, lineHeight: 1.2, ...set.line(document.name) }}
        >
          {document.name}
        </Text>
        {document.headline ? (
          <Text
            style={{ fontSize: 11, color: MUTED, marginTop: 2, ...set.line(document.headline) }}
          >
            {document.headline}
          </Text>
        ) : null}
        {document.contacts.length > 0 ? (
          <Text style={{ marginTop: 5, ...contacts }}>
            {document.contacts.map((link, index) => (
              <Text key={link.href} style={contacts}>
                {index > 0 ? <Text style={{ color: MUTED, ...contacts }}> · </Text> : null}
                <Link src={link.href} style={{ color: INK, ...contacts }}>
                  {link.label}
                </Link>
              </Text>
            ))}
          </Text>
        ) : null}
        {document.blocks.map((block) => (
          <Block key={block.heading} block={block} set={set} />
        ))}
      </Page>
    </Document>
  )
}

const pagesOf = async (pdf: Uint8Array) => (await getDocumentProxy(pdf.slice())).numPages

/**
 * The resume as PDF bytes. A block printed only when there is room (the projects) is kept when the
 * resume takes no more pages with it than without.
 */
export async function renderResumePdf(document: ResumeDocument): Promise<Uint8Array> {
  const fonts = fontFamilies(textOf(document))
  const render = async (shown: ResumeDocument) =>
    new Uint8Array(await renderToBuffer(<ResumePdf document={shown} fonts={fonts} />))
  const full = await render(document)
  if (!document.blocks.some((block) => block.ifRoom)) return full
  const lean = await render({
    ...document,
    blocks: document.blocks.filter((block) => !block.ifRoom),
  })
  return (await pagesOf(full)) > (await pagesOf(lean)) ? lean : full
}
