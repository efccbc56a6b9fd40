// The chat limits on Workers: counted in Durable Objects, one per visitor (their minute and their day),
// one for everyone's daily cap and one for the day's tokens. A Durable Object handles one call at a time
// and its SQLite storage answers synchronously, so a burst from any number of Workers isolates is
// counted exactly, and the tokens' holds never pass the budget.
import { DurableObject } from 'cloudflare:workers'
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter'
import type { LimitName, LimitStores } from '@/server/middleware/chat-limits'
import type { TokenStore } from '@/server/middleware/token-budget'

type Window = { totalHits: number; resetAt: number }
type DayTokens = { day: string; spent: number; held: number }

export class ChatLimitCounter extends DurableObject {
  /** Counts one hit in the named window, starting a new window when the last one is over. */
  async hit(window: LimitName, windowMs: number): Promise<Window> {
    const now = Date.now()
    const kv = this.ctx.storage.kv
    const current = kv.get<Window>(window)
    const next =
      current && current.resetAt > now
        ? { ...current, totalHits: current.totalHits + 1 }
        : { totalHits: 1, resetAt: now + windowMs }
    // Read and written synchronously: no other call can come in between.
    kv.put(window, next)
    // Forget this visitor once their longest window is over, so storage does not grow with visitors.
    const alarm = await this.ctx.storage.getAlarm()
    if (alarm === null || alarm < next.resetAt) await this.ctx.storage.setAlarm(next.resetAt)
    return next
  }

  /** The named window's count, without counting a hit; nothing once the window is over. */
  async peek(window: LimitName): Promise<Window | undefined> {
    const current = this.ctx.storage.kv.get<Window>(window)
    return current && current.resetAt > Date.now() ? current : undefined
  }

  /**
   * Holds `tokens` on `day` when spent, held and `tokens` stay within `limit`, starting again on a new
   * day; read and written with nothing between (the tokens object keeps only its latest day).
   */
  async reserveTokens(
    day: string,
    tokens: number,
    limit: number,
  ): Promise<{ ok: boolean; spent: number; held: number }> {
    const kv = this.ctx.storage.kv
    const today = this.#tokensOn(day) ?? { day, spent: 0, held: 0 }
    const ok = today.spent + today.held + tokens <= limit
    const next = ok ? { ...today, held: today.held + tokens } : today
    if (ok) kv.put('tokens', next)
    return { ok, spent: next.spent, held: next.held }
  }

  /** Releases `held` of the day's held tokens (never below zero) and counts `spent`. */
  async settleTokens(day: string, held: number, spent: number): Promise<void> {
    const today = this.#tokensOn(day)
    if (!today) return
    this.ctx.storage.kv.put('tokens', {
      day,
      held: Math.max(0, today.held - held),
      spent: today.spent + spent,
    })
  }

  // The day's record: a fresh one for a later day, none for a day already over.
  #tokensOn(day: string): DayTokens | undefined {
    // An older deploy's record has no holds.
    const current = this.ctx.storage.kv.get<Omit<DayTokens, 'held'> & { held?: number }>('tokens')
    if (!current || day > current.day) return { day, spent: 0, held: 0 }
    return current.day === day ? { day, spent: current.spent, held: current.held ?? 0 } : undefined
  }

  override async alarm() {
    await this.ctx.storage.deleteAll()
  }
}

/** A hono-rate-limiter store that counts in the Durable Objects above. */
class DurableObjectStore implements Store {
  #windowMs = 60_000

  constructor(
    private readonly counters: DurableObjectNamespace<ChatLimitCounter>,
    private readonly limit: LimitName,
  ) {}

  init(options: { windowMs: number }) {
    this.#windowMs = options.windowMs
  }

  #counter(key: string) {
    const name = this.limit === 'daily-cap' ? 'everyone' : `visitor:${key}`
    return this.counters.get(this.counters.idFromName(name))
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const window = await this.#counter(key).peek(this.limit)
    return window && { totalHits: window.totalHits, resetTime: new Date(window.resetAt) }
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { totalHits, resetAt } = await this.#counter(key).hit(this.limit, this.#windowMs)
    return { totalHits, resetTime: new Date(resetAt) }
  }

  // Never called: the limits count every question, refused or not.
  async decrement() {}
  async resetKey() {}
}

export function durableObjectLimitStores(
  counters: DurableObjectNamespace<ChatLimitCounter>,
): LimitStores {
  return (limit) => new DurableObjectStore(counters, limit)
}

/** The day's tokens, in one Durable Object of their own (it never sets the limits' alarm). */
export function durableObjectTokenStore(
  counters: DurableObjectNamespace<ChatLimitCounter>,
): TokenStore {
  const counter = () => counters.get(counters.idFromName('tokens'))
  return {
    reserve: (day, tokens, limit) => counter().reserveTokens(day, tokens, limit),
    settle: (day, held, spent) => counter().settleTokens(day, held, spent),
  }
}
