// `npm run test:owners`: the site built and tested with every other example owner, to show that any
// owner's content passes. For each example that is not the site's owner right now, in a copy of the
// project (your working tree stays as it is): `npm run use-example`, the tests that read the content
// (unit tests that import it, and the end-to-end specs that do), the build, and the leak check against
// every other owner. The rest of the suite does not depend on the owner and runs once, in `npm test`.
// `npm run test:owners -- ines` runs only the examples named.
//
// The specs run on the Node server only. What the page shows an owner is the same page on every host and
// in the static build; what a host adds (Workers, a static build's file servers, the other model
// provider) is the same whoever the owner is, and `npm test` runs it once. So are the contrast matrix,
// which reads no content, only the looks' colours over the page (accessibility.spec runs every rule on
// each owner's own pages here), and the shared Redis store, which the chat helper only asks a question of.
// Within the specs that read the content, a test tagged ANY_OWNER (tests/e2e/fixtures.ts) checks what the
// code does with any content: a slow GitHub, a failing model, the limits, the owner page's rules. It is left
// out here too, as is a unit test tagged `any-owner` (an import over the content, for one: its own build).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { loadProfile } from '../tooling/builder/load-profile.ts'

const root = resolve('.')
// Tests that read the content: they import it (or the renderer, the chat helper, the posts' loader or the
// interface's words in the owner's default language, tests/support/words.ts, that do).
const UNIT_READS =
  /from '([^']*content\/profile(\.ts)?|\.\/profile|[^']*client\/render|[^']*vite\/posts)'/
const E2E_READS = /from '[^']*(content\/profile|support\/chat|support\/words|vite\/posts)'/

function filesMatching(folders: string[], name: RegExp, content: RegExp): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (name.test(entry.name) && content.test(readFileSync(path, 'utf8'))) found.push(path)
    }
  }
  folders.forEach(walk)
  return found.sort()
}

const unitFiles = filesMatching(
  ['src', 'tests/content', 'tests/build', 'bench', 'scripts'],
  /\.test\.tsx?$/,
  UNIT_READS,
)
const OWNER_INDEPENDENT = ['contrast-matrix.spec.ts', 'redis.spec.ts']
const e2eFiles = filesMatching(['tests/e2e'], /\.spec\.ts$/, E2E_READS).filter(
  (file) => !OWNER_INDEPENDENT.some((name) => file.endsWith(name)),
)
// The site's owner, loaded: src/content/profile.ts may be an example's copy or point at one.
const current = (await loadProfile()).name
const named = process.argv.slice(2)
const unknown = named.filter((name) => !readdirSync('examples').includes(name))
if (unknown.length) {
  console.error(`No example named ${unknown.join(', ')}; the examples are in examples/`)
  process.exit(1)
}
const others: string[] = []
for (const name of readdirSync('examples'))
  if (
    (named.length === 0 || named.includes(name)) &&
    (await loadProfile(join('examples', name, 'profile.ts'))).name !== current
  )
    others.push(name)

type Step = { name: string; ok: boolean }
const results: Array<{ example: string; steps: Step[] }> = []

for (const example of others) {
  const work = mkdtempSync(join(tmpdir(), `portfolio-${example}-`))
  console.log(`\n=== ${example}, in ${work}`)
  // The project's files, without what is installed or built; node_modules is shared, not copied.
  cpSync(root, work, {
    recursive: true,
    filter: (source) =>
      !/[/\\](node_modules|dist|test-results|playwright-report|\.git|bench[/\\]raw)$/.test(source),
  })
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir')
  const run = (name: string, command: string, args: string[]): Step => {
    console.log(`\n$ ${command} ${args.join(' ')}`)
    const status = spawnSync(command, args, { cwd: work, stdio: 'inherit' }).status
    return { name, ok: status === 0 }
  }
  const steps: Step[] = []
  const use = run('use-example', 'npx', ['tsx', 'scripts/use-example.ts', example])
  steps.push(use)
  if (use.ok) {
    steps.push(
      run(`unit (${unitFiles.length} files)`, 'npx', [
        'vitest',
        'run',
        '--tags-filter=!any-owner',
        ...unitFiles,
      ]),
    )
    const build = run('build', 'npm', ['run', 'build'])
    steps.push(build)
    if (build.ok) {
      steps.push(run('leak check', 'npx', ['tsx', 'tooling/checks/check-owner-leaks.ts']))
      steps.push(
        run(`end-to-end (${e2eFiles.length} specs)`, 'npx', [
          'playwright',
          'test',
          '--project=node',
          '--grep-invert=@any-owner',
          ...e2eFiles,
        ]),
      )
    }
  }
  results.push({ example, steps })
  rmSync(work, { recursive: true, force: true })
}

console.log('\nSummary (other owners)')
if (others.length === 0) console.log("  no example but the site's owner")
for (const { example, steps } of results) {
  console.log(
    `  ${example}: ${steps.map((step) => `${step.name} ${step.ok ? 'ok' : 'FAILED'}`).join(', ')}`,
  )
}
process.exit(results.every(({ steps }) => steps.every((step) => step.ok)) ? 0 : 1)
