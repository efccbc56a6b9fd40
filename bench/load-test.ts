// `npm run test:load`: holds the production server under load across `/`, a hashed asset and the cached
// projects route, and checks: zero errors and zero non-2xx answers, p99 latency, and the growth of the
// server's memory. The full profile is 200 connections for 20 s; `--light` (run by `npm test`, so by CI)
// is a shorter, smaller run that checks everything but the latency, which a shared CI machine cannot
// promise. Then `/api/chat` alone, with the owner's conversation log off and on (a SQLite file): its p99
// may rise by at most 5 ms with the log on (checked in the full profile).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import autocannon from 'autocannon'
import { profile } from '../src/content/profile.ts'
import { githubUsernameOf } from '../src/core/links.ts'
import { ownerRepos } from '../tests/doubles/github/fixtures.ts'
import { startGithubDouble } from '../tests/doubles/github/server.ts'
import { startGeminiDouble } from '../tests/doubles/gemini/server.ts'
import { startServer } from '../tests/support/server.ts'

const light = process.argv.includes('--light')
const PROFILE = light
  ? { connections: 50, duration: 5, p99Ms: Number.POSITIVE_INFINITY }
  : { connections: 200, duration: 20, p99Ms: 50 }
const MAX_RSS_GROWTH_MB = 50
const CHAT = light ? { connections: 10, duration: 3 } : { connections: 50, duration: 15 }
const MAX_LOG_P99_RISE_MS = 5

if (!existsSync('dist/server/node.js')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

/** The server's resident memory, from Linux's /proc (the machines this runs on). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

// An owner without GitHub still gets a double: the server then never calls it.
const username = githubUsernameOf(profile) ?? 'owner'
const github = await startGithubDouble({
  users: { [username]: ownerRepos({ login: username, id: 1 }) },
})
const server = await startServer({ GITHUB_API_BASE_URL: github.url })
let failed = false
try {
  const html = await (await fetch(`${server.url}/`)).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  if (!asset) throw new Error('no hashed script found in the home page')
  const paths = ['/', asset, '/api/projects']
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`) // warms the projects cache
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    await response.arrayBuffer()
  }
  // A short uncounted run first, so the memory baseline is the warmed-up server's.
  await autocannon({
    url: server.url,
    connections: 20,
    duration: 2,
    requests: paths.map((path) => ({ path })),
  })
  const before = rssMb(server.pid)
  const result = await autocannon({
    url: server.url,
    connections: PROFILE.connections,
    duration: PROFILE.duration,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((path) => ({ path })),
  })
  const after = rssMb(server.pid)
  const growth = after - before
  const checks: Array<[string, boolean]> = [
    [
      `errors: ${result.errors} (timeouts ${result.timeouts})`,
      result.errors === 0 && result.timeouts === 0,
    ],
    [`non-2xx answers: ${result.non2xx}`, result.non2xx === 0],
    [
      `p99 latency: ${result.latency.p99} ms (p50 ${result.latency.p50} ms)${light ? ', not checked in the light profile' : `, limit ${PROFILE.p99Ms} ms`}`,
      result.latency.p99 <= PROFILE.p99Ms,
    ],
    [
      `server memory: ${before.toFixed(1)} MB -> ${after.toFixed(1)} MB (+${growth.toFixed(1)} MB, limit ${MAX_RSS_GROWTH_MB} MB)`,
      growth <= MAX_RSS_GROWTH_MB,
    ],
  ]
  console.log(
    `\nLoad (${light ? 'light' : 'full'} profile): ${PROFILE.connections} connections for ${PROFILE.duration} s across ${paths.join(', ')}`,
  )
  console.log(`  ${result.requests.total} requests, ${result.requests.average} req/s on average`)
  for (const [line, ok] of checks) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${line}`)
    if (!ok) failed = true
  }
} finally {
  await server.stop()
}

/** /api/chat under load against the Gemini double, the limits out of the way; the log off or on. */
async function chatLoad(logOn: boolean) {
  const model = await startGeminiDouble({ apiKey: 'load-test-key' })
  const dataDir = mkdtempSync(join(tmpdir(), 'load-insights-'))
  const chatServer = await startServer({
    GITHUB_API_BASE_URL: github.url,
    ...model.serverEnv,
    CHAT_LIMIT_PER_MINUTE: '100000000',
    CHAT_LIMIT_PER_DAY: '100000000',
    CHAT_DAILY_CAP: '100000000',
    CHAT_DAILY_TOKEN_BUDGET: '100000000000',
    ...(logOn ? { OWNER_TOKEN: 'load-test-owner-token-0123456789abcdef', DATA_DIR: dataDir } : {}),
  })
  try {
    const result = await autocannon({
      url: chatServer.url,
      requests: [
        {
          method: 'POST',
          path: '/api/chat',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'What does she build?', history: [] }),
        },
      ],
      connections: CHAT.connections,
      duration: CHAT.duration,
    })
    const file = join(dataDir, 'insights.sqlite')
    return { result, fileMb: existsSync(file) ? statSync(file).size / 1024 / 1024 : 0 }
  } finally {
    await chatServer.stop()
    await model.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

try {
  const off = await chatLoad(false)
  const on = await chatLoad(true)
  const rise = on.result.latency.p99 - off.result.latency.p99
  console.log(
    `\n/api/chat (${CHAT.connections} connections for ${CHAT.duration} s each), the conversation log off, then on:`,
  )
  for (const [name, run] of [
    ['off', off],
    ['on ', on],
  ] as const) {
    const { result } = run
    console.log(
      `  log ${name}: ${result.requests.total} questions, p99 ${result.latency.p99} ms (p50 ${result.latency.p50} ms), errors ${result.errors}, non-2xx ${result.non2xx}`,
    )
  }
  console.log(`  insights.sqlite after the run: ${on.fileMb.toFixed(2)} MB`)
  const ok =
    [off, on].every(({ result }) => result.errors === 0 && result.non2xx === 0) &&
    (light || rise <= MAX_LOG_P99_RISE_MS)
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'} p99 with the log on: ${rise >= 0 ? '+' : ''}${rise} ms${light ? ' (not checked in the light profile)' : `, limit +${MAX_LOG_P99_RISE_MS} ms`}; no errors, all 2xx`,
  )
  if (!ok) failed = true
} finally {
  await github.close()
}
process.exit(failed ? 1 : 0)
