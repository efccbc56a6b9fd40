// `npm start`: serves the production build, building it first when there is none.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const entry = new URL('../dist/server/node.js', import.meta.url)

if (!existsSync(entry)) {
  console.log('No build found: building first (npm run build)...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The owner's settings (GEMINI_API_KEY, ...) may sit in .env; the environment wins over the file.
if (existsSync('.env')) process.loadEnvFile('.env')

await import(entry.href)
