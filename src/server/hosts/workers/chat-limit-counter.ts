// The chat limits on Workers: counted in Durable Objects, one per visitor (their minute and their day),
// one for everyone's daily cap and one for the day's tokens. A Durable Object handles one call at a time and its SQLite storage
// answers synchronously, so a burst from any number of Workers isolates is counted exactly.
import { DurableObject } from 'cloudflare:workers'
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter'
import type { LimitName, LimitStores } from '@/server/middleware/chat-limits'
import type { TokenStore } from '@/server/middleware/token-budget'

type Window = { totalHits: number; resetAt: number }
type DayTokens = { day: string; spent: number }

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

  /** The tokens counted on `day` (the tokens object keeps only its latest day). */
  async tokens(day: string): Promise<number> {
    const current = this.ctx.storage.kv.get<DayTokens>('tokens')
    return current?.day === day ? current.spent : 0
  }

  /** Counts `tokens` on `day`, starting again on a new day; read and written with nothing between. */
  async addTokens(day: string, tokens: number): Promise<number> {
    const kv = this.ctx.storage.kv
    const current = kv.get<DayTokens>('tokens')
    const next = { day, spent: (current?.day === day ? current.spent : 0) + tokens }
    kv.put('tokens', next)
    return next.spent
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
    spent: (day) => counter().tokens(day),
    add: (day, tokens) => counter().addTokens(day, tokens),
  }
}
