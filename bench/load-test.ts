// `npm run test:load`: holds the production server under load across `/`, a hashed asset and the cached
// projects route, and checks: zero errors and zero non-2xx answers, p99 latency, and the growth of the
// server's memory. The full profile is 200 connections for 20 s; `--light` (run by `npm test`, so by CI)
// is a shorter, smaller run that checks everything but the latency, which a shared CI machine cannot
// promise.
import { existsSync, readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import autocannon from 'autocannon'
import { profile } from '../src/content/profile.ts'
import { githubUsernameOf } from '../src/core/links.ts'
import { ownerRepos } from '../tests/doubles/github/fixtures.ts'
import { startGithubDouble } from '../tests/doubles/github/server.ts'
import { startServer } from '../tests/support/server.ts'

const light = process.argv.includes('--light')
const PROFILE = light
  ? { connections: 50, duration: 5, p99Ms: Number.POSITIVE_INFINITY }
  : { connections: 200, duration: 20, p99Ms: 50 }
const MAX_RSS_GROWTH_MB = 50

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
  await github.close()
}
process.exit(failed ? 1 : 0)
