// The owner's sessions and failed sign-ins on Workers (services/owner-access.ts): in Durable Objects,
// so every isolate sees one sign-out and one backoff. One object holds the sessions; each address's
// failures are an object of their own, which forgets itself (an alarm) once its run is forgotten, so
// attempts from many addresses never pile up in one place.
import { DurableObject } from 'cloudflare:workers'
import {
  MAX_SESSIONS,
  type FailedAttempts,
  type OwnerAccessStore,
} from '@/server/services/owner-access'

type Run = FailedAttempts & { forgetAt: number }

export class OwnerAccess extends DurableObject {
  // Read and written synchronously: no other call comes in between.
  #sessions() {
    return new Map([...this.ctx.storage.kv.list<number>({ prefix: 'session:' })])
  }

  async openSession(id: string, expiresAt: number): Promise<void> {
    const kv = this.ctx.storage.kv
    const open = [...this.#sessions()].sort((a, b) => a[1] - b[1])
    for (const [key, expiry] of open) if (expiry <= Date.now()) kv.delete(key)
    const live = open.filter(([, expiry]) => expiry > Date.now())
    for (const [key] of live.slice(0, Math.max(0, live.length - MAX_SESSIONS + 1))) kv.delete(key)
    kv.put(`session:${id}`, expiresAt)
  }

  async sessionOpen(id: string): Promise<boolean> {
    return (this.ctx.storage.kv.get<number>(`session:${id}`) ?? 0) > Date.now()
  }

  async closeSession(id: string): Promise<void> {
    this.ctx.storage.kv.delete(`session:${id}`)
  }

  async closeAllSessions(): Promise<void> {
    for (const key of this.#sessions().keys()) this.ctx.storage.kv.delete(key)
  }

  async failedAttempts(): Promise<FailedAttempts | undefined> {
    const run = this.ctx.storage.kv.get<Run>('run')
    return run && run.forgetAt > Date.now()
      ? { failures: run.failures, lastAt: run.lastAt }
      : undefined
  }

  async countFailure(at: number, forgetMs: number): Promise<FailedAttempts> {
    const run = await this.failedAttempts()
    const next = { failures: (run?.failures ?? 0) + 1, lastAt: at }
    this.ctx.storage.kv.put('run', { ...next, forgetAt: at + forgetMs })
    await this.ctx.storage.setAlarm(at + forgetMs)
    return next
  }

  override async alarm() {
    await this.ctx.storage.deleteAll()
  }
}

/** The store as the app sees it, through the binding. */
export function durableObjectOwnerAccess(
  namespace: DurableObjectNamespace<OwnerAccess>,
): OwnerAccessStore {
  const sessions = () => namespace.get(namespace.idFromName('sessions'))
  const address = (key: string) => namespace.get(namespace.idFromName(`sign-in:${key}`))
  return {
    openSession: async (id, expiresAt) => sessions().openSession(id, expiresAt),
    sessionOpen: async (id) => sessions().sessionOpen(id),
    closeSession: async (id) => sessions().closeSession(id),
    closeAllSessions: async () => sessions().closeAllSessions(),
    failedAttempts: async (key) => address(key).failedAttempts(),
    countFailure: async (key, at, forgetMs) => address(key).countFailure(at, forgetMs),
  }
}
