// The site part of `npm run check`: the production build (made again only when the content or the
// sources are newer than it), the leak check on it, and the smoke test of its pages in Chromium. Each
// step prints nothing while it goes well and its own output when it fails.
import { spawn } from 'node:child_process'
import type { Profile } from '../../src/content/schema.ts'
import type { PostMeta } from '../../src/core/posts.ts'
import type { SetupItem } from '../../src/server/setup-item.ts'
import { buildFreshness } from '../../tooling/builder/build-freshness.mjs'
import { smokeTest } from './smoke.ts'

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Runs a TypeScript entry of the project with tsx, as npm's scripts do; its exit code and output. */
async function runTsx(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((done) => child.once('exit', done))
  return { code, output: output.trim() }
}

const indented = (output: string) =>
  output
    .split('\n')
    .map((line) => `       ${line}`)
    .join('\n')

async function build(env: Record<string, string>): Promise<SetupItem> {
  const freshness = buildFreshness(process.cwd())
  if (!freshness.stale) return { level: 'on', text: 'build: dist/ is newer than every source' }
  const started = performance.now()
  const { code, output } = await runTsx('tooling/builder/build.ts', env)
  if (code !== 0) return { level: 'error', text: `build failed:\n${indented(output)}` }
  return { level: 'on', text: `build: made in ${seconds(started)}` }
}

async function leaks(env: Record<string, string>): Promise<SetupItem> {
  const { code, output } = await runTsx('tooling/checks/check-owner-leaks.ts', env)
  if (code !== 0) return { level: 'error', text: `leak check:\n${indented(output)}` }
  return { level: 'on', text: `leak check: ${output.split('\n').at(-1) ?? ''}` }
}

async function smoke(
  profile: Profile,
  posts: readonly PostMeta[],
  env: Record<string, string>,
): Promise<SetupItem[]> {
  const started = performance.now()
  const { pages, problems } = await smokeTest(profile, posts, env)
  if (problems.length) return problems.map((problem) => ({ level: 'error', text: problem }))
  return [
    {
      level: 'on',
      text: `pages in Chromium: ${pages.join(', ')} load without an error, and the assistant's button opens it (${seconds(started)})`,
    },
  ]
}

/** The build, the leak check and the smoke test, in turn; each stops the rest when it fails. */
export async function checkSite(
  profile: Profile,
  posts: readonly PostMeta[],
  env: Record<string, string>,
): Promise<SetupItem[]> {
  const built = await build(env)
  if (built.level === 'error') return [built]
  const leaked = await leaks(env)
  if (leaked.level === 'error') return [built, leaked]
  return [built, leaked, ...(await smoke(profile, posts, env))]
}
