// The assistant reads the resume the site serves: when the server is built, the text of the resume PDF
// (the owner's public/resume.pdf, or the one rendered from the content) is extracted (with unpdf, a
// maintained PDF.js build) and bundled into the server as the module `virtual:resume-text`. Nothing reads
// the file system at request time, so any host that bundles the server gets the same text. Replace the PDF
// or edit the content and build again, and the assistant knows the new resume.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { extractText, getDocumentProxy } from 'unpdf'
import type { Plugin } from 'vite'
import type { Profile } from '../../src/content/schema.ts'
import { resumeFileOf } from '../builder/resume-file.ts'

const PROFILE = 'src/content/profile.ts'

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
    const document = await getDocumentProxy(new Uint8Array(pdf))
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

type ResumeTextOptions = { publicDir?: string; maxChars?: number }

/** The source of `virtual:resume-text` (`export const resumeText: string`), with its warnings. */
async function resumeTextModule(
  profile: Profile,
  { publicDir = 'public', maxChars = RESUME_TEXT_MAX_CHARS }: ResumeTextOptions,
): Promise<{ source: string; warnings: string[] }> {
  const resume = await resumeFileOf(profile, { publicDir })
  const { text, warnings } = await extractResumeText(resume.bytes, {
    name: resume.source,
    maxChars,
  })
  return { source: `export const resumeText = ${JSON.stringify(text)}`, warnings }
}

/**
 * The Vite plugin that provides `virtual:resume-text` to the Node server's build and `npm run dev`: the
 * text of the PDF the site serves (tooling/builder/resume-file.ts), the owner's or the one rendered from the
 * content. A build also writes the module beside its output as `resume-text.js`, for the Workers bundle,
 * which wrangler makes with esbuild rather than Vite (wrangler.jsonc aliases `virtual:resume-text` to it).
 */
export function resumeTextPlugin(options: ResumeTextOptions = {}): Plugin {
  let built: string | undefined
  // The build runs under tsx, which imports the content file as it is; the dev server loads it through
  // Vite, so an edit is seen on the next request.
  let content = async () =>
    ((await import(pathToFileURL(resolve(PROFILE)).href)) as { profile: Profile }).profile
  return {
    name: 'portfolio-resume-text',
    configureServer(server) {
      content = async () =>
        ((await server.ssrLoadModule(`/${PROFILE}`)) as { profile: Profile }).profile
    },
    resolveId: (id) => (id === RESUME_TEXT_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      // Watched before it is read: a content file with a mistake in it must still bring this module back
      // once it is fixed.
      this.addWatchFile(resolve(PROFILE))
      const profile = await content()
      this.addWatchFile(resolve(options.publicDir ?? 'public', `.${profile.resume.file}`))
      const { source, warnings } = await resumeTextModule(profile, options)
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
