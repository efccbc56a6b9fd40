// The daily token budget: input plus output tokens of every answer in one UTC day, counted from each
// provider's usage report in a store every instance shares (memory, Redis, a Durable Object), as the
// question limits are. Once the day's budget is spent the chat refuses with the rate-limit text until
// the next UTC day; a store that cannot answer refuses too, so the owner's bill holds.
import type { MiddlewareHandler } from 'hono'
import { CHAT_ERROR_TEXTS } from '@/core/chat'
import { apiError } from '../errors'
import type { Logger } from './request-log'

/** Where the tokens of the day are counted; the day is a UTC date such as 2026-11-24. */
export type TokenStore = {
  /** The tokens counted on `day` so far. */
  spent: (day: string) => Promise<number>
  /** Counts `tokens` on `day`, atomically; answers the new total. */
  add: (day: string, tokens: number) => Promise<number>
}

/** The UTC day a moment falls on, as the stores key it. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** One process's count, for a single instance; it keeps only the current day. */
export function memoryTokenStore(): TokenStore {
  let current = { day: '', spent: 0 }
  return {
    spent: async (day) => (current.day === day ? current.spent : 0),
    add: async (day, tokens) => {
      if (current.day !== day) current = { day, spent: 0 }
      current.spent += tokens
      return current.spent
    },
  }
}

export type TokenBudget = {
  /** Lets a question through while the day's budget lasts; 429 with the rate-limit text after it. */
  admit: MiddlewareHandler
  /** Counts an answer's tokens on today's budget. */
  spend: (tokens: number) => Promise<void>
}

export function tokenBudget({
  dailyTokens,
  store,
  log,
  now = () => new Date(),
}: {
  dailyTokens: number
  store: TokenStore
  log: Logger
  now?: () => Date
}): TokenBudget {
  return {
    admit: async (c, next) => {
      let spent: number
      try {
        spent = await store.spent(utcDay(now()))
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error)
        log({ level: 'error', msg: 'token budget unavailable; question refused', detail })
        return apiError(c, 503, 'chat_failed', CHAT_ERROR_TEXTS.chat_failed)
      }
      if (spent >= dailyTokens) {
        log({
          level: 'warn',
          msg: 'daily token budget spent; question refused',
          spent,
          dailyTokens,
        })
        return apiError(c, 429, 'rate_limited', CHAT_ERROR_TEXTS.rate_limited)
      }
      await next()
    },
    spend: async (tokens) => {
      if (tokens <= 0) return
      try {
        await store.add(utcDay(now()), tokens)
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error)
        log({ level: 'error', msg: 'tokens not counted: the budget store failed', tokens, detail })
      }
    },
  }
}
