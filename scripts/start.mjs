// `npm start`: serves the production build, building it first when there is none, or when the content,
// the sources or the public files changed since it was built (so an edit to src/content/profile.ts
// shows). PORTFOLIO_NO_REBUILD=1 serves the build as it is, and says so when it is out of date.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildFreshness } from '../tooling/builder/build-freshness.mjs'

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')
const entry = new URL('../dist/server/node.js', import.meta.url)
const freshness = buildFreshness(root)

function build(reason) {
  console.log(`${reason}: building first (npm run build)...`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!freshness.built) build('No build found')
else if (freshness.stale && process.env.PORTFOLIO_NO_REBUILD) {
  console.warn(
    `Serving an old build: ${freshness.newest?.path} changed after it was built. Run npm run build to update it.`,
  )
} else if (freshness.stale) build(`${freshness.newest?.path} changed since the last build`)

// The owner's settings (GEMINI_API_KEY, ...) may sit in .env; the environment wins over the file.
if (existsSync('.env')) process.loadEnvFile('.env')

await import(entry.href)
