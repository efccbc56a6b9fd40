// The owner's settings in .env, read by every build as `npm start`, `npm run start:worker` and `npm run dev`
// read them: a variable already in the environment wins over the file.
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

export const ENV_FILE = '.env'

/** The variables `file` sets (none when there is no file). */
export function readOwnerEnv(file = ENV_FILE): Record<string, string> {
  return existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {}
}

/** Puts `file`'s variables into process.env where it has none of its own; returns the names it set. */
export function loadOwnerEnv(file = ENV_FILE): ReadonlySet<string> {
  const fromFile = new Set<string>()
  for (const [name, value] of Object.entries(readOwnerEnv(file))) {
    if (process.env[name] !== undefined) continue
    process.env[name] = value
    fromFile.add(name)
  }
  return fromFile
}

/** Where SITE_URL came from, for the line a build prints: an owner who set it in the wrong place sees so. */
export function siteUrlOrigin(fromFile: ReadonlySet<string>): string {
  if (fromFile.has('SITE_URL')) return `from ${ENV_FILE}`
  if (process.env.SITE_URL?.trim()) return 'from the environment'
  return `not set, the default: set SITE_URL in ${ENV_FILE} to your public address`
}
