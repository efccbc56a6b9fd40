// The conversation log on Workers: one Durable Object with its own SQLite storage, through the same
// schema and migrations as Node's file (insights/sql-log.ts). Chosen over D1 because the app already
// deploys a Durable Object: the log needs no database to create or bind by id, so `wrangler deploy`
// stays one command, and `wrangler dev` runs it offline. One object holds the whole log; a portfolio's
// turns are a few a minute, far below what one object serves.
import { DurableObject } from 'cloudflare:workers'
import type { TurnRecord } from '@/core/insights'
import type {
  ConversationLog,
  LogBounds,
  LogHealth,
  TurnQuery,
} from '@/server/insights/conversation-log'
import { sqlConversationLog, type SqlEngine } from '@/server/insights/sql-log'

export class ConversationLogStore extends DurableObject {
  #logs = new Map<string, ReturnType<typeof sqlConversationLog>>()

  /** The log with these bounds (the worker passes the configuration's on every call). */
  #log(bounds: LogBounds) {
    const key = `${bounds.retentionDays}:${bounds.maxRows}`
    let log = this.#logs.get(key)
    if (!log) {
      const storage = this.ctx.storage
      const engine: SqlEngine = {
        query: (sql, ...params) =>
          storage.sql.exec(sql, ...params).toArray() as Record<string, unknown>[],
        transaction: (work) => storage.transactionSync(work),
      }
      log = sqlConversationLog(engine, bounds)
      this.#logs.set(key, log)
    }
    return log
  }

  async record(turn: TurnRecord, bounds: LogBounds): Promise<void> {
    this.#log(bounds).recordNow(turn)
  }

  async list(query: TurnQuery, bounds: LogBounds): Promise<TurnRecord[]> {
    return this.#log(bounds).list(query)
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
}

/** The log as the app sees it, through the binding to the one object that holds it. */
export function durableObjectConversationLog(
  namespace: DurableObjectNamespace<ConversationLogStore>,
  bounds: LogBounds,
): ConversationLog {
  const store = () => namespace.get(namespace.idFromName('conversation-log'))
  return {
    record: async (turn) => store().record(turn, bounds),
    list: async (query) => store().list(query, bounds),
    deleteConversation: async (id) => store().deleteConversation(id, bounds),
    deleteAll: async () => store().deleteAll(bounds),
    health: async () => store().health(bounds),
  }
}
