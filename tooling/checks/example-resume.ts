// Whether the resume PDF is an example owner's while the content is someone else's: a template's resume
// (or a friend's) left in a new owner's site. The PDF's text names the example owner and not the owner.
// The one detector for this: `npm run check` reads it, and a build that must refuse such a PDF can too.
import { readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Profile } from '../../src/content/schema.ts'
import { extractResumeText } from '../vite/resume-text.ts'

export const EXAMPLES_DIR = 'examples'

/** The example owner whose resume `pdf` is, when the content (`profile`) is not that owner's. */
export async function exampleResumeOwner(
  pdf: Uint8Array,
  profile: Pick<Profile, 'name'>,
  examplesDir = EXAMPLES_DIR,
): Promise<{ exampleOwner: string; name: string } | undefined> {
  const { text } = await extractResumeText(pdf)
  if (text.includes(profile.name)) return undefined
  for (const entry of await readdir(examplesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const module = (await import(
      pathToFileURL(resolve(join(examplesDir, entry.name, 'profile.ts'))).href
    )) as { profile: Profile }
    if (text.includes(module.profile.name))
      return { exampleOwner: entry.name, name: module.profile.name }
  }
  return undefined
}
