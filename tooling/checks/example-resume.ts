// Whether the resume PDF is an example owner's while the content is someone else's: the template's own
// resume left in a new owner's site, which the site would serve, and the assistant read, as theirs. The
// one detector for this: `npm run build` refuses such a PDF, `npm run import` removes it and
// `npm run check` reports it. An example's PDF is known by its bytes (an example that ships one), or by
// its text holding that owner's identifying values (the leak check's list: name, email, employers, ...),
// which finds the template's PDF even when it was edited or rendered again.
import { readFile, readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Profile } from '../../src/content/schema.ts'
import { extractResumeText } from '../vite/resume-text.ts'
import { findLeaks, foreignValues } from './owner-leaks.ts'

export const EXAMPLES_DIR = 'examples'

export type ExampleResume = {
  /** The example's folder under examples/, and that owner's name. */
  exampleOwner: string
  name: string
  /** How it was recognised: the example's own file, or a value of that owner found in its text. */
  match: 'the same file' | { value: string; field: string }
}

/** The example owner whose resume `pdf` is, when the content (`profile`) is not that owner's. */
export async function exampleResumeOwner(
  pdf: Uint8Array,
  profile: Profile,
  examplesDir = EXAMPLES_DIR,
): Promise<ExampleResume | undefined> {
  let text: string | undefined
  for (const entry of await readdir(examplesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const example = (
      (await import(pathToFileURL(resolve(examplesDir, entry.name, 'profile.ts')).href)) as {
        profile: Profile
      }
    ).profile
    if (example.name === profile.name) continue
    const found = { exampleOwner: entry.name, name: example.name }
    const theirs = await readFile(join(examplesDir, entry.name, 'resume.pdf')).catch(() => null)
    if (theirs && Buffer.from(pdf).equals(theirs)) return { ...found, match: 'the same file' }
    text ??= (await extractResumeText(pdf)).text
    const [leak] = findLeaks([{ path: 'resume', text }], foreignValues(example, profile))
    if (leak) return { ...found, match: { value: leak.value, field: leak.field } }
  }
  return undefined
}

/** One line: whose resume `file` is, and the fix. */
export function exampleResumeMessage(file: string, found: ExampleResume, owner: Profile): string {
  const how =
    found.match === 'the same file'
      ? `it is examples/${found.exampleOwner}/resume.pdf`
      : `it holds ${JSON.stringify(found.match.value)}, ${found.name}'s ${found.match.field}`
  return `${file} is ${found.name}'s resume, not ${owner.name}'s (${how}): put your own resume PDF there, or delete it and the build renders one from your content.`
}
