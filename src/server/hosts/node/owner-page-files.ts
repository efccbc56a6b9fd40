// The owner's page as the build wrote it (dist/owner, apart from the public files), read once at
// startup, and only when OWNER_TOKEN is set: without it the page does not exist.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { extname, join } from 'node:path'
import { OWNER_PAGE } from '@/core/owner-page'
import type { OwnerPageFiles } from '@/server/routes/owner-page'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
}

/** The page and its assets, or undefined when the build has none (a build older than the page). */
export function loadOwnerPage(ownerDir: string): OwnerPageFiles | undefined {
  const page = join(ownerDir, OWNER_PAGE.template)
  if (!existsSync(page)) return undefined
  const assetsDir = join(ownerDir, OWNER_PAGE.assetsDir)
  const names = existsSync(assetsDir) ? readdirSync(assetsDir) : []
  return {
    html: readFileSync(page, 'utf8'),
    assets: Object.fromEntries(
      names.map((name) => [
        `/${OWNER_PAGE.assetsDir}/${name}`,
        {
          body: readFileSync(join(assetsDir, name)),
          type: TYPES[extname(name)] ?? 'application/octet-stream',
        },
      ]),
    ),
  }
}
