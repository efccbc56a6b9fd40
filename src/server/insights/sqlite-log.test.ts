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
