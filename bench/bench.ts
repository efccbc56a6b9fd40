// `npm run bench`: builds, starts the production server, then measures it:
// Lighthouse (mobile defaults, median of 3 runs) on `/`, `/resume` and the newest post (when the owner has
// posts) in the tests' Chromium, and
// autocannon (100 connections for 10 s) on `/`, on a hashed asset and on the projects API. Writes
// bench/results/report.md (not committed). Timings depend on the machine, so this is never part of `npm test`.
import { execFile, spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'
import { createRequire } from 'node:module'
import type { Result as LoadResult } from 'autocannon'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { startServer, type RunningServer } from '../tests/support/server.ts'
import { loadPosts } from '../tooling/vite/posts.ts'
import { postPath } from '../src/core/posts.ts'
import {
  CATEGORIES,
  chromePath,
  lighthouseRun,
  numeric,
  resourceSummary,
  score,
  type LighthouseResult,
} from './lighthouse.ts'

const require = createRequire(import.meta.url)

const RUNS = 3
// The newest post stands for every post page: they share their code and differ only in their text.
const newest = (await loadPosts()).posts[0]
const PAGES = ['/', '/resume', ...(newest ? [postPath(newest.slug)] : [])]
const LOAD = { connections: 100, duration: 10 }
// Each target first gets a short, uncounted run, so the figures are the server's steady state rather
// than its JIT warming up.
const WARM_UP = { connections: 100, duration: 2 }
// What a run writes goes to bench/results/, which git ignores: the figures are this machine's, today's.
const REPORT = 'bench/results/report.md'
// The median runs' full Lighthouse results, to open in the Lighthouse viewer.
const RAW = 'bench/results/raw'
const SERVER_LOG = `${RAW}/server.log`

// The performance targets, for this kind of machine (2 cores, shared).
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  p99Ms: 20,
}

// The original site this one replaces, measured with Lighthouse 13's default mobile run.
const ORIGINAL = {
  performance: 84,
  accessibility: 89,
  'best-practices': 96,
  seo: 100,
  fcpMs: 1900,
  lcpMs: 3700,
  tbtMs: 240,
  jsKb: 121,
  transferKib: 389,
}

function run(command: string, args: string[]) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const status = spawnSync(command, args, { stdio: 'inherit' }).status
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${status})`)
}

const versionOf = async (pkg: string) =>
  (
    JSON.parse(
      await readFile(new URL(`../node_modules/${pkg}/package.json`, import.meta.url), 'utf8'),
    ) as {
      version: string
    }
  ).version

// ---------------------------------------------------------------------------------------------
// Lighthouse

type PageFigures = {
  path: string
  runs: LighthouseResult[]
  median: LighthouseResult
}

async function measurePage(baseUrl: string, path: string): Promise<PageFigures> {
  const runs: LighthouseResult[] = []
  for (let index = 1; index <= RUNS; index++) {
    process.stdout.write(`Lighthouse ${path} run ${index}/${RUNS}... `)
    const lhr = await lighthouseRun(`${baseUrl}${path}`)
    runs.push(lhr)
    console.log(`performance ${score(lhr, 'performance')}`)
  }
  return { path, runs, median: computeMedianRun(runs) }
}

/** Audits that cost points in a category, so the report says what is left to fix. */
function findings(lhr: LighthouseResult, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id]
    if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) return []
    return [`${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`]
  })
}

// ---------------------------------------------------------------------------------------------
// autocannon

type LoadFigures = { name: string; path: string; result?: LoadResult; note?: string }

/**
 * One autocannon run in a process of its own, so the load generator's event loop is not slowed by this
 * script's (Lighthouse's large results, its garbage collection), which would show up as server latency.
 */
function runAutocannon(url: string, { connections, duration }: typeof LOAD): Promise<LoadResult> {
  const args = [
    require.resolve('autocannon'),
    ...['-c', String(connections), '-d', String(duration), '-n', '-j'],
    // As a browser asks: the server then sends its precompressed brotli files.
    ...['-H', 'accept-encoding=br, gzip'],
    url,
  ]
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error)
      resolve(JSON.parse(stdout) as LoadResult)
    })
  })
}

async function load(baseUrl: string, name: string, path: string): Promise<LoadFigures> {
  process.stdout.write(
    `autocannon ${path} (${LOAD.connections} connections, ${LOAD.duration} s)... `,
  )
  const url = `${baseUrl}${path}`
  await runAutocannon(url, WARM_UP)
  const result = await runAutocannon(url, LOAD)
  console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`)
  return { name, path, result }
}

/** The largest script `/` loads: the heaviest hashed asset a first visit asks for. */
async function hashedAsset(server: RunningServer): Promise<string> {
  const html = await (await fetch(server.url)).text()
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  )
  const sizes = await Promise.all(
    scripts.map(async (path) => ({
      path,
      size: (await (await fetch(`${server.url}${path}`)).arrayBuffer()).byteLength,
    })),
  )
  const largest = sizes.sort((a, b) => b.size - a.size)[0]
  if (!largest) throw new Error('/ references no hashed script')
  return largest.path
}

/** The projects API, warmed up so its cache is filled; undefined when this build has no such route. */
async function projectsRoute(server: RunningServer): Promise<string | undefined> {
  const path = '/api/projects'
  const response = await fetch(`${server.url}${path}`)
  await response.arrayBuffer()
  if (response.status === 404 || !response.headers.get('content-type')?.includes('json'))
    return undefined
  return path
}

// ---------------------------------------------------------------------------------------------
// The report

const ms = (value: number) => `${Math.round(value)} ms`
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const check = (met: boolean) => (met ? 'met' : '**missed**')

function lighthouseTable(pages: PageFigures[]): string[] {
  const rows = pages.map(({ path, median }) => {
    const scripts = resourceSummary(median, 'script')
    const total = resourceSummary(median, 'total')
    return [
      `\`${path}\``,
      ...CATEGORIES.map((category) => String(score(median, category))),
      seconds(numeric(median, 'first-contentful-paint')),
      seconds(numeric(median, 'largest-contentful-paint')),
      ms(numeric(median, 'total-blocking-time')),
      numeric(median, 'cumulative-layout-shift').toFixed(3),
      seconds(numeric(median, 'speed-index')),
      kib(total?.transferSize ?? numeric(median, 'total-byte-weight')),
      kib(scripts?.transferSize ?? 0),
      String(total?.requestCount ?? ''),
    ]
  })
  return [
    '| Page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | Speed Index | Bytes | of which JS | Requests |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ]
}

function loadTable(loads: LoadFigures[]): string[] {
  return [
    '| Target | Requests/s | p50 | p99 | Throughput | Errors | Non-2xx |',
    '| --- | --: | --: | --: | --: | --: | --: |',
    ...loads.map(({ name, path, result, note }) =>
      result
        ? `| ${name} \`${path}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s | ${result.errors + result.timeouts} | ${result.non2xx} |`
        : `| ${name} \`${path}\` | skipped: ${note} | | | | | |`,
    ),
  ]
}

function targetRows(home: LighthouseResult, loads: LoadFigures[]): string[] {
  const rows: [string, string, boolean][] = [
    ...CATEGORIES.map((category): [string, string, boolean] => [
      `\`/\` ${home.categories[category]?.title} ≥ ${TARGETS[category]}`,
      String(score(home, category)),
      score(home, category) >= TARGETS[category],
    ]),
    [
      `\`/\` LCP ≤ ${seconds(TARGETS.lcpMs)}`,
      seconds(numeric(home, 'largest-contentful-paint')),
      numeric(home, 'largest-contentful-paint') <= TARGETS.lcpMs,
    ],
    [
      `\`/\` TBT ≤ ${ms(TARGETS.tbtMs)}`,
      ms(numeric(home, 'total-blocking-time')),
      numeric(home, 'total-blocking-time') <= TARGETS.tbtMs,
    ],
    [
      `\`/\` CLS ≤ ${TARGETS.cls}`,
      numeric(home, 'cumulative-layout-shift').toFixed(3),
      numeric(home, 'cumulative-layout-shift') <= TARGETS.cls,
    ],
  ]
  for (const { name, path, result } of loads) {
    if (!result || name === 'hashed asset') continue
    const errors = result.errors + result.timeouts + result.non2xx
    rows.push([
      `server ${name} \`${path}\`: zero errors, p99 ≤ ${ms(TARGETS.p99Ms)}`,
      `${errors} errors, p99 ${result.latency.p99} ms`,
      errors === 0 && result.latency.p99 <= TARGETS.p99Ms,
    ])
  }
  return [
    '| Target | Measured | |',
    '| --- | --: | --- |',
    ...rows.map(([target, measured, met]) => `| ${target} | ${measured} | ${check(met)} |`),
  ]
}

function comparison(home: LighthouseResult): string[] {
  const scripts = resourceSummary(home, 'script')?.transferSize ?? 0
  const total = resourceSummary(home, 'total')?.transferSize ?? 0
  const rows = [
    ['Performance', ORIGINAL.performance, score(home, 'performance')],
    ['Accessibility', ORIGINAL.accessibility, score(home, 'accessibility')],
    ['Best Practices', ORIGINAL['best-practices'], score(home, 'best-practices')],
    ['SEO', ORIGINAL.seo, score(home, 'seo')],
    ['FCP', seconds(ORIGINAL.fcpMs), seconds(numeric(home, 'first-contentful-paint'))],
    ['LCP', seconds(ORIGINAL.lcpMs), seconds(numeric(home, 'largest-contentful-paint'))],
    ['TBT', ms(ORIGINAL.tbtMs), ms(numeric(home, 'total-blocking-time'))],
    [
      'JavaScript',
      `${ORIGINAL.jsKb} KB gzipped, one bundle`,
      `${kib(scripts)} transferred (brotli)`,
    ],
    ['Transferred', `${ORIGINAL.transferKib} KiB`, kib(total)],
  ]
  return [
    '| `/` | The original site (Lighthouse 13) | This site |',
    '| --- | --: | --: |',
    ...rows.map(([label, before, now]) => `| ${label} | ${before} | ${now} |`),
  ]
}

async function main() {
  run('npm', ['run', 'build'])
  await mkdir(RAW, { recursive: true })
  // With the owner's settings, and its log in a file as in production: a pipe read by this script would
  // slow the server down.
  const server = await startServer({}, { ownerEnv: true, logFile: SERVER_LOG })
  console.log(`\nServer at ${server.url} (its log: ${SERVER_LOG})`)
  try {
    const pages: PageFigures[] = []
    for (const path of PAGES) pages.push(await measurePage(server.url, path))

    const loads: LoadFigures[] = [await load(server.url, 'page', '/')]
    loads.push(await load(server.url, 'hashed asset', await hashedAsset(server)))
    const projects = await projectsRoute(server)
    loads.push(
      projects
        ? await load(server.url, 'cached projects', projects)
        : {
            name: 'cached projects',
            path: '/api/projects',
            note: 'this build has no projects API yet',
          },
    )

    const home = pages[0]?.median
    if (!home) throw new Error('no Lighthouse result for /')
    // The user agent hides the minor version numbers; the binary tells them.
    const chromium =
      (chromePath &&
        /[\d.]+/.exec(
          spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout ?? '',
        )?.[0]) ||
      'unknown'
    const cpu = cpus()
    const settings = home.configSettings
    const lines = [
      '# Benchmark report',
      '',
      `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      '',
      `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, shared with other work. ` +
        `Lighthouse's CPU benchmark index ${Math.round(home.environment.benchmarkIndex)}. ` +
        `Node ${process.versions.node}, Chromium ${chromium}, Lighthouse ${await versionOf('lighthouse')} ` +
        `(${settings.formFactor} defaults: ${settings.throttlingMethod} throttling, ${settings.throttling.rttMs} ms RTT, ` +
        `${(settings.throttling.throughputKbps / 1024).toFixed(1)} Mbps, ${settings.throttling.cpuSlowdownMultiplier}× CPU slowdown), ` +
        `autocannon ${await versionOf('autocannon')}.`,
      '',
      `## Lighthouse: median of ${RUNS} runs`,
      '',
      ...lighthouseTable(pages),
      '',
      `Performance in each run: ${pages.map(({ path, runs }) => `\`${path}\` ${runs.map((lhr) => score(lhr, 'performance')).join(', ')}`).join('; ')}.`,
      '',
      `## Server: autocannon, ${LOAD.connections} connections for ${LOAD.duration} s (after a ${WARM_UP.duration} s warm-up)`,
      '',
      ...loadTable(loads),
      '',
      '## Targets',
      '',
      ...targetRows(home, loads),
      '',
      '## Below full marks (median runs)',
      '',
      ...pages.flatMap(({ path, median }) => {
        const items = CATEGORIES.flatMap((category) =>
          findings(median, category).map(
            (finding) => `- \`${path}\` ${median.categories[category]?.title}: ${finding}`,
          ),
        )
        return items.length ? items : [`- \`${path}\`: nothing.`]
      }),
      '',
      '## Compared with the original site',
      '',
      ...comparison(home),
      '',
    ]
    await writeFile(REPORT, lines.join('\n'))
    for (const { path, median } of pages) {
      const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')
      await writeFile(`${RAW}/lighthouse-${name}.json`, JSON.stringify(median))
    }
    console.log(`\n${lines.join('\n')}\nWritten to ${REPORT} (full Lighthouse results in ${RAW}/)`)
  } finally {
    await server.stop()
  }
}

await main()
