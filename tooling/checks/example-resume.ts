// Whether the resume PDF is an example owner's while the content is someone else's: the template's own
// resume left in a new owner's site. The one detector for this (npm run check reads it; a build that must
// refuse such a PDF can too). An example's PDF is known by its bytes; the owner, by the content's name.
import { readFile, readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Profile } from '../../src/content/schema.ts'

export const EXAMPLES_DIR = 'examples'

/** The example owner whose resume `pdf` is, when the content (`profile`) is not that owner's. */
export async function exampleResumeOwner(
  pdf: Uint8Array,
  profile: Pick<Profile, 'name'>,
  examplesDir = EXAMPLES_DIR,
): Promise<{ exampleOwner: string; name: string } | undefined> {
  for (const entry of await readdir(examplesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const theirs = await readFile(join(examplesDir, entry.name, 'resume.pdf')).catch(() => null)
    if (!theirs || !Buffer.from(pdf).equals(theirs)) continue
    const module = (await import(
      pathToFileURL(resolve(examplesDir, entry.name, 'profile.ts')).href
    )) as { profile: Profile }
    if (module.profile.name !== profile.name)
      return { exampleOwner: entry.name, name: module.profile.name }
  }
  return undefined
}
