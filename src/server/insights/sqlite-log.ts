// The conversation log of a single Node instance: a SQLite file in DATA_DIR (insights.sqlite), through
// Node's built-in node:sqlite (no native build step). Created with its folder on first start; WAL, so
// the owner's reads never wait for a write.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { LogBounds } from './conversation-log'
import { sqlConversationLog, type SqlEngine } from './sql-log'

export const LOG_FILE = 'insights.sqlite'

export function sqliteConversationLog(
  dataDir: string,
  bounds: LogBounds,
  { now }: { now?: () => number } = {},
) {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(join(dataDir, LOG_FILE), { timeout: 1000 })
  db.exec('PRAGMA journal_mode = WAL')
  // WAL with NORMAL sync is durable across a crash of the process; a power cut may lose the last turns.
  db.exec('PRAGMA synchronous = NORMAL')
  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>()
  const engine: SqlEngine = {
    query(sql, ...params) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = db.prepare(sql)
        statements.set(sql, statement)
      }
      return /^\s*(SELECT|PRAGMA)/i.test(sql)
        ? statement.all(...params)
        : (statement.run(...params), [])
    },
    transaction(work) {
      db.exec('BEGIN IMMEDIATE')
      try {
        const result = work()
        db.exec('COMMIT')
        return result
      } catch (error) {
        db.exec('ROLLBACK')
        throw error
      }
    },
  }
  const log = sqlConversationLog(engine, bounds, now)
  return { ...log, close: () => db.close() }
}
