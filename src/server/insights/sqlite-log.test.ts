import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { describeConversationLog } from '../../../tests/fixtures/conversation-log-contract'
import { aTurn } from '../../../tests/fixtures/turns'
import { MIGRATIONS } from './sql-log'
import { LOG_FILE, sqliteConversationLog } from './sqlite-log'

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
  const bounds = { retentionDays: 30, maxRows: 20_000 }

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

  it('moves a file from before the languages to the last migration, its turns in the default language', async () => {
    const dir = freshDir()
    const raw = new DatabaseSync(join(dir, LOG_FILE))
    raw.exec(
      'CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL) STRICT',
    )
    raw.exec(MIGRATIONS[0]!)
    raw.prepare('INSERT INTO migrations (version, applied_at) VALUES (1, 0)').run()
    const before = aTurn({ question: 'Asked before the languages', tokensEstimated: false })
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
    // One by one, each turn's transaction rewrites the table's page and both indexes' pages.
    expect(apart).toBeGreaterThanOrEqual(20 * 3)
    expect(together).toBeLessThan(10)
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
