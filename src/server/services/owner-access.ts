// Who may use the owner's area, kept where every instance sees it: the open sessions (so signing out ends
// a session on every instance, not only in one browser) and each address's failed attempts at the token
// (so the backoff holds across instances). In memory for one process; Redis (stores/redis/connect.ts) and a
// Durable Object (stores/durable-object/owner-access.ts) where instances are many.
// tests/fixtures/owner-access-contract.ts is what every driver must do.

/** A run of failed attempts from one address: how many, and when the last was. */
export type FailedAttempts = { failures: number; lastAt: number }

export interface OwnerAccessStore {
  /** Opens a session, open until `expiresAt` unless it is closed first. */
  openSession(id: string, expiresAt: number): Promise<void>
  /** Whether the session is open: opened, not closed, and its expiry not passed. */
  sessionOpen(id: string): Promise<boolean>
  closeSession(id: string): Promise<void>
  /** Closes every session ("sign out everywhere"). */
  closeAllSessions(): Promise<void>
  /** The run of failures of `key`, if it has one that is not yet forgotten. */
  failedAttempts(key: string): Promise<FailedAttempts | undefined>
  /**
   * Counts a failure of `key` at `at`; the run is forgotten `forgetMs` after its last failure. Answers
   * the run with this failure counted.
   */
  countFailure(key: string, at: number, forgetMs: number): Promise<FailedAttempts>
}

/** The most sessions kept open at once: the oldest is closed past it (one owner, a few browsers). */
export const MAX_SESSIONS = 50
/** The most addresses whose failures are remembered in memory; the oldest is forgotten past it. */
const MAX_ADDRESSES = 10_000

/** The store in this process's memory: one instance, the dev server and the tests. */
export function memoryOwnerAccess(now: () => number = Date.now): OwnerAccessStore {
  const sessions = new Map<string, number>()
  const failures = new Map<string, FailedAttempts & { forgetAt: number }>()
  return {
    async openSession(id, expiresAt) {
      for (const [open, expiry] of sessions) if (expiry <= now()) sessions.delete(open)
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string)
      sessions.set(id, expiresAt)
    },
    async sessionOpen(id) {
      return (sessions.get(id) ?? 0) > now()
    },
    async closeSession(id) {
      sessions.delete(id)
    },
    async closeAllSessions() {
      sessions.clear()
    },
    async failedAttempts(key) {
      const run = failures.get(key)
      if (!run || run.forgetAt <= now()) return undefined
      return { failures: run.failures, lastAt: run.lastAt }
    },
    async countFailure(key, at, forgetMs) {
      const run = await this.failedAttempts(key)
      const next = { failures: (run?.failures ?? 0) + 1, lastAt: at }
      // Re-inserted, so the address failing least recently is the first to be forgotten.
      failures.delete(key)
      failures.set(key, { ...next, forgetAt: at + forgetMs })
      if (failures.size > MAX_ADDRESSES) failures.delete(failures.keys().next().value as string)
      return next
    },
  }
}
