// The conversation log on SQLite, whichever SQLite runs it: Node's built-in node:sqlite (sqlite-log.ts)
// and the Workers Durable Object's own storage (hosts/workers/conversation-log-store.ts) both hand
// this a small synchronous engine, so one schema and one list of migrations serve both.
import { turnRecordSchema, type TurnRecord } from '@/core/insights'
import {
  keptSince,
  type ConversationLog,
  type LogBounds,
  type LogHealth,
  type TurnQuery,
} from './conversation-log'

/** What each SQLite offers, reduced to what the log needs. */
export type SqlEngine = {
  /** Runs one statement; answers the rows it returns (none for a write). */
  query: (sql: string, ...params: (string | number | null)[]) => Record<string, unknown>[]
  /** Runs `work` as one transaction. */
  transaction: <T>(work: () => T) => T
}

/**
 * The schema's versions, oldest first: a store applies those it has not, in order, each in a
 * transaction, and notes it in `migrations`. Never edit one that shipped; add the next.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE turns (
    id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    conversation_id TEXT NOT NULL,
    visitor TEXT NOT NULL,
    kind TEXT NOT NULL,
    question TEXT NOT NULL,
    question_length INTEGER NOT NULL,
    reply TEXT NOT NULL,
    outcome TEXT NOT NULL,
    error_kind TEXT,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    tokens_in INTEGER NOT NULL,
    tokens_out INTEGER NOT NULL,
    tokens_estimated INTEGER NOT NULL,
    first_token_ms REAL,
    total_ms REAL NOT NULL
  ) STRICT;
  CREATE INDEX turns_at ON turns (at);
  CREATE INDEX turns_conversation ON turns (conversation_id, at);`,
  // The language of the page each question was asked on; NULL for the turns kept before it was.
  `ALTER TABLE turns ADD COLUMN locale TEXT;`,
]

/** Brings the schema up to the last migration; answers the version it is at. */
export function migrate(engine: SqlEngine): number {
  engine.query(
    'CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL) STRICT',
  )
  const [row] = engine.query('SELECT max(version) AS version FROM migrations')
  const current = Number(row?.version ?? 0)
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1
    if (version <= current) return
    engine.transaction(() => {
      // Each engine runs one statement per call, so a migration's statements go one by one.
      for (const statement of sql.split(/;\s*(?:\n|$)/).filter((part) => part.trim())) {
        engine.query(statement)
      }
      engine.query(
        'INSERT INTO migrations (version, applied_at) VALUES (?, ?)',
        version,
        Date.now(),
      )
    })
  })
  return MIGRATIONS.length
}

const COLUMNS = [
  'id',
  'at',
  'conversation_id',
  'visitor',
  'kind',
  'question',
  'question_length',
  'reply',
  'outcome',
  'error_kind',
  'provider',
  'model',
  'tokens_in',
  'tokens_out',
  'tokens_estimated',
  'first_token_ms',
  'total_ms',
  'locale',
] as const

const toRow = (turn: TurnRecord) => [
  turn.id,
  turn.at,
  turn.conversationId,
  turn.visitor,
  turn.kind,
  turn.question,
  turn.questionLength,
  turn.reply,
  turn.outcome,
  turn.errorKind ?? null,
  turn.provider,
  turn.model,
  turn.tokensIn,
  turn.tokensOut,
  turn.tokensEstimated ? 1 : 0,
  turn.firstTokenMs,
  turn.totalMs,
  turn.locale ?? null,
]

/** A row as a record, checked: a row another version wrote badly fails loudly here, not on the page. */
const fromRow = (row: Record<string, unknown>): TurnRecord =>
  turnRecordSchema.parse({
    id: row.id,
    at: Number(row.at),
    conversationId: row.conversation_id,
    visitor: row.visitor,
    kind: row.kind,
    question: row.question,
    questionLength: Number(row.question_length),
    reply: row.reply,
    outcome: row.outcome,
    ...(row.error_kind === null ? {} : { errorKind: row.error_kind }),
    provider: row.provider,
    model: row.model,
    tokensIn: Number(row.tokens_in),
    tokensOut: Number(row.tokens_out),
    tokensEstimated: Number(row.tokens_estimated) === 1,
    firstTokenMs: row.first_token_ms === null ? null : Number(row.first_token_ms),
    totalMs: Number(row.total_ms),
    ...(row.locale === null ? {} : { locale: row.locale }),
  })

const INSERT = `INSERT OR REPLACE INTO turns (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`

/** The log over a migrated SQLite. Synchronous inside; the interface is async for the other stores. */
export function sqlConversationLog(
  engine: SqlEngine,
  bounds: LogBounds,
  now: () => number = Date.now,
): ConversationLog & {
  recordNow: (turn: TurnRecord) => void
  recordMany: (turns: readonly TurnRecord[]) => void
  healthNow: () => LogHealth
} {
  migrate(engine)
  const count = () => Number(engine.query('SELECT count(*) AS rows FROM turns')[0]?.rows ?? 0)
  // Counting rows walks the table, so the count is kept here and only read again after a delete.
  let rows = count()

  const prune = () => {
    engine.query('DELETE FROM turns WHERE at < ?', keptSince(bounds, now()))
    rows = count()
  }
  // The retention is applied at most once a minute: it is a day-scale bound, and the check costs a seek.
  let nextPrune = 0
  const pruneNow = () => {
    if (now() < nextPrune) return
    nextPrune = now() + 60_000
    prune()
  }

  // Turns go in together, in one transaction: its commit is most of a write's cost, so a batch of turns
  // costs little more than one.
  const recordMany = (turns: readonly TurnRecord[]) => {
    engine.transaction(() => {
      for (const turn of turns) engine.query(INSERT, ...toRow(turn))
      rows += turns.length
      if (rows > bounds.maxRows) {
        engine.query(
          'DELETE FROM turns WHERE id IN (SELECT id FROM turns ORDER BY at ASC, id ASC LIMIT ?)',
          rows - bounds.maxRows,
        )
        rows = bounds.maxRows
      }
    })
    pruneNow()
  }
  const recordNow = (turn: TurnRecord) => recordMany([turn])
  const healthNow = (): LogHealth => {
    pruneNow()
    return { rows, failures: 0, retentionDays: bounds.retentionDays }
  }

  return {
    recordNow,
    recordMany,
    healthNow,
    async record(turn) {
      recordNow(turn)
    },
    async list({ since, until, conversationId, limit }: TurnQuery) {
      pruneNow()
      const where = ['at >= ?']
      const params: (string | number)[] = [Math.max(since, keptSince(bounds, now()))]
      if (until !== undefined) {
        where.push('at < ?')
        params.push(until)
      }
      if (conversationId !== undefined) {
        where.push('conversation_id = ?')
        params.push(conversationId)
      }
      const rowsOut = engine.query(
        `SELECT * FROM turns WHERE ${where.join(' AND ')} ORDER BY at DESC, id DESC LIMIT ?`,
        ...params,
        limit ?? -1,
      )
      return rowsOut.map(fromRow)
    },
    async deleteConversation(id) {
      engine.query('DELETE FROM turns WHERE conversation_id = ?', id)
      rows = count()
    },
    async deleteAll() {
      engine.query('DELETE FROM turns')
      rows = 0
    },
    async health() {
      return healthNow()
    },
  }
}
