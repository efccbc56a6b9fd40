// The conversation log of a single Node instance: a SQLite file in DATA_DIR (insights.sqlite), through
// Node's built-in node:sqlite (no native build step). Created with its folder on first start; WAL, so
// the owner's reads never wait for a write.
//
// node:sqlite is synchronous: a write holds the event loop, and so every visitor's request, while it
// runs. So turns are not written one by one: each waits in a short queue, and the turns recorded in one
// turn of the event loop go in together, in one transaction, once the loop has dealt with its I/O
// (setImmediate). A transaction's commit is most of a write's cost: a turn took 144 µs alone, 67 µs in
// a batch of 4 and 31 µs in a batch of 20 (the best of 5 runs on the load test's 2-core machine).
//
// The file holds visitors' words and the day's pseudonym key, so it is its owner's alone: the folder is
// created 0700 and the file 0600 (SQLite gives its -wal and -shm files the file's own mode), and what is
// deleted is overwritten (secure_delete) and emptied out of the write-ahead log.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { TurnRecord } from '@/core/insights'
import type { Refusal } from '@/core/insights'
import type { Kept, LogBounds } from '../../insights/conversation-log'
import { sqlConversationLog, type LogEntry, type SqlEngine } from './sql-log'

export const LOG_FILE = 'insights.sqlite'

/**
 * The most turns waiting for their write. A turn past it is refused at once (the guarded log counts it
 * as a failure), so a store that falls behind never grows the server's memory.
 */
export const MAX_QUEUED_TURNS = 1_000

type Waiting = {
  entry: LogEntry
  resolve: (kept: Kept | 'counted') => void
  reject: (error: unknown) => void
}

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
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = join(dataDir, LOG_FILE)
  // Created empty with its mode before SQLite opens it; one an older version made 0644 is closed to others.
  closeSync(openSync(file, 'a', 0o600))
  for (const path of [file, `${file}-wal`, `${file}-shm`])
    if (existsSync(path)) chmodSync(path, 0o600)
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs })
  db.exec('PRAGMA journal_mode = WAL')
  // WAL with NORMAL sync is durable across a crash of the process; a power cut may lose the last turns.
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA secure_delete = ON')
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
    // The deleted pages are overwritten in the file by the checkpoint; TRUNCATE empties the WAL.
    erased: () => db.exec('PRAGMA wal_checkpoint(TRUNCATE)'),
  }
  const log = sqlConversationLog(engine, bounds, now)

  // A day's key goes when the day is over, whether or not anyone asks the log anything then.
  let forgetting: ReturnType<typeof setTimeout> | undefined
  const forgetLater = () => {
    clearTimeout(forgetting)
    const next = log.forgetDayKeys()
    if (next === undefined) return
    forgetting = setTimeout(forgetLater, Math.max(0, next - (now ?? Date.now)()) + 1000)
    forgetting.unref()
  }
  forgetLater()

  let queue: Waiting[] = []
  /** Writes every waiting turn and refusal in one transaction; each settles with it. */
  const flush = () => {
    if (!queue.length) return
    const batch = queue
    queue = []
    let written: (Kept | 'counted')[]
    try {
      written = log.writeMany(batch.map((waiting) => waiting.entry))
    } catch (error) {
      for (const waiting of batch) waiting.reject(error)
      return
    }
    batch.forEach((waiting, index) => waiting.resolve(written[index] ?? 'counted'))
  }
  const write = (entry: LogEntry) =>
    new Promise<Kept | 'counted'>((resolve, reject) => {
      if (queue.length >= maxQueued) {
        reject(new Error(`the write queue is full (${maxQueued} turns)`))
        return
      }
      if (!queue.length) setImmediate(flush)
      queue.push({ entry, resolve, reject })
    })

  return {
    ...log,
    record: async (turn: TurnRecord): Promise<Kept> =>
      (await write({ turn })) === 'share-full' ? 'share-full' : 'kept',
    countRefusal: async (refusal: Refusal, at: number) => {
      await write({ refusal, at })
    },
    // The owner's reads and deletes see, or delete, every turn recorded before them.
    list: (query: Parameters<typeof log.list>[0]) => (flush(), log.list(query)),
    digests: (query: Parameters<typeof log.digests>[0]) => (flush(), log.digests(query)),
    tallies: (since: number) => (flush(), log.tallies(since)),
    health: () => (flush(), log.health()),
    deleteConversation: (id: string) => (flush(), log.deleteConversation(id)),
    deleteAll: () => (flush(), log.deleteAll()),
    dayKey: async (day: string) => {
      const key = await log.dayKey(day)
      forgetLater()
      return key
    },
    /** Writes the turns still waiting, then closes the file (the server's shutdown). */
    close: () => {
      clearTimeout(forgetting)
      flush()
      db.close()
    },
  }
}
