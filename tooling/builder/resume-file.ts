// The resume PDF the site serves at `resume.file`, that its Download button saves and whose text the
// assistant reads: the owner's own PDF under public/ when there is one, otherwise one rendered from the
// content (tooling/builder/resume-pdf.tsx). The content's `resume.pdf` can insist on either.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Profile } from '../../src/content/schema.ts'
import { localizedPath } from '../../src/core/pages.ts'
import { resumeDocumentOf } from '../../src/core/home-sections/registry.ts'
import type { ResumeDocument } from '../../src/core/resume-document.ts'

export type ResumeFile = {
  bytes: Uint8Array
  /** `owner`: the owner's file under public/; `content`: rendered from the content. */
  from: 'owner' | 'content'
  /** Where it is, for messages: `public/resume.pdf`, or `rendered from the content`. */
  source: string
}

/**
 * The owner's own PDF, at `resume.file` under public/: its path, and its bytes when it is there and the
 * content does not ask for the rendered one (`resume.pdf: 'content'`). The build, its refusal of an
 * example owner's PDF and `npm run check` all read it here.
 */
export async function ownResumePdf(
  profile: Pick<Profile, 'resume' | 'locale' | 'locales'>,
  { publicDir = 'public' }: { publicDir?: string } = {},
): Promise<{ path: string; bytes?: Uint8Array }> {
  // Another language's own PDF is under its tag: public/pt/resume.pdf.
  const [defaultLocale = profile.locale] = profile.locales
  const path = join(publicDir, localizedPath(profile.resume.file, profile.locale, defaultLocale))
  if (profile.resume.pdf === 'content') return { path }
  try {
    return { path, bytes: new Uint8Array(await readFile(path)) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { path }
    throw error
  }
}

/** The site's resume PDF for this content; an owner's own file always wins unless the content says otherwise. */
export async function resumeFileOf(
  profile: Pick<Profile, 'resume'> & Parameters<typeof resumeDocumentOf>[0],
  { publicDir = 'public' }: { publicDir?: string } = {},
): Promise<ResumeFile> {
  const { path, bytes } = await ownResumePdf(profile, { publicDir })
  if (bytes) return { bytes, from: 'owner', source: path }
  // `'file'` insists on the owner's own PDF in the default language; another language without one of its
  // own gets one rendered from its content.
  if (profile.resume.pdf === 'file' && profile.locale === (profile.locales[0] ?? profile.locale)) {
    throw new Error(
      `resume.pdf is 'file' but ${path} is missing: add your PDF there, or leave resume.pdf out to have the build render one from your content`,
    )
  }
  return {
    bytes: await rendered(resumeDocumentOf(profile)),
    from: 'content',
    source: 'rendered from the content',
  }
}

// The last PDF rendered, by its document, for the whole process: the build writes it, then the server's
// build reads its text through the Vite config's own copy of this module, so a module variable would not
// be seen by both. One entry, so that a dev server's edits do not pile up.
type Rendered = { key: string; bytes: Promise<Uint8Array> }
const LAST = Symbol.for('portfolio.resume-pdf')
const store = globalThis as { [LAST]?: Rendered }

function rendered(document: ResumeDocument): Promise<Uint8Array> {
  const key = JSON.stringify(document)
  // The renderer is imported only when a PDF is rendered: it loads React, which picks its development or
  // production build once, by NODE_ENV, and a build sets that only once it starts (the pages are then
  // rendered with React's production server build, and the two must match).
  if (store[LAST]?.key !== key)
    store[LAST] = {
      key,
      bytes: import('./resume-pdf.tsx').then(({ renderResumePdf }) => renderResumePdf(document)),
    }
  return store[LAST].bytes
}
