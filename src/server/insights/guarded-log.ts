// The log as the app uses it: a write that fails or hangs is logged and counted, never thrown, so a
// store that is slow, full or down costs the visitor nothing; the owner's page sees the count in health().
import type { Logger } from '../logger'
import type { ConversationLog } from './conversation-log'

/** A write that takes longer than this is given up and counted as a failure. */
export const RECORD_TIMEOUT_MS = 2_000

export function guardedConversationLog(
  store: ConversationLog,
  log: Logger,
  timeoutMs = RECORD_TIMEOUT_MS,
): ConversationLog {
  let failures = 0
  return {
    async record(turn) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)
      })
      try {
        await Promise.race([store.record(turn), timeout])
      } catch (error) {
        failures += 1
        const detail = error instanceof Error ? error.message : String(error)
        log({ level: 'error', msg: 'conversation log: turn not kept', detail })
      } finally {
        if (timer !== undefined) clearTimeout(timer)
      }
    },
    list: (query) => store.list(query),
    deleteConversation: (id) => store.deleteConversation(id),
    deleteAll: () => store.deleteAll(),
    async health() {
      return { ...(await store.health()), failures }
    },
  }
}
