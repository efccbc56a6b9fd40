// The files each example owner brings into the site besides its profile: its translations of it
// (profile.es.ts) beside it, its photo or avatar (and any other file in its folder) into public/, and its
// posts into src/content/writing/ (another language's in writing/<tag>/). `npm run use-example`
// copies them; `npm run import` removes those a new owner's content does not use.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const EXAMPLES = 'examples'
export const WRITING = 'src/content/writing'
const TRANSLATION = /^profile\.[a-z]{2,3}\.ts$/

export type ExampleFile = { example: string; source: string; target: string }

/** Every example's folder name, in the project at `root`. */
export function exampleNames(root = '.'): string[] {
  return readdirSync(join(root, EXAMPLES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

/** The files `example` brings, each with where it goes in the site (both relative to `root`). */
export function exampleFiles(example: string, root = '.'): ExampleFile[] {
  const folder = join(EXAMPLES, example)
  const files = readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'profile.ts')
    .map((entry) => ({
      example,
      source: join(folder, entry.name),
      // A translation of the profile (profile.es.ts) goes beside it; anything else to public/.
      target: TRANSLATION.test(entry.name)
        ? join('src/content', entry.name)
        : join('public', entry.name),
    }))
  // The posts, and each other language's in a folder of its own (writing/es/).
  const postsIn = (posts: string, into: string): ExampleFile[] =>
    existsSync(join(root, posts))
      ? readdirSync(join(root, posts), { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? postsIn(join(posts, entry.name), join(into, entry.name))
            : [{ example, source: join(posts, entry.name), target: join(into, entry.name) }],
        )
      : []
  return [...files, ...postsIn(join(folder, 'writing'), WRITING)]
}
