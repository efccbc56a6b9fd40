import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { describeConversationLog } from '../../../../tests/fixtures/conversation-log-contract'
import { aTurn } from '../../../../tests/fixtures/turns'
import { DAY_MS, dayKeyText } from '../../insights/conversation-log'
import { MIGRATIONS } from './sql-log'
import { LOG_FILE, sqliteConversationLog } from './conversation-log'

const dirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'insights-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describeConversationLog('sqlite', async (bounds, now) =>
  sqliteConversationLog(freshDir(), bounds, { now }),
)

describe('the SQLite file', () => {
  const bounds = { retentionDays: 30, maxRows: 20_000, maxBytes: 32 * 1024 * 1024 }

  it('is created with its folder, in WAL mode, at the last migration, and survives a restart', async () => {
    const dir = join(freshDir(), 'nested', 'data')
    const first = sqliteConversationLog(dir, bounds)
    const turn = aTurn({ question: 'Does it survive?' })
    await first.record(turn)
    first.close()

    const raw = new DatabaseSync(join(dir, LOG_FILE), { readOnly: true })
    expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    expect(raw.prepare('SELECT max(version) AS v FROM migrations').get()).toEqual({
      v: MIGRATIONS.length,
    })
    raw.close()

    const second = sqliteConversationLog(dir, bounds)
    expect(await second.list({ since: 0 })).toEqual([turn])
    expect((await second.health()).rows).toBe(1)
    second.close()
  })

  it("is its owner's alone: the folder 0700, the file and its WAL 0600, whatever the umask", async () => {
    const dir = join(freshDir(), 'data')
    const log = sqliteConversationLog(dir, bounds)
    await log.record(aTurn())
    const modes = Object.fromEntries(
      readdirSync(dir).map((name) => [name, statSync(join(dir, name)).mode & 0o777]),
    )
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(modes).toEqual({
      [LOG_FILE]: 0o600,
      [`${LOG_FILE}-wal`]: 0o600,
      [`${LOG_FILE}-shm`]: 0o600,
    })
    log.close()
  })

  it("destroys a day's key once the day is over: not in the file, nor in its WAL", async () => {
    const dir = freshDir()
    const clock = { now: Date.UTC(2026, 10, 26, 12) }
    const log = sqliteConversationLog(dir, bounds, { now: () => clock.now })
    const key = dayKeyText(await log.dayKey('2026-11-26'))
    const files = () =>
      readdirSync(dir)
        .map((name) => readFileSync(join(dir, name)).toString('latin1'))
        .join('')
    expect(files()).toContain(key)
    clock.now += DAY_MS
    await log.dayKey('2026-11-27')
    expect(files()).not.toContain(key)
    log.close()
    expect(files()).not.toContain(key)
  })

  it('brings a log an older version kept up to date: refusals become counts, long texts are cut', async () => {
    const dir = freshDir()
    // The first version's schema, with what it kept: a refused question as a turn, and 2,000 characters
    // of CJK (6,000 bytes) in a job description.
    const raw = new DatabaseSync(join(dir, LOG_FILE))
    raw.exec(
      'CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL) STRICT',
    )
    const engine = {
      query: (sql: string, ...params: (string | number | null)[]) =>
        /^\s*SELECT/i.test(sql)
          ? (raw.prepare(sql).all(...params) as Record<string, unknown>[])
          : (raw.prepare(sql).run(...params), []),
      transaction: <T>(work: () => T) => work(),
    }
    for (const statement of MIGRATIONS[0]!.split(/;\s*(?:\n|$)/).filter((part) => part.trim()))
      engine.query(statement)
    engine.query('INSERT INTO migrations VALUES (1, 0)')
    const at = Date.now() - 1000
    const insert = raw.prepare(
      'INSERT INTO turns VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 0, 0, 0, NULL, 10)',
    )
    const cjk = '职'.repeat(2000)
    insert.run('old-1', at, 'c1', 'v1', 'job-fit', cjk, 2000, 'A reply.', 'answered', 'gemini', 'm')
    insert.run(
      'old-2',
      at,
      'c2',
      'v2',
      'question',
      'Again?',
      6,
      'Limit.',
      'visitor-limit',
      'gemini',
      'm',
    )
    raw.close()

    const log = sqliteConversationLog(dir, bounds)
    const [kept] = await log.list({ since: 0 })
    expect(kept).toMatchObject({ id: 'old-1', network: 'v1' })
    expect(Buffer.byteLength(kept!.question)).toBeLessThanOrEqual(4096)
    expect(await log.digests({ since: 0 })).toHaveLength(1)
    expect(await log.tallies(0)).toEqual([
      { day: new Date(at).toISOString().slice(0, 10), kind: 'visitor-limit', count: 1 },
    ])
    expect((await log.health()).rows).toBe(1)
    log.close()
  })

  it('moves a file from before the languages to the last migration, its turns in the default language', async () => {
    const dir = freshDir()
    const raw = new DatabaseSync(join(dir, LOG_FILE))
    raw.exec(
      'CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL) STRICT',
    )
    raw.exec(MIGRATIONS[0]!)
    raw.prepare('INSERT INTO migrations (version, applied_at) VALUES (1, 0)').run()
    // The first version kept no network: its turns' network is their visitor's pseudonym.
    const before = aTurn({
      question: 'Asked before the languages',
      tokensEstimated: false,
      network: 'visitor-1',
    })
    raw
      .prepare(`INSERT INTO turns VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, 0, ?, ?)`)
      .run(
        before.id,
        before.at,
        before.conversationId,
        before.visitor,
        before.kind,
        before.question,
        before.questionLength,
        before.reply,
        before.outcome,
        before.provider,
        before.model,
        before.tokensIn,
        before.tokensOut,
        before.firstTokenMs,
        before.totalMs,
      )
    raw.close()

    const log = sqliteConversationLog(dir, bounds)
    const after = aTurn({ at: before.at + 1, locale: 'pt' })
    await log.record(after)
    // The turn from before has no language: the owner's page counts it in the default one.
    expect(await log.list({ since: 0 })).toEqual([after, before])
    log.close()
  })

  /** The pages written to the write-ahead log so far: every transaction writes each page it changed. */
  const walFrames = (dir: string) => {
    const { size } = statSync(join(dir, `${LOG_FILE}-wal`))
    // A 32-byte header, then one frame a page: a 24-byte header and the page (4 KiB by default).
    return (size - 32) / (24 + 4096)
  }

  it('writes the turns recorded together in one transaction, and one by one when they come apart', async () => {
    const dir = freshDir()
    const log = sqliteConversationLog(dir, bounds)
    const start = walFrames(dir)
    await Promise.all(Array.from({ length: 20 }, () => log.record(aTurn())))
    const together = walFrames(dir) - start
    for (let i = 0; i < 20; i++) await log.record(aTurn())
    const apart = walFrames(dir) - start - together
    // One by one, each turn's transaction rewrites the table's page and its indexes' pages (by time,
    // by conversation, by network, by id); together, those pages once.
    expect(apart).toBeGreaterThanOrEqual(20 * 4)
    expect(together).toBeLessThan(20)
    expect((await log.health()).rows).toBe(40)
    log.close()
  })

  it("refuses a turn past the queue's bound, and fails each turn of a write that fails, at no cost to the next", async () => {
    const dir = freshDir()
    const log = sqliteConversationLog(dir, bounds, { maxQueued: 2, busyTimeoutMs: 10 })
    const results = await Promise.allSettled([1, 2, 3].map(() => log.record(aTurn())))
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
    expect(String((results[2] as PromiseRejectedResult).reason)).toContain(
      'the write queue is full (2 turns)',
    )
    // Another connection holds the write lock (an owner's sqlite3 shell, say): the batch fails whole.
    const other = new DatabaseSync(join(dir, LOG_FILE))
    other.exec('BEGIN IMMEDIATE')
    const locked = await Promise.allSettled([1, 2].map(() => log.record(aTurn())))
    expect(locked.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(String((locked[0] as PromiseRejectedResult).reason)).toMatch(/locked/)
    other.exec('ROLLBACK')
    other.close()
    await log.record(aTurn({ question: 'after the lock' }))
    expect((await log.list({ since: 0 })).map((turn) => turn.question)).toHaveLength(3)
    expect((await log.health()).rows).toBe(3)
    log.close()
  })

  it('writes the turns still waiting when it closes, as the server shuts down', async () => {
    const dir = freshDir()
    const first = sqliteConversationLog(dir, bounds)
    const recorded = first.record(aTurn({ question: 'Just before the shutdown?' }))
    first.close()
    await recorded
    const second = sqliteConversationLog(dir, bounds)
    expect((await second.list({ since: 0 })).map((turn) => turn.question)).toEqual([
      'Just before the shutdown?',
    ])
    second.close()
  })

  it('holds 10,000 turns in a file of a bounded size', async () => {
    const dir = freshDir()
    const log = sqliteConversationLog(dir, bounds)
    const started = Date.now() - 10_000
    for (let i = 0; i < 10_000; i++) {
      await log.record(
        aTurn({
          at: started + i,
          conversationId: `conversation-${Math.floor(i / 4)}`,
          visitor: `visitor-${Math.floor(i / 4)}`,
          network: `network-${Math.floor(i / 4)}`,
          question: `What has she built with TypeScript, question ${i}?`,
          reply: 'She built a prerendered portfolio with a streaming assistant. '.repeat(6),
        }),
      )
    }
    log.close()
    // Closing checkpoints the WAL into the file and removes it.
    const bytes = statSync(join(dir, LOG_FILE)).size
    console.log(`insights.sqlite after 10,000 turns: ${(bytes / 1024 / 1024).toFixed(2)} MB`)
    expect(bytes).toBeLessThan(20 * 1024 * 1024)
  })
})
