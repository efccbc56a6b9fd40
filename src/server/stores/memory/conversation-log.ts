// The conversation log in this process's memory: for tests and the dev server's demo. It keeps the
// same bounds and rules as the real stores, so what the owner's page shows from it is what a store
// would hold.
import { turnBytes, type Refusal, type Tally, type TallyKind } from '@/core/insights'
import { digestOf, utcDay } from '@/core/owner-insights'
import {
  dayEnd,
  isAfter,
  keptSince,
  logHealth,
  newDayKey,
  type ConversationLog,
  type LogBounds,
  type TurnQuery,
  type TurnRecord,
} from '../../insights/conversation-log'
import { LogHoldings } from '../../insights/log-holdings'

export function memoryConversationLog(
  bounds: LogBounds,
  { now = Date.now }: { now?: () => number } = {},
): ConversationLog {
  // Oldest first, as turns arrive; the owner's reads turn it round.
  let turns: { turn: TurnRecord; bytes: number }[] = []
  const holdings = new LogHoldings(
    bounds,
    (network) => turns.find(({ turn }) => turn.network === network)?.turn.at,
  )
  const tallies = new Map<string, Tally>()
  const dayKeys = new Map<string, Uint8Array>()

  const drop = (gone: (entry: { turn: TurnRecord }) => boolean) => {
    const dropped = turns.filter(gone)
    if (!dropped.length) return
    turns = turns.filter((entry) => !gone(entry))
    for (const { turn, bytes } of dropped) holdings.remove(turn, bytes)
  }
  const count = (kind: TallyKind, at: number) => {
    const day = utcDay(at)
    const tally = tallies.get(`${day} ${kind}`) ?? { day, kind, count: 0 }
    tally.count += 1
    tallies.set(`${day} ${kind}`, tally)
  }
  const prune = () => {
    const since = keptSince(bounds, now())
    if (turns[0] && turns[0].turn.at < since) drop(({ turn }) => turn.at < since)
    for (const [key, tally] of tallies) if (tally.day < utcDay(since)) tallies.delete(key)
  }
  const inRange = ({
    since,
    until = Infinity,
    conversationId,
    after,
    limit = Infinity,
  }: TurnQuery) =>
    turns
      .filter(
        ({ turn }) =>
          turn.at >= since &&
          turn.at < until &&
          (conversationId === undefined || turn.conversationId === conversationId),
      )
      .map(({ turn }) => turn)
      .reverse()
      .filter((turn) => isAfter(turn, after))
      .slice(0, limit)

  return {
    async record(turn) {
      prune()
      const bytes = turnBytes(turn)
      if (!holdings.admits(turn, bytes)) {
        count('share-full', turn.at)
        return 'share-full'
      }
      const last = turns.at(-1)
      turns.push({ turn: structuredClone(turn), bytes })
      holdings.add(turn, bytes)
      // Turns arrive nearly in order; only one that finished after a later one moves.
      if (last && last.turn.at > turn.at) turns.sort((a, b) => a.turn.at - b.turn.at)
      for (let next = holdings.nextEviction(); next; next = holdings.nextEviction()) {
        const { network, count: evicted } = next
        const oldest = new Set(
          turns.filter(({ turn }) => turn.network === network).slice(0, evicted),
        )
        drop((entry) => oldest.has(entry as (typeof turns)[number]))
      }
      return 'kept'
    },
    async countRefusal(refusal: Refusal, at: number) {
      count(refusal, at)
    },
    async list(query) {
      prune()
      return inRange(query).map((turn) => structuredClone(turn))
    },
    async digests(query) {
      prune()
      return inRange(query).map(digestOf)
    },
    async tallies(since) {
      prune()
      return [...tallies.values()]
        .filter((tally) => tally.day >= utcDay(since))
        .map((tally) => ({ ...tally }))
    },
    async deleteConversation(id) {
      drop(({ turn }) => turn.conversationId === id)
    },
    async deleteAll() {
      turns = []
      holdings.clear()
      tallies.clear()
    },
    async health() {
      prune()
      return logHealth(bounds, holdings.rows, holdings.bytes)
    },
    async dayKey(day) {
      for (const [kept] of dayKeys) if (dayEnd(kept) <= now()) dayKeys.delete(kept)
      // A day that is over has no key any more: a late turn gets one no one else will ever have.
      if (dayEnd(day) <= now()) return newDayKey()
      let key = dayKeys.get(day)
      if (!key) {
        key = newDayKey()
        dayKeys.set(day, key)
      }
      return key
    },
  }
}
