// A PDF file written by hand: a one-page PDF is a few lines of text, so no dependency is needed. Used by
// make-resume-pdf.ts and by the tests' small PDFs.

// WinAnsi codes for the few non-ASCII characters the content uses.
const WIN_ANSI: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
}

/** A PDF string in WinAnsi: ASCII, Latin-1 and the few typographic characters the content uses. */
export function pdfString(text: string): string {
  let out = ''
  for (const char of text) {
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
    else if (WIN_ANSI[char] !== undefined) out += `\\${WIN_ANSI[char].toString(8)}`
    else if (char.charCodeAt(0) < 128) out += char
    // WinAnsi matches Latin-1 from 0xA0 on: ñ, ø, é and the like print as themselves.
    else if (char.charCodeAt(0) >= 0xa0 && char.charCodeAt(0) <= 0xff)
      out += `\\${char.charCodeAt(0).toString(8)}`
    else out += '?'
  }
  return `(${out})`
}

/**
 * The file of these objects, numbered from 1 in order, with the cross-reference table a reader needs.
 * Object 1 is the catalog; with `info`, the last object is the document's information dictionary.
 */
export function pdfFile(objects: readonly string[], { info = false } = {}): Buffer {
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  const size = objects.length + 1
  pdf += `xref\n0 ${size}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  const infoEntry = info ? ` /Info ${objects.length} 0 R` : ''
  pdf += `trailer\n<< /Size ${size} /Root 1 0 R${infoEntry} >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
