// The daily token budget: input plus output tokens of every answer in one UTC day, counted in a store
// every instance shares (memory, Redis, a Durable Object), as the question limits are. Before a question
// goes to the model it holds, in one atomic step, what it may cost at most (its estimated prompt and the
// longest reply); a question that would take the day past its budget is refused with the rate-limit
// text. Once the answer is over, the hold is released and what it really cost is counted. So any number
// of questions at once cannot pass the budget by more than one answer's estimate was short. A store that
// cannot answer refuses the question, so the owner's bill holds; tokens it could not count are kept here
// and counted once it answers again.
import { StoreDeadlineError } from '../deadline'
import type { Logger } from '../logger'

/** The UTC day a moment falls on, as the stores key it. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** The day's tokens as a store answers them: counted answers, and what questions under way hold. */
export type DayTokens = { spent: number; held: number }

/** Where the tokens of the day are counted; the day is a UTC date such as 2026-11-24. */
export type TokenStore = {
  /**
   * Holds `tokens` on `day` if spent, held and `tokens` together stay within `limit`, atomically;
   * answers whether it did and the day's spent and held tokens (with these, when it did).
   */
  reserve: (day: string, tokens: number, limit: number) => Promise<DayTokens & { ok: boolean }>
  /** Releases `held` of the day's held tokens (never below zero) and counts `spent`, atomically. */
  settle: (day: string, held: number, spent: number) => Promise<void>
}

/** One process's count, for a single instance; it keeps only the latest day. */
export function memoryTokenStore(): TokenStore {
  let current = { day: '', spent: 0, held: 0 }
  // A later day starts from nothing; an earlier day's settlement comes too late to matter.
  const onDay = (day: string) => {
    if (day > current.day) current = { day, spent: 0, held: 0 }
    return day === current.day ? current : undefined
  }
  return {
    reserve: async (day, tokens, limit) => {
      const today = onDay(day) ?? { spent: 0, held: 0 }
      const ok = today.spent + today.held + tokens <= limit
      if (ok) today.held += tokens
      return { ok, spent: today.spent, held: today.held }
    },
    settle: async (day, held, spent) => {
      const today = onDay(day)
      if (!today) return
      today.held = Math.max(0, today.held - held)
      today.spent += spent
    },
  }
}

/** What the chat route does with a question's tokens. */
export type Reservation =
  | {
      ok: true
      /** Counts what the answer cost and releases the hold; never rejects. */
      settle: (tokens: number) => Promise<void>
    }
  /** 429 once the day is spent; 503 when the store cannot answer. */
  | { ok: false; status: 429 | 503; code: 'rate_limited' | 'chat_failed' }

export type TokenBudget = {
  /** Holds `tokens` for one question on today's budget, or says why it is refused. */
  reserve: (tokens: number) => Promise<Reservation>
}

/** Tokens waiting to be counted, by day: at most this many days are kept (today and yesterday). */
const KEEP_UNCOUNTED_DAYS = 2

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
  // Settlements the store could not take, summed by day: one pair of numbers a day, so a store that is
  // away for hours costs no memory, and they are counted once it answers.
  const uncounted = new Map<string, DayTokens>()
  const keep = (day: string, { held, spent }: DayTokens) => {
    const before = uncounted.get(day) ?? { held: 0, spent: 0 }
    uncounted.set(day, { held: before.held + held, spent: before.spent + spent })
    for (const old of [...uncounted.keys()].sort().slice(0, -KEEP_UNCOUNTED_DAYS)) {
      log({ level: 'warn', msg: 'tokens never counted: their day is over', day: old })
      uncounted.delete(old)
    }
  }

  // A settlement whose store call failed is kept; one that missed its deadline is kept only if it then
  // fails, since a store that was only slow counts it when it gets to it.
  const settle = async (day: string, tokens: DayTokens) => {
    try {
      await store.settle(day, tokens.held, tokens.spent)
      return true
    } catch (error) {
      const late = error instanceof StoreDeadlineError ? (error.late as Promise<void>) : undefined
      const failed = () => {
        keep(day, tokens)
        log({
          level: 'error',
          msg: 'tokens not counted yet: kept until the budget store answers',
          tokens: tokens.spent,
          detail: error instanceof Error ? error.message : String(error),
        })
      }
      if (late) late.catch(failed)
      else failed()
      return false
    }
  }

  const countUncounted = async () => {
    for (const [day, tokens] of [...uncounted]) {
      uncounted.delete(day)
      if (!(await settle(day, tokens))) return
      log({
        level: 'info',
        msg: 'tokens counted once the budget store answered',
        tokens: tokens.spent,
      })
    }
  }

  return {
    reserve: async (tokens) => {
      const day = utcDay(now())
      let answer: DayTokens & { ok: boolean }
      try {
        await countUncounted()
        answer = await store.reserve(day, tokens, dailyTokens)
      } catch (error) {
        // A hold the store takes after the question was refused would never be released otherwise.
        if (error instanceof StoreDeadlineError) {
          void (error.late as Promise<DayTokens & { ok: boolean }>).then(
            (late) => late.ok && settle(day, { held: tokens, spent: 0 }),
            () => {},
          )
        }
        const detail = error instanceof Error ? error.message : String(error)
        log({ level: 'error', msg: 'token budget unavailable; question refused', detail })
        return { ok: false, status: 503, code: 'chat_failed' }
      }
      if (!answer.ok) {
        log({
          level: 'warn',
          msg: 'daily token budget spent; question refused',
          spent: answer.spent,
          held: answer.held,
          tokens,
          dailyTokens,
        })
        return { ok: false, status: 429, code: 'rate_limited' }
      }
      let settled = false
      return {
        ok: true,
        settle: async (spent) => {
          if (settled) return
          settled = true
          await settle(day, { held: tokens, spent })
        },
      }
    },
  }
}
