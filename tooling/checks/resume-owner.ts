// Whose resume is the site about to ship? An owner who started from the template keeps its PDF until they
// replace it, and the build would serve it, and read its text into the assistant's prompt, as theirs.
// This says whether the resume PDF is an example owner's (another person than the site's owner): byte for
// byte one of examples/*/resume.pdf, or a PDF that holds that owner's identifying values (the leak check's
// list). `npm run build` refuses such a PDF; `npm run import` removes it; `npm run check` can report it.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Profile } from '../../src/content/schema.ts'
import { loadProfile } from '../build/load-profile.ts'
import { findLeaks, foreignValues } from './owner-leaks.ts'

export type ForeignResume = {
  /** The PDF, as the owner finds it (`public/resume.pdf`). */
  file: string
  /** The example folder's name, and that owner's name. */
  example: string
  exampleOwner: string
  /** How it was recognised: the example's own file, or a value of that owner found in it. */
  match: 'the same file' | { value: string; field: string }
}

/** The resume PDF `owner` names, under `publicDir`. */
export const resumePdfOf = (owner: Profile, publicDir = 'public') =>
  join(publicDir, owner.resume.file)

/**
 * The example owner whose resume `file` is, if it is not `owner`'s own; nothing when there is no such
 * file or it is nobody else's. `examples` maps an example's folder to its profile and its PDF's bytes.
 */
export function foreignResume(
  file: string,
  pdf: Uint8Array,
  owner: Profile,
  examples: ReadonlyArray<{ name: string; profile: Profile; pdf?: Uint8Array }>,
): ForeignResume | undefined {
  // PDFs the site's tools make keep their text plain; read byte for byte, as the leak check reads them.
  const text = Buffer.from(pdf).toString('latin1')
  for (const example of examples) {
    if (example.profile.name === owner.name) continue
    const found = { file, example: example.name, exampleOwner: example.profile.name }
    if (example.pdf && Buffer.from(example.pdf).equals(Buffer.from(pdf)))
      return { ...found, match: 'the same file' }
    const [leak] = findLeaks([{ path: file, text }], foreignValues(example.profile, owner))
    if (leak) return { ...found, match: { value: leak.value, field: leak.field } }
  }
  return undefined
}

/** One line: whose resume it is, and the fix. */
export function foreignResumeMessage(found: ForeignResume, owner: Profile): string {
  const how =
    found.match === 'the same file'
      ? `it is examples/${found.example}/resume.pdf`
      : `it holds ${JSON.stringify(found.match.value)}, ${found.exampleOwner}'s ${found.match.field}`
  return `${found.file} is ${found.exampleOwner}'s resume, not ${owner.name}'s (${how}): put your own resume PDF at ${found.file}.`
}

/** The examples in `dir`, with their profiles and PDFs. */
export async function loadExamples(dir = 'examples') {
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'profile.ts')))
    .map((entry) => entry.name)
  return Promise.all(
    names.map(async (name) => {
      const pdfPath = join(dir, name, 'resume.pdf')
      return {
        name,
        profile: await loadProfile(join(dir, name, 'profile.ts')),
        ...(existsSync(pdfPath) ? { pdf: new Uint8Array(readFileSync(pdfPath)) } : {}),
      }
    }),
  )
}

/** The site's resume PDF, if it is an example owner's; nothing if it is the owner's own or absent. */
export async function checkResumeOwner(
  owner: Profile,
  { publicDir = 'public', examplesDir = 'examples' } = {},
): Promise<ForeignResume | undefined> {
  const file = resumePdfOf(owner, publicDir)
  if (!existsSync(file)) return undefined
  return foreignResume(
    file,
    new Uint8Array(readFileSync(file)),
    owner,
    await loadExamples(examplesDir),
  )
}
