// `npm run start:worker`: the site under the Workers runtime (workerd, through `wrangler dev`), as it runs
// on Cloudflare, on PORT (default 8787). Builds first when there is no build. Fully offline: no telemetry,
// no update check, no download of Cloudflare's request metadata (cf.json).
// It passes the same variables as `npm start` reads (from the environment, or from .env) to the worker:
// those the server's configuration names, which the build lists in dist/server/server-variables.json.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

// Wrangler's own network use, all turned off.
const OFFLINE = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true', // the banner is what checks npm for a newer wrangler
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

// The files only the Workers build has: the static headers, and the resume text, posts and owner's page
// the worker bundles.
const WORKER_FILES = [
  'dist/client/_headers',
  'dist/server/resume-text.js',
  'dist/server/posts.js',
  'dist/server/owner-page.js',
  'dist/server/server-variables.json',
]
if (!WORKER_FILES.every((file) => existsSync(file))) {
  console.log('No build found: building first (npm run build)...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The owner's settings (GEMINI_API_KEY, ...) may sit in .env; the environment wins over the file. Test
// servers pass --no-env-file: a test must see only the variables it sets, never the owner's.
if (existsSync('.env') && !process.argv.includes('--no-env-file')) process.loadEnvFile('.env')

// The variables go to the worker in a file only this user can read (never on a command line), and the
// worker's local state (chat counts, cache) in a fresh folder: both are removed on exit.
const VARIABLES = JSON.parse(readFileSync('dist/server/server-variables.json', 'utf8'))
const work = mkdtempSync(join(tmpdir(), 'portfolio-worker-'))
const varsFile = join(work, 'vars.env')
const quote = (value) => JSON.stringify(value) // dotenv reads "..." with JSON-like escapes
writeFileSync(
  varsFile,
  VARIABLES.filter((name) => process.env[name])
    .map((name) => `${name}=${quote(process.env[name])}\n`)
    .join(''),
  { mode: 0o600 },
)

const wrangler = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin',
  'wrangler.js',
)
const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1'
const child = spawn(
  process.execPath,
  [
    wrangler,
    'dev',
    '--ip',
    host,
    '--port',
    process.env.PORT || '8787',
    '--env-file',
    varsFile,
    '--persist-to',
    join(work, 'state'),
    '--show-interactive-dev-session=false',
    '--live-reload=false',
  ],
  { env: { ...process.env, ...OFFLINE }, stdio: ['ignore', 'pipe', 'inherit'] },
)

// Wrangler says where it listens; say it the way `npm start` does, once.
let said = false
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  const ready = !said && /Ready on (http:\/\/\S+)/.exec(chunk.toString())
  if (ready) {
    said = true
    console.log(`Portfolio (Workers runtime) running at ${ready[1]}`)
  }
})

const cleanUp = () => rmSync(work, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => child.kill(signal))
}
child.once('exit', (code, signal) => {
  cleanUp()
  process.exit(code ?? (signal ? 0 : 1))
})
