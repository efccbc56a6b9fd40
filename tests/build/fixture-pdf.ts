// Small PDFs for the resume tests: one page of text lines, or a page with no text at all (as a scanned
// resume has). Reading them is unpdf's job.
import { pdfFile, pdfString } from '../../scripts/pdf-file'

function pdf(content: string): Uint8Array {
  return new Uint8Array(
    pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ]),
  )
}

/** One page with each line of text (ASCII) on its own line, top to bottom. */
export function textPdf(lines: readonly string[]): Uint8Array {
  const ops = lines.map(
    (line, i) => `BT /F1 9 Tf 54 ${(740 - i * 11).toFixed(1)} Td ${pdfString(line)} Tj ET`,
  )
  return pdf(ops.join('\n'))
}

/** One page with only a drawing on it: what a scanned resume gives a text extractor. */
export function imageOnlyPdf(): Uint8Array {
  return pdf('0.2 0.2 0.2 rg 54 54 504 684 re f')
}
