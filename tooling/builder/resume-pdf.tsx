// The resume PDF, rendered from the content by React (@react-pdf/renderer), as the page is: one column of
// selectable text in reading order, the fonts embedded (only the files that hold the owner's characters,
// as the share image picks them), every link working, and the owner's sections in the owner's order. It
// lays out a `ResumeDocument` and knows no section by name: each section says how it appears in it.
import { Document, Font, Link, Page, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { getDocumentProxy } from 'unpdf'
import type { ResumeBlock, ResumeDocument, ResumeEntry } from '../../src/core/resume-document.ts'
import { fontsForText } from './share-image-fonts.ts'

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

const registered = new Set<string>()

/** Registers the font files this text needs; returns the family names in fallback order. */
function fontFamilies(text: string): string[] {
  const { files, missing } = fontsForText(text)
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

// A word is never split at a line's end: a hyphen in the middle of a company's name would also end up in
// the text the assistant and a recruiter's tools read.
Font.registerHyphenationCallback((word) => [word])

function Entry({ entry }: { entry: ResumeEntry }) {
  const title = entry.href ? (
    <Link src={entry.href} style={{ color: INK, textDecoration: 'none' }}>
      {entry.title}
    </Link>
  ) : (
    entry.title
  )
  const when = [entry.dates, entry.place].filter(Boolean).join(' · ')
  return (
    // A short entry stays whole across a page break; a long one may break between its lines.
    <View style={{ marginTop: 3.5 }} wrap={(entry.lines?.length ?? 0) > 6}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', gap: 12 }}>
        <Text style={{ flexShrink: 1 }}>
          <Text style={{ fontWeight: 700 }}>{title}</Text>
          {entry.subtitle ? <Text style={{ color: MUTED }}> · {entry.subtitle}</Text> : null}
        </Text>
        {when ? <Text style={{ color: MUTED, flexShrink: 0 }}>{when}</Text> : null}
      </View>
      {entry.text ? <Text style={{ marginTop: 1.5 }}>{entry.text}</Text> : null}
      {(entry.lines ?? []).map((line, index) => (
        <View key={index} style={{ flexDirection: 'row', marginTop: 1.5, paddingLeft: 4 }}>
          <Text style={{ width: 9, color: MUTED }}>•</Text>
          <Text style={{ flex: 1 }}>{line}</Text>
        </View>
      ))}
    </View>
  )
}

function Block({ block }: { block: ResumeBlock }) {
  const bare = (block.items ?? []).filter((item) => !item.detail)
  return (
    <View style={{ marginTop: 8 }}>
      {/* A heading never ends a page alone: at least its first entry comes with it. */}
      <Text
        minPresenceAhead={40}
        style={{
          fontSize: 9.5,
          fontWeight: 700,
          letterSpacing: 0.8,
          textTransform: 'uppercase',
          paddingBottom: 2,
          borderBottomWidth: 0.75,
          borderBottomColor: RULE,
        }}
      >
        {block.heading}
      </Text>
      {block.text ? <Text style={{ marginTop: 5 }}>{block.text}</Text> : null}
      {(block.entries ?? []).map((entry, index) => (
        <Entry key={index} entry={entry} />
      ))}
      {(block.items ?? [])
        .filter((item) => item.detail)
        .map((item, index) => (
          <Text key={index} style={{ marginTop: index === 0 ? 5 : 1.5 }}>
            <Text style={{ fontWeight: 700 }}>{item.label}:</Text> {item.detail}
          </Text>
        ))}
      {bare.length > 0 ? (
        <Text style={{ marginTop: 5 }}>
          {bare.map((item, index) => (
            <Text key={index}>
              {index > 0 ? <Text style={{ color: MUTED }}> · </Text> : null}
              {item.label}
            </Text>
          ))}
        </Text>
      ) : null}
    </View>
  )
}

function ResumePdf({ document, fonts }: { document: ResumeDocument; fonts: string[] }) {
  return (
    <Document
      title={`${document.name} – Resume`}
      author={document.name}
      subject={document.headline}
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
        <Text style={{ fontSize: 20, fontWeight: 700, lineHeight: 1.2 }}>{document.name}</Text>
        {document.headline ? (
          <Text style={{ fontSize: 11, color: MUTED, marginTop: 2 }}>{document.headline}</Text>
        ) : null}
        {document.contacts.length > 0 ? (
          <Text style={{ marginTop: 5 }}>
            {document.contacts.map((link, index) => (
              <Text key={link.href}>
                {index > 0 ? <Text style={{ color: MUTED }}> · </Text> : null}
                <Link src={link.href} style={{ color: INK }}>
                  {link.label}
                </Link>
              </Text>
            ))}
          </Text>
        ) : null}
        {document.blocks.map((block) => (
          <Block key={block.heading} block={block} />
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
