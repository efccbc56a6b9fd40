// The owner's content for the build scripts. A mistake in it prints the fields that are wrong and stops,
// without a call stack: the owner needs to know what to fix in their file, not where our code noticed.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ContentError, type Profile } from '../../src/content/schema.ts'
import { everyLanguage } from '../../src/content/translations.ts'

export async function loadProfile(file = 'src/content/profile.ts'): Promise<Profile> {
  try {
    const module = (await import(pathToFileURL(resolve(file)).href)) as { profile: Profile }
    // Each translation is checked too (src/content/profile.<tag>.ts).
    everyLanguage(module.profile)
    return module.profile
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
