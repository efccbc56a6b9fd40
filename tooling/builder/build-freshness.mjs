// Whether the build in dist/ is older than what it is built from: the content, the sources, the public
// files and the build's own configuration. Plain JavaScript, so `npm start` can ask before tsx loads.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What a build is made from, relative to the project's root. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'resume.html',
  '404.html',
  'writing.html',
  'owner.html',
  'vite.config.ts',
  'package.json',
  'tooling/builder',
  'tooling/vite',
]

function newest(path, best) {
  const stat = statSync(path)
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) best = newest(join(path, entry), best)
    return best
  }
  // A test file changes no page.
  if (/\.test\.tsx?$/.test(path)) return best
  return !best || stat.mtimeMs > best.mtimeMs ? { path, mtimeMs: stat.mtimeMs } : best
}

/**
 * `{ built: false }` without a build; otherwise the newest input and whether it is newer than the build
 * (`entry`, the file the build writes last of those `npm start` needs).
 */
export function buildFreshness(root, entry = 'dist/server/node.js') {
  const built = join(root, entry)
  if (!existsSync(built)) return { built: false, stale: true, newest: undefined }
  let best
  for (const input of BUILD_INPUTS) {
    if (existsSync(join(root, input))) best = newest(join(root, input), best)
  }
  const builtAt = statSync(built).mtimeMs
  return {
    built: true,
    stale: Boolean(best && best.mtimeMs > builtAt),
    newest: best ? { path: best.path.slice(root.length + 1), mtimeMs: best.mtimeMs } : undefined,
    builtAt,
  }
}
