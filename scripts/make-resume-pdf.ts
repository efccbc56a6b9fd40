// Writes a one-page stand-in resume made from a content file: the example owners' PDFs are made this way.
// An owner replaces the PDF with their own. `npx tsx scripts/make-resume-pdf.ts` writes public/resume.pdf
// from src/content/profile.ts; `npx tsx scripts/make-resume-pdf.ts examples/<name>` writes that example's
// resume.pdf from its profile.ts. A PDF is plain text at heart, so no dependency is needed.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { profileLinks } from '../src/core/links.ts'
import { loadProfile } from '../tooling/build/load-profile.ts'
import { pdfFile, pdfString } from './pdf-file.ts'

const folder = process.argv[2]
const source = folder ? join(folder, 'profile.ts') : 'src/content/profile.ts'
const target = folder ? join(folder, 'resume.pdf') : 'public/resume.pdf'
const profile = await loadProfile(source)

const PAGE = { width: 612, height: 792, margin: 54 } // US Letter, 0.75 in margins
type Font = 'F1' | 'F2' // Helvetica, Helvetica-Bold

// Helvetica averages about half an em per character: enough to wrap lines sensibly.
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.floor(width / (size * 0.5))
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

const ops: string[] = []
let y = PAGE.height - PAGE.margin
const contentWidth = PAGE.width - 2 * PAGE.margin

function text(
  value: string,
  {
    font = 'F1',
    size = 10,
    x = PAGE.margin,
    gap = 1.35,
  }: { font?: Font; size?: number; x?: number; gap?: number } = {},
) {
  for (const line of wrap(value, size, contentWidth - (x - PAGE.margin))) {
    y -= size * gap
    ops.push(`BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td ${pdfString(line)} Tj ET`)
  }
}

function heading(value: string) {
  y -= 8
  text(value.toUpperCase(), { font: 'F2', size: 11 })
  y -= 3
  ops.push(
    `0.31 0.27 0.9 RG 1 w ${PAGE.margin} ${y.toFixed(1)} m ${PAGE.width - PAGE.margin} ${y.toFixed(1)} l S`,
  )
  y -= 2
}

text(profile.name, { font: 'F2', size: 22 })
text(profile.tagline, { size: 12 })
text(
  [
    profile.email,
    `${profile.location.city}, ${profile.location.region}`,
    ...profileLinks(profile).map((link) => link.url.replace(/^https?:\/\/(www\.)?/, '')),
  ].join('  |  '),
  { size: 9 },
)
heading('Summary')
text(profile.summary.join(' '), { size: 9.5 })
heading('Experience')
for (const job of profile.experience) {
  text(`${job.role}, ${job.company}`, { font: 'F2', size: 10 })
  text(`${job.location}  |  ${job.period}`, { size: 9 })
  text(job.description, { size: 9.5, x: PAGE.margin + 10 })
  text(`Technologies: ${job.technologies.join(', ')}`, { size: 9, x: PAGE.margin + 10 })
  y -= 3
}
heading('Education')
for (const entry of profile.education) {
  text(`${entry.degree}, ${entry.institution}${entry.current ? ' (current)' : ''}`, {
    font: 'F2',
    size: 10,
  })
  const details = [entry.gpa && `GPA ${entry.gpa}`, entry.focus && `Focus: ${entry.focus}`]
  if (details.some(Boolean)) text(details.filter(Boolean).join('  |  '), { size: 9 })
}
heading('Skills')
for (const group of profile.skills) {
  text(`${group.group}: ${group.skills.map((skill) => skill.name).join(', ')}`, { size: 9.5 })
}
if (profile.certifications.length) heading('Certifications')
for (const certification of profile.certifications) {
  text(`${certification.name}, ${certification.issuer}, ${certification.issueDate}`, { size: 9.5 })
}
if (y < PAGE.margin)
  throw new Error(`The resume overflows the page by ${Math.ceil(PAGE.margin - y)} pt`)

const stream = ops.join('\n')
const pdf = pdfFile(
  [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(`${profile.name} - Resume`)} /Author ${pdfString(profile.name)} >>`,
  ],
  { info: true },
)
writeFileSync(target, pdf)
console.log(`Wrote ${target} (${pdf.byteLength} bytes)`)
