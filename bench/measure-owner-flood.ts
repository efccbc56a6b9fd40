// `npx tsx bench/measure-owner-flood.ts` (after `npm run build`): what a flood of questions does to the
// owner's area, on the production Node server with its SQLite log and the Gemini double. A measurement,
// never a test; it prints medians, since the machine is shared.
//
// - `refused-2000`, `refused-8000`: that many distinct questions from one address (all but the first few
//   refused by the per-visitor limit), then GET /api/owner/insights?days=30 timed, RUNS times, while
//   visitors load `/` (PROBES loops of GET /, 20 ms apart): `/`'s p50, p99 and max during the owner's
//   request, against the same probes with no owner request.
// - `cap`: a log written straight into the SQLite file before the server starts, as full as the store
//   lets it be, of long CJK turns (distinct questions of 300 to 1,000 characters, replies of 1,500), from
//   many visitors: the insights, both exports and one conversation, each timed with `/` probed meanwhile;
//   the server's memory (VmRSS, sampled every 10 ms) during each export; the file's bytes.
// - `cap-questions`: the same with 20,000 distinct English questions of 24 words (the rows' cap, and
//   the grouping's worst case: every question shares words with others and none is alike).
// - `flood-cap`: a recruiter's conversation from one address, then FLOOD job fits of about 5,000 CJK
//   characters from another (both forwarded by a trusted proxy): whether the recruiter's conversation is
//   still in the log, and the file's bytes once the flood is kept. `flood-answered` does the same with
//   the chat's limits raised out of the way, so that the flood is answered and kept, not refused.
//
// SCENARIOS picks them (comma-separated; default all), RUNS the repetitions of each owner request
// (default 3), OWNER_TIMEOUT_MS how long one owner request may take before it is given up (default
// 600,000), ENTRY another build's server/node.js (to measure main before a change).
import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OWNER_API_PATH } from '../src/core/owner-page.ts'
import { CHAT_API_PATH } from '../src/core/chat.ts'
import type { TurnRecord } from '../src/core/insights.ts'
import { LOG_FILE, sqliteConversationLog } from '../src/server/stores/sqlite/conversation-log.ts'
import { reply } from '../tests/doubles/chat-model.ts'
import { startGeminiDouble } from '../tests/doubles/gemini/server.ts'
import { startServer, type RunningServer } from '../tests/support/server.ts'
import { seededRandom } from '../tooling/vite/owner-demo-log.ts'

const RUNS = Number(process.env.RUNS ?? 3)
const PROBES = Number(process.env.PROBES ?? 2)
const OWNER_TIMEOUT_MS = Number(process.env.OWNER_TIMEOUT_MS ?? 600_000)
const FLOOD = Number(process.env.FLOOD ?? 25_000)
const SCENARIOS = (process.env.SCENARIOS ?? 'refused-2000,refused-8000,cap,flood-cap').split(',')
const TOKEN = 'bench-owner-token-0123456789abcdefghij'
const KEY = 'bench-model-key'

const next = seededRandom(40)
const cjk = (length: number) =>
  String.fromCodePoint(...Array.from({ length }, () => 0x4e00 + Math.floor(next() * 0x5000)))
const word = () =>
  Array.from({ length: 4 + Math.floor(next() * 5) }, () =>
    String.fromCharCode(97 + Math.floor(next() * 26)),
  ).join('')
/** A question of 24 words of its own (about 200 characters): no two of them group together. */
const distinctQuestion = () => `Has she worked with ${Array.from({ length: 24 }, word).join(', ')}?`

const quantile = (values: readonly number[], q: number) => {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number
}
const median = (values: readonly number[]) => quantile(values, 0.5)
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

/** One request over a kept-alive socket: its status, its body's length, and how long it took. */
function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  timeoutMs = 60_000,
): Promise<{ status: number; bytes: number; ms: number; body: string }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            bytes: body.length,
            ms: performance.now() - started,
            body: body.length < 1_000_000 ? body.toString() : '',
          })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(init.body)
  })
}

/** Visitors loading `/` back to back, each probe's start and latency, until stopped. */
function probeHome(server: RunningServer) {
  const samples: { at: number; ms: number }[] = []
  let running = true
  const loops = Array.from({ length: PROBES }, async () => {
    while (running) {
      const at = performance.now()
      // A kept-alive socket the server closed as it was reused is retried once, as a browser does.
      const answer = await call(server.url, {}, OWNER_TIMEOUT_MS)
        .catch(() => call(server.url, {}, OWNER_TIMEOUT_MS))
        .catch(() => ({ ms: Infinity }))
      samples.push({ at, ms: answer.ms })
      // About 50 visits a second from each: a busy site, not a load test.
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })
  return {
    /** The probes that started between `from` and `to` (read once the probes have stopped). */
    between: (from: number, to: number) =>
      samples.filter((sample) => sample.at >= from && sample.at <= to).map((sample) => sample.ms),
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

/** The server's resident memory now, in bytes (Linux). */
const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(match?.[1] ?? 0) * 1024
}

type Timed = { name: string; times: number[]; during: number[]; status: number[]; rss: number[] }

/** Runs an owner request RUNS times with `/` probed meanwhile, and a quiet stretch to compare with. */
async function timeOwner(
  server: RunningServer,
  name: string,
  path: string,
  runs = RUNS,
): Promise<Timed> {
  const probes = probeHome(server)
  // A quiet second first: the probes' own figures with no owner request.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const quietUntil = performance.now()
  const windows: [number, number][] = []
  const timed: Timed = { name, times: [], during: [], status: [], rss: [] }
  for (let run = 0; run < runs; run++) {
    const before = rssOf(server.pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10)
    const from = performance.now()
    const answer = await call(
      `${server.url}${OWNER_API_PATH}${path}`,
      { headers: { Authorization: `Bearer ${TOKEN}` } },
      OWNER_TIMEOUT_MS,
    ).catch((error: Error) => ({ status: 0, ms: Infinity, bytes: 0, body: error.message }))
    const to = performance.now()
    clearInterval(sampler)
    timed.times.push(answer.ms)
    timed.status.push(answer.status)
    windows.push([from, to])
    timed.rss.push(peak - before)
    if (!Number.isFinite(answer.ms)) break // the server is still at it: the next run would measure that
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  await probes.stop()
  const quiet = probes.between(0, quietUntil)
  for (const [from, to] of windows) timed.during.push(...probes.between(from, to))
  console.log(
    `  ${name.padEnd(22)} ${timed.times.map(ms).join(', ')} (median ${ms(median(timed.times))}, ` +
      `status ${[...new Set(timed.status)].join('/')}); / meanwhile: p50 ${ms(median(timed.during))}, ` +
      `p99 ${ms(quantile(timed.during, 0.99))}, max ${ms(Math.max(...timed.during))} over ` +
      `${timed.during.length} requests (quiet: p99 ${ms(quantile(quiet, 0.99))}, max ${ms(Math.max(...quiet))}); ` +
      `memory +${mb(median(timed.rss))} (median of the runs; the first run's warm-up included, at most +${mb(Math.max(...timed.rss))})`,
  )
  return timed
}

/** Sends `count` questions built by `body(i)`, `concurrency` at a time; the answers' statuses. */
async function flood(
  server: RunningServer,
  count: number,
  body: (i: number) => object,
  headers: Record<string, string> = {},
  concurrency = 32,
) {
  const statuses: Record<number, number> = {}
  let sent = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < count) {
        const i = sent++
        const answer = await call(`${server.url}${CHAT_API_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body(i)),
        }).catch(() => ({ status: 0 }))
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      }
    }),
  )
  console.log(
    `  sent ${count} in ${ms(performance.now() - started)}: ${JSON.stringify(statuses)} by status`,
  )
}

/** The log's file and its write-ahead log, in bytes. */
const fileBytes = (dir: string) =>
  [LOG_FILE, `${LOG_FILE}-wal`]
    .map((name) => join(dir, name))
    .filter((path) => existsSync(path))
    .reduce((sum, path) => sum + statSync(path).size, 0)

async function withServer(
  env: Record<string, string>,
  run: (server: RunningServer, dir: string) => Promise<void>,
  dir = mkdtempSync(join(tmpdir(), 'owner-flood-')),
) {
  const double = await startGeminiDouble({ apiKey: KEY })
  double.fallback = reply('She has built retrieval systems in Python; see the Experience section.')
  const server = await startServer(
    {
      GEMINI_API_KEY: KEY,
      GEMINI_API_BASE_URL: double.url,
      OWNER_TOKEN: TOKEN,
      DATA_DIR: dir,
      ...env,
    },
    process.env.ENTRY ? { entry: process.env.ENTRY } : {},
  )
  try {
    await run(server, dir)
  } finally {
    await server.stop()
    await double.close()
  }
  return dir
}

/** A turn of the seeded log: a distinct long CJK question and a long CJK reply (or English ones). */
function seededTurn(i: number, at: number, english = false): TurnRecord {
  const question = english ? distinctQuestion() : cjk(300 + Math.floor(next() * 700))
  const text = english
    ? 'She has built retrieval systems in Python and shipped them to production. '.repeat(8)
    : cjk(1500)
  return {
    id: `seed-${i}`,
    at,
    conversationId: `seed-conversation-${Math.floor(i / 4)}`,
    visitor: `seed-visitor-${Math.floor(i / 4)}`,
    network: `seed-network-${Math.floor(i / 4)}`,
    kind: 'question',
    question,
    questionLength: question.length,
    reply: text,
    outcome: i % 10 === 0 ? 'unanswered' : 'answered',
    provider: 'gemini',
    model: 'gemini-2.5-flash',
    tokensIn: 3000,
    tokensOut: 500,
    tokensEstimated: false,
    firstTokenMs: 400,
    totalMs: 1800,
  }
}

for (const scenario of SCENARIOS) {
  const refused = /^refused-(\d+)$/.exec(scenario)
  if (refused) {
    const count = Number(refused[1])
    console.log(`\n${count} distinct questions from one address, then the owner's insights:`)
    const dir = await withServer({}, async (server) => {
      await flood(server, count, () => ({ message: distinctQuestion(), history: [] }))
      // The last turns are written after their replies.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await timeOwner(server, 'insights (30 days)', '/insights?days=30')
    })
    console.log(`  the log's file: ${mb(fileBytes(dir))}`)
    rmSync(dir, { recursive: true, force: true })
  } else if (scenario === 'cap' || scenario === 'cap-questions') {
    const english = scenario === 'cap-questions'
    console.log(
      english
        ? '\nA full log of 20,000 distinct English questions, written before the server starts:'
        : '\nA full log of long CJK turns, written before the server starts:',
    )
    const dir = mkdtempSync(join(tmpdir(), 'owner-cap-'))
    const log = sqliteConversationLog(dir, {
      retentionDays: 30,
      maxRows: 20_000,
      maxBytes: 32 << 20,
    })
    const start = Date.now() - 20 * 24 * 60 * 60 * 1000
    const step = (20 * 24 * 60 * 60 * 1000) / 20_000
    for (let batch = 0; batch < 20_000; batch += 500) {
      await Promise.all(
        Array.from({ length: 500 }, (_, j) =>
          log.record(seededTurn(batch + j, Math.round(start + (batch + j) * step), english)),
        ),
      )
    }
    const { rows } = await log.health()
    log.close()
    console.log(`  seeded: ${rows} turns kept, the file ${mb(fileBytes(dir))}`)
    await withServer(
      {},
      async (server) => {
        const insights = await call(`${server.url}${OWNER_API_PATH}/insights?days=30`, {
          headers: { Authorization: `Bearer ${TOKEN}` },
        }).catch(() => undefined)
        const opened = insights?.body ? JSON.parse(insights.body) : undefined
        const conversation = opened?.conversations?.[0]?.id ?? 'seed-conversation-0'
        await timeOwner(server, 'insights (30 days)', '/insights?days=30')
        await timeOwner(server, 'export JSON', '/export?format=json')
        await timeOwner(server, 'export CSV', '/export?format=csv')
        await timeOwner(server, 'one conversation', `/conversations/${conversation}`)
      },
      dir,
    )
    rmSync(dir, { recursive: true, force: true })
  } else if (scenario === 'flood-cap' || scenario === 'flood-answered') {
    // `flood-answered` moves the chat's limits out of the way: the flood is answered, and so kept.
    const answered = scenario === 'flood-answered'
    console.log(
      `\nA recruiter's conversation, then ${FLOOD} CJK job fits from another address` +
        (answered ? ', the chat limits out of the way:' : ':'),
    )
    const posting = `高级软件工程师\n${cjk(5000)}`
    const unlimited = {
      CHAT_LIMIT_PER_MINUTE: '1000000',
      CHAT_LIMIT_PER_DAY: '1000000',
      CHAT_DAILY_CAP: '1000000',
      CHAT_DAILY_TOKEN_BUDGET: '1000000000000',
    }
    const env = { TRUST_PROXY: '127.0.0.1', ...(answered ? unlimited : {}) }
    const dir = await withServer(env, async (server) => {
      const recruiter = await call(`${server.url}${CHAT_API_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
        body: JSON.stringify({
          message: 'Is she open to relocation?',
          history: [],
          conversationId: 'recruiter-conversation-1',
        }),
      })
      console.log(`  the recruiter's question: ${recruiter.status}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
      await flood(server, FLOOD, () => ({ message: posting, history: [], kind: 'job-fit' }), {
        'X-Forwarded-For': '203.0.113.9',
      })
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const kept = await call(
        `${server.url}${OWNER_API_PATH}/conversations/recruiter-conversation-1`,
        { headers: { Authorization: `Bearer ${TOKEN}` } },
      )
      console.log(`  the recruiter's conversation afterwards: ${kept.status}`)
    })
    console.log(`  the log's file once the server stopped: ${mb(fileBytes(dir))}`)
    rmSync(dir, { recursive: true, force: true })
  } else {
    throw new Error(`no such scenario: ${scenario}`)
  }
}
agent.destroy()
