// The resume PDF rendered from the content: what a recruiter's PDF reader and the assistant read from it
// (the text in reading order), what prints (one column, one page for a short resume, two at most for a
// long one), the embedded fonts and the working links; and which PDF the site serves.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profile as placeholder } from '../../examples/placeholder/profile'
import { resumeDocumentOf } from '@/core/home-sections/registry'
import { renderResumePdf } from '../../tooling/builder/resume-pdf'
import { resumeFileOf } from '../../tooling/builder/resume-file'
import { extractResumeText } from '../../tooling/vite/resume-text'
import { fixtureInput, fixtureOwner, withOwner } from '../fixtures/owner'
import { defineProfile } from '@/content/schema'
import { fromJsonResume, type JsonResume } from '@/core/json-resume'
import newOwnerResume from '../fixtures/new-owner.resume.json' with { type: 'json' }

const newOwner = newOwnerResume as JsonResume

async function pagesOf(pdf: Uint8Array) {
  return (await getDocumentProxy(new Uint8Array(pdf))).numPages
}

/** Each page's text, in one line. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)))
  return (Array.isArray(text) ? text : [text]).map((page) => page.replace(/\s+/g, ' '))
}

/** Every link a click opens, on every page. */
async function linksOf(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const links: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const annotations = (await (await document.getPage(number)).getAnnotations()) as {
      subtype: string
      url?: string
    }[]
    for (const annotation of annotations)
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url)
  }
  return links
}

/** Each of `parts` found in `text` after the one before it. */
function expectInOrder(text: string, parts: readonly string[]) {
  let from = 0
  for (const part of parts) {
    const at = text.indexOf(part, from)
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0)
    from = at + part.length
  }
}

describe('the resume PDF rendered from the content', () => {
  let pdf: Uint8Array
  let text: string
  beforeAll(async () => {
    pdf = await renderResumePdf(resumeDocumentOf(fixtureOwner))
    text = (await extractResumeText(pdf)).text.replace(/\s+/g, ' ')
  })

  it('holds the name, every role with its company and dates, and every degree, in order', () => {
    // The sections print in the page's order, where the degrees are About's (before Experience).
    expectInOrder(text, [
      fixtureOwner.name,
      ...fixtureOwner.education.flatMap((school) => [school.degree, school.institution]),
      ...fixtureOwner.experience.flatMap((job) => [job.role, job.company, job.period]),
    ])
  })

  it('embeds its fonts: a reader without Inter shows the same text', () => {
    const raw = Buffer.from(pdf).toString('latin1')
    expect(raw).toContain('/FontFile2')
    // No font the reader would have to supply: every font the text uses is a subset carried in the file.
    expect(raw).not.toMatch(/\/BaseFont\s*\/(?![A-Z]{6}\+)/)
  })

  it('links the email and every profile link', async () => {
    const links = await linksOf(pdf)
    expect(links).toContain(`mailto:${fixtureOwner.email}`)
    for (const link of fixtureOwner.social) expect(links).toContain(link.url)
  })

  it('fits on one page for the placeholder owner, four jobs and six skill groups, with projects', async () => {
    const own = await renderResumePdf(resumeDocumentOf(placeholder))
    expect(await pagesOf(own)).toBe(1)
    expect((await extractResumeText(own)).text).toContain('PROJECTS')
  })

  it('fits a typical imported profile on one page: two jobs with highlights, publications, a talk, an award, volunteering, languages', async () => {
    const imported = defineProfile(fromJsonResume(newOwner).profile)
    expect(imported.experience).toHaveLength(2)
    expect(await pagesOf(await renderResumePdf(resumeDocumentOf(imported)))).toBe(1)
  })

  it('fits a one-job profile on one page', async () => {
    const oneJob = withOwner({ experience: fixtureInput.experience.slice(0, 1) })
    expect(await pagesOf(await renderResumePdf(resumeDocumentOf(oneJob)))).toBe(1)
  })

  it('prints the sample projects when they fit, and leaves them out when they would add a page', async () => {
    const short = (await extractResumeText(pdf)).text
    expectInOrder(short, ['PROJECTS', 'Harbour Map', 'Maps the harbour.'])
    // A profile that fills its page: the projects would spill onto a second one, so they are left out.
    const full = defineProfile(fromJsonResume(newOwner).profile)
    const spilling = {
      ...full,
      sampleProjects: full.sampleProjects.concat(
        Array.from({ length: 2 }, (_, index) => ({
          ...full.sampleProjects[0]!,
          name: `project-${index}`,
          description: 'A project described at length. '.repeat(40),
        })),
      ),
    }
    const left = await renderResumePdf(resumeDocumentOf(spilling))
    expect(await pagesOf(left)).toBe(1)
    expect((await extractResumeText(left)).text).not.toContain('PROJECTS')
  })

  it('takes two pages for a long resume, and breaks between entries, never inside one', async () => {
    const highlights = ['Shipped the year’s most important thing, on time', 'Mentored two juniors']
    const long = withOwner({
      experience: Array.from({ length: 12 }, (_, index) => ({
        role: `Engineer ${index + 1}`,
        company: `Company ${index + 1}`,
        location: 'Halifax, Canada',
        period: `${2000 + index} – ${2001 + index}`,
        description:
          'Built and ran the services that paid the bills, and wrote down how they worked so that the next person could run them too.',
        highlights: highlights.map((line) => `${line} (${index + 1})`),
      })),
    })
    const longPdf = await renderResumePdf(resumeDocumentOf(long))
    expect(await pagesOf(longPdf)).toBe(2)
    const longText = (await extractResumeText(longPdf)).text
    expectInOrder(
      longText,
      long.experience.map((job) => job.role),
    )
    // Each entry on one page: its role and its last highlight together.
    const pages = await pageTexts(longPdf)
    for (const [index, job] of long.experience.entries()) {
      const page = pages.findIndex((text) => text.includes(`${job.role} `))
      expect(pages[page], job.role).toContain(`Mentored two juniors (${index + 1})`)
    }
  })

  it('draws a name in a script Inter lacks with the font that holds it', async () => {
    const chinese = await renderResumePdf(resumeDocumentOf(withOwner({ name: '李安 Ada Li' })))
    expect((await extractResumeText(chinese)).text).toContain('李安 Ada Li')
  })

  it('draws Arabic with a font that holds it: a page in Arabic has its resume in Arabic, not in gaps', async () => {
    const arabic = await renderResumePdf(resumeDocumentOf(withOwner({ tagline: 'مطورة برمجيات' })))
    expect(Buffer.from(arabic).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn/)
    expect((await extractResumeText(arabic)).text).toContain('مطورة')
  })
})

describe('the PDF the site serves', () => {
  let publicDir: string
  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), 'resume-public-'))
  })
  afterAll(async () => {
    await rm(publicDir, { recursive: true, force: true })
  })

  it('is rendered from the content when the owner has none', async () => {
    const resume = await resumeFileOf(fixtureOwner, { publicDir })
    expect(resume.from).toBe('content')
    expect((await extractResumeText(resume.bytes)).text).toContain(fixtureOwner.name)
  })

  it('is the owner’s own when there is one, and the content can ask for the rendered one', async () => {
    const own = new TextEncoder().encode('%PDF-1.4 the owner’s own')
    await mkdir(publicDir, { recursive: true })
    await writeFile(join(publicDir, fixtureOwner.resume.file), own)
    const resume = await resumeFileOf(fixtureOwner, { publicDir })
    expect(resume).toMatchObject({ from: 'owner', bytes: own })
    const rendered = await resumeFileOf(
      { ...fixtureOwner, resume: { ...fixtureOwner.resume, pdf: 'content' } },
      { publicDir },
    )
    expect(rendered.from).toBe('content')
  })

  it('stops with one line naming the field when the content asks for a file that is missing', async () => {
    await expect(
      resumeFileOf(
        { ...fixtureOwner, resume: { ...fixtureOwner.resume, file: '/missing.pdf', pdf: 'file' } },
        { publicDir },
      ),
    ).rejects.toThrow(/^resume\.pdf is 'file' but .*missing\.pdf is missing/)
  })
})
