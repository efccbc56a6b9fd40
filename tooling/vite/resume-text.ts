// The assistant reads the owner's real resume: when the server is built, the text of public/resume.pdf is
// extracted (with unpdf, a maintained PDF.js build) and bundled into the server as the module
// `virtual:resume-text`. Nothing reads the file system at request time, so any host that bundles the
// server gets the same text. Replace the PDF and build again, and the assistant knows the new resume.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import type { Plugin } from 'vite'

/** About 3,000 tokens: a two-page resume fits, and a long CV cannot crowd out the rest of the prompt. */
export const RESUME_TEXT_MAX_CHARS = 12_000
export const RESUME_TEXT_MODULE = 'virtual:resume-text'
const RESOLVED_ID = `\0${RESUME_TEXT_MODULE}`

export type ResumeText = { text: string; warnings: string[] }

/**
 * The resume's text, tidied (runs of spaces collapsed, blank lines kept single) and capped. A PDF with no
 * text layer (a scanned image) gives no text and a warning: the assistant then knows only the content file.
 */
export async function extractResumeText(
  pdf: Uint8Array,
  { name = 'resume.pdf', maxChars = RESUME_TEXT_MAX_CHARS } = {},
): Promise<ResumeText> {
  let raw: string
  try {
    const document = await getDocumentProxy(pdf)
    raw = (await extractText(document, { mergePages: true })).text
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      text: '',
      warnings: [
        `${name} could not be read (${reason}); the assistant uses the content file only.`,
      ],
    }
  }
  const text = raw
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  if (!text) {
    return {
      text: '',
      warnings: [
        `${name} has no text to read (a scanned image?); the assistant uses the content file only.`,
      ],
    }
  }
  if (text.length <= maxChars) return { text, warnings: [] }
  // Cut at a word boundary so the last word is not half a word.
  const cut = text.slice(0, maxChars).replace(/\s+\S*$/, '')
  return {
    text: cut,
    warnings: [
      `${name} has ${text.length.toLocaleString('en-US')} characters of text; the assistant gets the first ${cut.length.toLocaleString('en-US')}.`,
    ],
  }
}

type ResumeTextOptions = { pdf?: string; maxChars?: number }

/** The source of `virtual:resume-text` (`export const resumeText: string`), with its warnings. */
async function resumeTextModule({
  pdf = 'public/resume.pdf',
  maxChars = RESUME_TEXT_MAX_CHARS,
}: ResumeTextOptions = {}): Promise<{ source: string; warnings: string[] }> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await readFile(resolve(pdf)))
  } catch {
    return {
      source: 'export const resumeText = ""',
      warnings: [`${pdf} is missing; the assistant uses the content file only.`],
    }
  }
  const { text, warnings } = await extractResumeText(bytes, { name: pdf, maxChars })
  return { source: `export const resumeText = ${JSON.stringify(text)}`, warnings }
}

/**
 * The Vite plugin that provides `virtual:resume-text` to the Node server's build and `npm run dev`. A
 * build also writes the module beside its output as `resume-text.js`, for the Workers bundle, which
 * wrangler makes with esbuild rather than Vite (wrangler.jsonc aliases `virtual:resume-text` to it).
 */
export function resumeTextPlugin(options: ResumeTextOptions = {}): Plugin {
  let built: string | undefined
  return {
    name: 'portfolio-resume-text',
    resolveId: (id) => (id === RESUME_TEXT_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      this.addWatchFile(resolve(options.pdf ?? 'public/resume.pdf'))
      const { source, warnings } = await resumeTextModule(options)
      for (const warning of warnings) this.warn(warning)
      built = source
      return source
    },
    generateBundle() {
      if (built !== undefined)
        this.emitFile({ type: 'asset', fileName: 'resume-text.js', source: built })
    },
  }
}
