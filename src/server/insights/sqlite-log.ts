// The conversation log of a single Node instance: a SQLite file in DATA_DIR (insights.sqlite), through
// Node's built-in node:sqlite (no native build step). Created with its folder on first start; WAL, so
// the owner's reads never wait for a write.
//
// node:sqlite is synchronous: a write holds the event loop, and so every visitor's request, while it
// runs. So turns are not written one by one: each waits in a short queue, and the turns recorded in one
// turn of the event loop go in together, in one transaction, once the loop has dealt with its I/O
// (setImmediate). A transaction's commit is most of a write's cost: a turn took 144 µs alone, 67 µs in
// a batch of 4 and 31 µs in a batch of 20 (the best of 5 runs on the load test's 2-core machine).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { TurnRecord } from '@/core/insights'
import type { LogBounds } from './conversation-log'
import { sqlConversationLog, type SqlEngine } from './sql-log'

export const LOG_FILE = 'insights.sqlite'

/**
 * The most turns waiting for their write. A turn past it is refused at once (the guarded log counts it
 * as a failure), so a store that falls behind never grows the server's memory.
 */
export const MAX_QUEUED_TURNS = 1_000

type Waiting = { turn: TurnRecord; resolve: () => void; reject: (error: unknown) => void }

export function sqliteConversationLog(
  dataDir: string,
  bounds: LogBounds,
  {
    now,
    maxQueued = MAX_QUEUED_TURNS,
    busyTimeoutMs = 1000,
  }: {
    now?: () => number
    maxQueued?: number
    /** How long a write waits for another connection's lock (an owner's sqlite3 shell) before it fails. */
    busyTimeoutMs?: number
  } = {},
) {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(join(dataDir, LOG_FILE), { timeout: busyTimeoutMs })
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

  let queue: Waiting[] = []
  /** Writes every waiting turn in one transaction; each `record` settles with it. */
  const flush = () => {
    if (!queue.length) return
    const batch = queue
    queue = []
    try {
      log.recordMany(batch.map((waiting) => waiting.turn))
    } catch (error) {
      for (const waiting of batch) waiting.reject(error)
      return
    }
    for (const waiting of batch) waiting.resolve()
  }

  return {
    ...log,
    record: (turn: TurnRecord) =>
      new Promise<void>((resolve, reject) => {
        if (queue.length >= maxQueued) {
          reject(new Error(`the write queue is full (${maxQueued} turns)`))
          return
        }
        if (!queue.length) setImmediate(flush)
        queue.push({ turn, resolve, reject })
      }),
    // The owner's reads and deletes see, or delete, every turn recorded before them.
    list: (query: Parameters<typeof log.list>[0]) => (flush(), log.list(query)),
    deleteConversation: (id: string) => (flush(), log.deleteConversation(id)),
    deleteAll: () => (flush(), log.deleteAll()),
    /** Writes the turns still waiting, then closes the file (the server's shutdown). */
    close: () => {
      flush()
      db.close()
    },
  }
}
