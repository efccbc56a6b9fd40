// The conversation log on SQLite, whichever SQLite runs it: Node's built-in node:sqlite (conversation-log.ts)
// and the Workers Durable Object's own storage (stores/durable-object/conversation-log-store.ts) both hand
// this a small synchronous engine, so one schema, one list of migrations and one set of rules serve both.
import {
  KEPT_BYTES,
  keepBytes,
  turnBytes,
  turnRecordSchema,
  type Refusal,
  type Tally,
  type TallyKind,
  type TurnRecord,
} from '@/core/insights'
import { digestOf, utcDay, type TurnDigest } from '@/core/owner-insights'
import {
  dayEnd,
  dayKeyBytes,
  dayKeyText,
  keptSince,
  logHealth,
  newDayKey,
  type ConversationLog,
  type Kept,
  type LogBounds,
  type LogHealth,
  type TurnQuery,
} from '../../insights/conversation-log'
import { LogHoldings } from '../../insights/log-holdings'

type Param = string | number | null

/** What a write hands the log: a turn to keep, or a refused question to count. */
export type LogEntry = { turn: TurnRecord } | { refusal: Refusal; at: number }

/** What each SQLite offers, reduced to what the log needs. */
export type SqlEngine = {
  /** Runs one statement; answers the rows it returns (none for a write). */
  query: (sql: string, ...params: Param[]) => Record<string, unknown>[]
  /** Runs `work` as one transaction. */
  transaction: <T>(work: () => T) => T
  /**
   * After something was deleted for good (a day's key, a conversation): whatever this SQLite can do so
   * that it is gone from its files too (Node's: a checkpoint that empties the write-ahead log).
   */
  erased?: () => void
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
  // Refused questions become day counts instead of turns; each turn has its network, its weight and its
  // digest (filled in by `backfill` below); a day's pseudonym key is kept for that day only. The owner's
  // pages of turns go by (at, id), and the digests are read from the index alone: a digest sits after
  // the question and the reply in its row, and reaching it there reads a long turn's overflow pages.
  `ALTER TABLE turns ADD COLUMN network TEXT NOT NULL DEFAULT '';
  ALTER TABLE turns ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE turns ADD COLUMN digest TEXT;
  DROP INDEX turns_at;
  CREATE INDEX turns_pages ON turns (at, id, digest);
  CREATE INDEX turns_network ON turns (network, at);
  CREATE TABLE tallies (
    day TEXT NOT NULL,
    kind TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, kind)
  ) STRICT;
  INSERT INTO tallies (day, kind, count)
    SELECT strftime('%Y-%m-%d', at / 1000, 'unixepoch'), outcome, count(*) FROM turns
    WHERE outcome IN ('visitor-limit', 'daily-cap', 'token-budget') GROUP BY 1, 2;
  DELETE FROM turns WHERE outcome IN ('visitor-limit', 'daily-cap', 'token-budget');
  UPDATE turns SET network = visitor;
  CREATE TABLE day_keys (day TEXT PRIMARY KEY, key TEXT NOT NULL) STRICT;`,
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
  'network',
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

const toRow = (turn: TurnRecord): Param[] => [
  turn.id,
  turn.at,
  turn.conversationId,
  turn.visitor,
  turn.network,
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
    network: row.network,
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

const INSERT = `INSERT OR REPLACE INTO turns (${COLUMNS.join(', ')}, bytes, digest) VALUES (${COLUMNS.map(() => '?').join(', ')}, ?, ?)`
const RECORD = COLUMNS.join(', ')

/** The WHERE clause and parameters of a query, in the newest-first order. */
function where({ since, until, conversationId, after }: TurnQuery, oldest: number) {
  const clauses = ['at >= ?']
  const params: Param[] = [Math.max(since, oldest)]
  if (until !== undefined) {
    clauses.push('at < ?')
    params.push(until)
  }
  if (conversationId !== undefined) {
    clauses.push('conversation_id = ?')
    params.push(conversationId)
  }
  if (after) {
    clauses.push('(at, id) < (?, ?)')
    params.push(after.at, after.id)
  }
  return { sql: clauses.join(' AND '), params }
}

/** The log over a migrated SQLite. Synchronous inside; the interface is async for the other stores. */
export function sqlConversationLog(
  engine: SqlEngine,
  bounds: LogBounds,
  now: () => number = Date.now,
): ConversationLog & {
  writeMany: (entries: readonly LogEntry[]) => (Kept | 'counted')[]
  healthNow: () => LogHealth
  /** Destroys the keys of days that are over; answers when the next one will be. */
  forgetDayKeys: () => number | undefined
} {
  migrate(engine)
  backfill(engine)
  const holdings = new LogHoldings(bounds, (network) => {
    const [row] = engine.query('SELECT min(at) AS at FROM turns WHERE network = ?', network)
    return row?.at === null || row?.at === undefined ? undefined : Number(row.at)
  })
  // Who holds how much, counted once here and kept up to date by every write and delete below.
  const recount = () => {
    holdings.clear()
    const groups = engine.query(
      'SELECT visitor, network, count(*) AS n, sum(bytes) AS b, min(at) AS at FROM turns GROUP BY visitor, network',
    )
    for (const { visitor, network, n, b, at } of groups) {
      holdings.add(
        { visitor: String(visitor), network: String(network), at: Number(at) },
        Number(b),
        Number(n),
      )
    }
  }
  recount()

  /** Deletes the turns a clause picks, and takes them off the holdings. */
  const deleteWhere = (clause: string, ...params: Param[]) => {
    const gone = engine.query(
      `SELECT visitor, network, bytes, at FROM turns WHERE ${clause}`,
      ...params,
    )
    if (!gone.length) return 0
    engine.query(`DELETE FROM turns WHERE ${clause}`, ...params)
    for (const { visitor, network, bytes, at } of gone) {
      holdings.remove(
        { visitor: String(visitor), network: String(network), at: Number(at) },
        Number(bytes),
      )
    }
    return gone.length
  }
  const tally = (kind: TallyKind, at: number) =>
    engine.query(
      'INSERT INTO tallies (day, kind, count) VALUES (?, ?, 1) ON CONFLICT (day, kind) DO UPDATE SET count = count + 1',
      utcDay(at),
      kind,
    )

  // The retention is applied at most once a minute: it is a day-scale bound, and the check costs a seek.
  let nextPrune = 0
  const prune = () => {
    if (now() < nextPrune) return
    nextPrune = now() + 60_000
    const since = keptSince(bounds, now())
    deleteWhere('at < ?', since)
    engine.query('DELETE FROM tallies WHERE day < ?', utcDay(since))
  }

  const keep = (turn: TurnRecord): Kept => {
    const bytes = turnBytes(turn)
    if (!holdings.admits(turn, bytes)) {
      tally('share-full', turn.at)
      return 'share-full'
    }
    engine.query(INSERT, ...toRow(turn), bytes, JSON.stringify(digestOf(turn)))
    holdings.add(turn, bytes)
    evict()
    return 'kept'
  }
  /** While the log is over its rows or bytes, the largest holder's oldest turns go (log-holdings.ts). */
  const evict = () => {
    for (let next = holdings.nextEviction(); next; next = holdings.nextEviction()) {
      const oldest = engine.query(
        'SELECT id FROM turns WHERE network = ? ORDER BY at, id LIMIT ?',
        next.network,
        next.count,
      )
      for (const { id } of oldest) deleteWhere('id = ?', String(id))
    }
  }
  // A log an older version kept, or one kept under larger bounds, is brought within these at once.
  engine.transaction(evict)

  // Turns and refusals go in together, in one transaction: its commit is most of a write's cost, so a
  // batch costs little more than one.
  const writeMany = (entries: readonly LogEntry[]) => {
    prune()
    try {
      return engine.transaction(() =>
        entries.map((entry) =>
          'turn' in entry ? keep(entry.turn) : (tally(entry.refusal, entry.at), 'counted' as const),
        ),
      )
    } catch (error) {
      // Rolled back: the holdings counted what is not there.
      recount()
      throw error
    }
  }
  const healthNow = (): LogHealth => {
    prune()
    return logHealth(bounds, holdings.rows, holdings.bytes)
  }
  const forgetDayKeys = () => {
    const today = utcDay(now())
    const over = engine.query('SELECT day FROM day_keys WHERE day < ?', today)
    if (over.length) {
      engine.query('DELETE FROM day_keys WHERE day < ?', today)
      engine.erased?.()
    }
    const [next] = engine.query('SELECT min(day) AS day FROM day_keys')
    return typeof next?.day === 'string' ? dayEnd(next.day) : undefined
  }
  const select = <T>(
    columns: string,
    query: TurnQuery,
    read: (row: Record<string, unknown>) => T,
  ) => {
    prune()
    const { sql, params } = where(query, keptSince(bounds, now()))
    return engine
      .query(
        `SELECT ${columns} FROM turns WHERE ${sql} ORDER BY at DESC, id DESC LIMIT ?`,
        ...params,
        query.limit ?? -1,
      )
      .map(read)
  }

  return {
    writeMany,
    healthNow,
    forgetDayKeys,
    async record(turn) {
      const [kept] = writeMany([{ turn }])
      return kept === 'share-full' ? kept : 'kept'
    },
    async countRefusal(refusal, at) {
      writeMany([{ refusal, at }])
    },
    async list(query) {
      return select(RECORD, query, fromRow)
    },
    async digests(query) {
      return select('digest', query, (row) => JSON.parse(String(row.digest)) as TurnDigest)
    },
    async tallies(since) {
      prune()
      return engine
        .query('SELECT day, kind, count FROM tallies WHERE day >= ? ORDER BY day', utcDay(since))
        .map((row): Tally => ({
          day: String(row.day),
          kind: row.kind as TallyKind,
          count: Number(row.count),
        }))
    },
    async deleteConversation(id) {
      if (deleteWhere('conversation_id = ?', id)) engine.erased?.()
    },
    async deleteAll() {
      engine.transaction(() => {
        engine.query('DELETE FROM turns')
        engine.query('DELETE FROM tallies')
      })
      holdings.clear()
      engine.erased?.()
    },
    async health() {
      return healthNow()
    },
    async dayKey(day) {
      forgetDayKeys()
      // A day that is over has no key any more: a late turn gets one no one else will ever have.
      if (day < utcDay(now())) return newDayKey()
      const [kept] = engine.query('SELECT key FROM day_keys WHERE day = ?', day)
      if (kept) return dayKeyBytes(String(kept.key))
      const key = newDayKey()
      engine.query('INSERT INTO day_keys (day, key) VALUES (?, ?)', day, dayKeyText(key))
      return key
    },
  }
}

/**
 * Fills in the weight and digest of turns an older version kept without them, a batch at a time, and
 * cuts their texts to today's byte caps (2,000 characters of CJK were 6 KB).
 */
function backfill(engine: SqlEngine) {
  for (;;) {
    const rows = engine.query(`SELECT ${RECORD} FROM turns WHERE digest IS NULL LIMIT 500`)
    if (!rows.length) return
    engine.transaction(() => {
      for (const row of rows) {
        const turn = fromRow({
          ...row,
          question: keepBytes(String(row.question), KEPT_BYTES.question),
          reply: keepBytes(String(row.reply), KEPT_BYTES.reply),
        })
        engine.query(
          'UPDATE turns SET question = ?, reply = ?, bytes = ?, digest = ? WHERE id = ?',
          turn.question,
          turn.reply,
          turnBytes(turn),
          JSON.stringify(digestOf(turn)),
          turn.id,
        )
      }
    })
  }
}
