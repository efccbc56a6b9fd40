// The log as the app uses it: a write (with whatever leads to it, such as the day's pseudonym key) that
// fails or hangs is logged and counted, never thrown, so a store that is slow, full or down costs the
// visitor nothing; the owner's page sees the count in health().
import type { Logger } from '../logger'
import type { ConversationLog } from './conversation-log'

/** A write that takes longer than this is given up and counted as a failure. */
export const RECORD_TIMEOUT_MS = 2_000

export type GuardedConversationLog = ConversationLog & {
  /** Runs `work` within the deadline; on a failure or a timeout, logs and counts it, and answers undefined. */
  guard: <T>(work: () => Promise<T>) => Promise<T | undefined>
}

export function guardedConversationLog(
  store: ConversationLog,
  log: Logger,
  timeoutMs = RECORD_TIMEOUT_MS,
): GuardedConversationLog {
  let failures = 0
  return {
    ...store,
    async guard(work) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)
      })
      try {
        return await Promise.race([work(), timeout])
      } catch (error) {
        failures += 1
        const detail = error instanceof Error ? error.message : String(error)
        log({ level: 'error', msg: 'conversation log: turn not kept', detail })
        return undefined
      } finally {
        if (timer !== undefined) clearTimeout(timer)
      }
    },
    async health() {
      return { ...(await store.health()), failures }
    },
  }
}
