// The conversation log on Workers: one Durable Object with its own SQLite storage, through the same
// schema, migrations and rules as Node's file (stores/sqlite/sql-log.ts). Chosen over D1 because the app
// already deploys a Durable Object: the log needs no database to create or bind by id, so `wrangler
// deploy` stays one command, and `wrangler dev` runs it offline. One object holds the whole log; a
// portfolio's turns are a few a minute, far below what one object serves.
import { DurableObject } from 'cloudflare:workers'
import type { Refusal, Tally, TurnRecord } from '@/core/insights'
import type { TurnDigest } from '@/core/owner-insights'
import type {
  ConversationLog,
  Kept,
  LogBounds,
  LogHealth,
  TurnQuery,
} from '@/server/insights/conversation-log'
import { sqlConversationLog, type SqlEngine } from '@/server/stores/sqlite/sql-log'

export class ConversationLogStore extends DurableObject {
  #logs = new Map<string, ReturnType<typeof sqlConversationLog>>()

  /** The object's clock (the tests' own object moves it). */
  protected now() {
    return Date.now()
  }

  /** The log with these bounds (the worker passes the configuration's on every call). */
  #log(bounds: LogBounds) {
    const key = `${bounds.retentionDays}:${bounds.maxRows}:${bounds.maxBytes}`
    let log = this.#logs.get(key)
    if (!log) {
      const storage = this.ctx.storage
      const engine: SqlEngine = {
        query: (sql, ...params) =>
          storage.sql.exec(sql, ...params).toArray() as Record<string, unknown>[],
        transaction: (work) => storage.transactionSync(work),
      }
      log = sqlConversationLog(engine, bounds, () => this.now())
      this.#logs.set(key, log)
    }
    return log
  }

  async record(turn: TurnRecord, bounds: LogBounds): Promise<Kept> {
    return this.#log(bounds).record(turn)
  }

  async countRefusal(refusal: Refusal, at: number, bounds: LogBounds): Promise<void> {
    await this.#log(bounds).countRefusal(refusal, at)
  }

  async list(query: TurnQuery, bounds: LogBounds): Promise<TurnRecord[]> {
    return this.#log(bounds).list(query)
  }

  async digests(query: TurnQuery, bounds: LogBounds): Promise<TurnDigest[]> {
    return this.#log(bounds).digests(query)
  }

  async tallies(since: number, bounds: LogBounds): Promise<Tally[]> {
    return this.#log(bounds).tallies(since)
  }

  async deleteConversation(id: string, bounds: LogBounds): Promise<void> {
    await this.#log(bounds).deleteConversation(id)
  }

  async deleteAll(bounds: LogBounds): Promise<void> {
    await this.#log(bounds).deleteAll()
  }

  async health(bounds: LogBounds): Promise<LogHealth> {
    return this.#log(bounds).healthNow()
  }

  async dayKey(day: string, bounds: LogBounds): Promise<Uint8Array> {
    const log = this.#log(bounds)
    const key = await log.dayKey(day)
    // The day's key goes when the day is over, whether or not a visitor comes then.
    const next = log.forgetDayKeys()
    if (next !== undefined) await this.ctx.storage.setAlarm(next)
    return key
  }

  override async alarm() {
    const next = [...this.#logs.values()][0]?.forgetDayKeys() ?? this.#forgetWithoutBounds()
    if (next !== undefined) await this.ctx.storage.setAlarm(next)
  }

  // After a restart the object knows no bounds yet; the keys table is the same whatever they are.
  #forgetWithoutBounds() {
    const today = new Date(this.now()).toISOString().slice(0, 10)
    this.ctx.storage.sql.exec('DELETE FROM day_keys WHERE day < ?', today)
    return undefined
  }
}

/** The log as the app sees it, through the binding to the one object that holds it. */
export function durableObjectConversationLog(
  namespace: DurableObjectNamespace<ConversationLogStore>,
  bounds: LogBounds,
): ConversationLog {
  const store = () => namespace.get(namespace.idFromName('conversation-log'))
  return {
    record: async (turn) => store().record(turn, bounds),
    countRefusal: async (refusal, at) => store().countRefusal(refusal, at, bounds),
    list: async (query) => store().list(query, bounds),
    digests: async (query) => store().digests(query, bounds),
    tallies: async (since) => store().tallies(since, bounds),
    deleteConversation: async (id) => store().deleteConversation(id, bounds),
    deleteAll: async () => store().deleteAll(bounds),
    health: async () => store().health(bounds),
    dayKey: async (day) => store().dayKey(day, bounds),
  }
}
