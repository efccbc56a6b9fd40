// The conversation log in this process's memory: for tests and the dev server's demo. It keeps the
// same bounds as the real stores, so what the owner's page shows from it is what a store would hold.
import type { ConversationLog, LogBounds, TurnQuery, TurnRecord } from './conversation-log'
import { keptSince } from './conversation-log'

export function memoryConversationLog(
  bounds: LogBounds,
  { now = Date.now }: { now?: () => number } = {},
): ConversationLog {
  // Oldest first, as turns arrive; the owner's reads turn it round.
  let turns: TurnRecord[] = []

  const prune = () => {
    const since = keptSince(bounds, now())
    turns = turns.filter((turn) => turn.at >= since)
    if (turns.length > bounds.maxRows) turns = turns.slice(turns.length - bounds.maxRows)
  }

  return {
    async record(turn) {
      // Turns arrive nearly in order; only one that finished after a later one moves.
      const last = turns.at(-1)
      turns.push(structuredClone(turn))
      if (last && last.at > turn.at) turns.sort((a, b) => a.at - b.at)
      prune()
    },
    async list({ since, until = Infinity, conversationId, limit = Infinity }: TurnQuery) {
      prune()
      return turns
        .filter(
          (turn) =>
            turn.at >= since &&
            turn.at < until &&
            (conversationId === undefined || turn.conversationId === conversationId),
        )
        .reverse()
        .slice(0, limit)
        .map((turn) => structuredClone(turn))
    },
    async deleteConversation(id) {
      turns = turns.filter((turn) => turn.conversationId !== id)
    },
    async deleteAll() {
      turns = []
    },
    async health() {
      prune()
      return { rows: turns.length, failures: 0, retentionDays: bounds.retentionDays }
    },
  }
}
