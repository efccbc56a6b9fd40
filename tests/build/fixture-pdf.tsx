// Small PDFs for the resume tests, made by the same library as the site's resume PDF: one page of text
// lines, or a page with no text at all (as a scanned resume has). Reading them is unpdf's job.
import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer'

/** One page with each line of text on its own line, top to bottom, in a font every PDF reader has. */
export async function textPdf(lines: readonly string[]): Promise<Uint8Array> {
  return new Uint8Array(
    await renderToBuffer(
      <Document>
        <Page size="A4" style={{ padding: 40, fontFamily: 'Helvetica', fontSize: 9 }}>
          {lines.map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </Page>
      </Document>,
    ),
  )
}

/** One page with only a drawing on it: what a scanned resume gives a text extractor. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  return new Uint8Array(
    await renderToBuffer(
      <Document>
        <Page size="A4">
          <View style={{ margin: 40, height: 600, backgroundColor: '#333333' }} />
        </Page>
      </Document>,
    ),
  )
}
