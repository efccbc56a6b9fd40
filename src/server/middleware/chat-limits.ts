import type { Context, MiddlewareHandler } from 'hono'
import { rateLimiter, type Store } from 'hono-rate-limiter'
import { CHAT_ERROR_TEXTS } from '@/core/chat'
import { apiError } from '../errors'
import { noteTurn } from '../insights/turn-notes'
import { UNKNOWN_VISITOR } from './visitor-key'
import type { Logger } from '../logger'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** The limits of the shared `unknown` bucket (requests without a valid address), at most the usual ones. */
export const UNKNOWN_LIMITS = { perMinute: 3, perDay: 20 }
/** The most visitors one limit remembers in memory (see CountingStore). */
export const MAX_VISITORS_IN_MEMORY = 10_000

export type ChatLimits = {
  /** Questions one visitor may ask per minute and per day. */
  perMinute: number
  perDay: number
  /**
   * Questions all the visitors of one network (an IPv6 /48 by default) may ask per day together: below
   * the cap, so that one network, which holds 65,536 /64s, cannot spend the whole day's cap.
   */
  perNetworkPerDay: number
  /** Questions all visitors together may send to Gemini per day: a ceiling on the owner's bill. */
  dailyCap: number
}

/**
 * A fixed-window counter that answers each increment with a snapshot of the count. The library's
 * MemoryStore answers with its live record instead, so in a burst every request reads the final
 * count and all of them are refused, the first ten included.
 */
export class CountingStore implements Store {
  #windowMs = 60_000
  #clients = new Map<string, { totalHits: number; resetTime: Date }>()
  #nextPrune = 0
  readonly #maxKeys: number

  /**
   * At most `maxKeys` visitors are remembered: past that, the one seen least recently is forgotten, so a
   * flood of addresses cannot grow memory (about 200 B a visitor: 10,000 keep it near 2 MB a limit).
   */
  constructor(maxKeys = MAX_VISITORS_IN_MEMORY) {
    this.#maxKeys = maxKeys
  }

  get size() {
    return this.#clients.size
  }

  init(options: { windowMs: number }) {
    this.#windowMs = options.windowMs
  }

  increment(key: string) {
    const now = Date.now()
    let client = this.#clients.get(key)
    if (!client || client.resetTime.getTime() <= now) {
      if (now >= this.#nextPrune) this.#prune(now)
      client = { totalHits: 0, resetTime: new Date(now + this.#windowMs) }
    }
    // A Map iterates in insertion order: re-inserting keeps the least recently seen visitor first.
    this.#clients.delete(key)
    this.#clients.set(key, client)
    if (this.#clients.size > this.#maxKeys) {
      const oldest = this.#clients.keys().next().value
      if (oldest !== undefined) this.#clients.delete(oldest)
    }
    client.totalHits += 1
    return { totalHits: client.totalHits, resetTime: client.resetTime }
  }

  /** The count so far, without counting a hit (the daily cap is read before anything is counted). */
  get(key: string) {
    const client = this.#clients.get(key)
    return client && client.resetTime.getTime() > Date.now() ? { ...client } : undefined
  }

  decrement(key: string) {
    const client = this.#clients.get(key)
    if (client && client.totalHits > 0) client.totalHits -= 1
  }

  resetKey(key: string) {
    this.#clients.delete(key)
  }

  // Forget visitors whose window is over, so memory stays bounded by the visitors of one window.
  #prune(now: number) {
    this.#nextPrune = now + this.#windowMs
    for (const [key, client] of this.#clients) {
      if (client.resetTime.getTime() <= now) this.#clients.delete(key)
    }
  }
}

/** Who the visitor is, for the per-visitor limits: their address (see app.ts). */
export type ClientKey = (c: Context) => string

/** The visitor's key (their address, an IPv6 /64) and their network's (an IPv6 /48: visitor-key.ts). */
export type ClientKeys = { visitor: ClientKey; network: ClientKey }

/** The four limits, each counted in a store of its own, and the owner's failed sign-ins (routes/owner.ts). */
export type LimitName = 'per-minute' | 'per-day' | 'per-network' | 'daily-cap' | 'owner-sign-in'

/**
 * Where the limits count: a store per limit. In memory by default (one process); hosts with several
 * instances pass shared ones (Redis for Node, a Durable Object on Workers), which must count atomically.
 */
export type LimitStores = (limit: LimitName) => Store

export const memoryLimitStores: LimitStores = () => new CountingStore()

/**
 * A store that cannot answer (Redis down, a Durable Object unreachable) must not let questions through:
 * the visitor gets the generic chat error, nothing reaches Gemini, and the owner's cap holds.
 */
function failClosed(limiter: MiddlewareHandler, log: Logger): MiddlewareHandler {
  return async (c, next) => {
    let admitted = false
    try {
      return await limiter(c, async () => {
        admitted = true
        await next()
      })
    } catch (error) {
      if (admitted) throw error // a failure further on is not the store's
      const detail = error instanceof Error ? error.message : String(error)
      log({ level: 'error', msg: 'chat limits unavailable; question refused', detail })
      return apiError(c, 503, 'chat_failed', CHAT_ERROR_TEXTS.chat_failed)
    }
  }
}

const skipWhen =
  (skip: (c: Context) => boolean, limiter: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    skip(c) ? next() : limiter(c, next)

/** The one key of the daily cap: everyone together. */
const EVERYONE = 'everyone'

/**
 * The abuse limits on asking the assistant, in the order they apply: a look at everyone's day, one
 * visitor's minute and day, their network's day, then everyone's day counted. Over a limit the answer is 429 with the
 * rate-limit text, and nothing reaches Gemini. Once the cap is spent, a question is refused before any
 * per-visitor count is made, so a flood of new addresses leaves nothing behind; and a visitor turned
 * away by their own limits never uses up the shared daily cap.
 */
export function chatLimits(
  limits: ChatLimits,
  { visitor: clientKey, network: networkKey }: ClientKeys,
  { stores = memoryLimitStores, log }: { stores?: LimitStores; log: Logger },
): MiddlewareHandler[] {
  // The conversation log counts which limit refused a question (a 429 without a note is the budget's).
  const tooMany =
    (refusal: 'visitor-limit' | 'daily-cap'): MiddlewareHandler =>
    async (c) => {
      noteTurn(c, { refusal })
      return apiError(c, 429, 'rate_limited', CHAT_ERROR_TEXTS.rate_limited)
    }
  // Everyone without a valid address shares one bucket, which gets a low limit of its own.
  const perVisitor = (limit: number, unknownLimit: number) => (c: Context) =>
    clientKey(c) === UNKNOWN_VISITOR ? Math.min(limit, unknownLimit) : limit
  const limiter = (
    name: LimitName,
    windowMs: number,
    limit: number | ((c: Context) => number),
    keyGenerator: ClientKey,
    store: Store = stores(name),
  ) =>
    failClosed(
      rateLimiter({
        windowMs,
        limit,
        keyGenerator,
        store,
        // Only the visitor's own minute: the day's counts, and the global cap's above all, would tell
        // anyone the site's traffic and when the cap runs out.
        standardHeaders: name === 'per-minute' ? 'draft-7' : false,
        handler: tooMany(name === 'daily-cap' ? 'daily-cap' : 'visitor-limit'),
      }),
      log,
    )
  const capStore = stores('daily-cap')
  const capSpent = failClosed(async (c, next) => {
    const today = await capStore.get?.(EVERYONE)
    // Each store answers nothing once the day's window is over.
    if (today && today.totalHits >= limits.dailyCap) return tooMany('daily-cap')(c, next)
    await next()
  }, log)
  return [
    capSpent,
    limiter(
      'per-minute',
      MINUTE,
      perVisitor(limits.perMinute, UNKNOWN_LIMITS.perMinute),
      clientKey,
    ),
    limiter('per-day', DAY, perVisitor(limits.perDay, UNKNOWN_LIMITS.perDay), clientKey),
    // A network of one visitor (an IPv4 address counted alone) is that visitor, already counted.
    skipWhen(
      (c) => networkKey(c) === clientKey(c),
      limiter('per-network', DAY, limits.perNetworkPerDay, networkKey),
    ),
    limiter('daily-cap', DAY, limits.dailyCap, () => EVERYONE, capStore),
  ]
}
