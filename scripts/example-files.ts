// The files each example owner brings into the site besides its profile: its photo or avatar (and any
// other file in its folder) into public/, and its posts into src/content/writing/. `npm run use-example`
// copies them; `npm run import` removes those a new owner's content does not use.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const EXAMPLES = 'examples'
export const WRITING = 'src/content/writing'

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
      target: join('public', entry.name),
    }))
  const posts = join(folder, 'writing')
  const written = existsSync(join(root, posts))
    ? readdirSync(join(root, posts)).map((name) => ({
        example,
        source: join(posts, name),
        target: join(WRITING, name),
      }))
    : []
  return [...files, ...written]
}
