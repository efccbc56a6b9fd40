import { readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** Every file under `dir`, at any depth. */
export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}
