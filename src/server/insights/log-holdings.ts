// Who holds how much of the conversation log, and so what it keeps and what gives way: the rows and bytes
// of each visitor's and each network's turns, counted by their day pseudonyms (so a share is a day's).
// The memory and SQL drivers keep these counts beside their turns; the Redis driver keeps the same in
// Redis, by the same rules (stores/redis/conversation-log.ts).
import type { TurnRecord } from '@/core/insights'
import type { LogBounds } from './conversation-log'

/**
 * One visitor's, and one network's, share of the log a day: a turn past either is counted and not kept,
 * so no one visitor or network can write the log full (by default 400 and 2,000 turns, 0.6 and 3.2 MB).
 */
export const LOG_SHARES = { visitor: 0.02, network: 0.1 } as const
/** A share is never smaller than this many turns of a usual size, however small the log. */
const AT_LEAST = { visitor: 10, network: 20 } as const
const USUAL_TURN_BYTES = 2048

export type Holding = { rows: number; bytes: number }

/** The rows and bytes each visitor and each network may hold, for these bounds. */
export function logShares(bounds: LogBounds): Record<keyof typeof LOG_SHARES, Holding> {
  const share = (who: keyof typeof LOG_SHARES) => ({
    rows: Math.max(AT_LEAST[who], Math.floor(bounds.maxRows * LOG_SHARES[who])),
    bytes: Math.max(
      AT_LEAST[who] * USUAL_TURN_BYTES,
      Math.floor(bounds.maxBytes * LOG_SHARES[who]),
    ),
  })
  return { visitor: share('visitor'), network: share('network') }
}

type Holder = Pick<TurnRecord, 'visitor' | 'network' | 'at'>
type NetworkHolding = Holding & { oldest: number }

/**
 * The counts, and the rules they decide. `oldestOf` answers when a network's oldest turn is (undefined
 * once it has none): the store asks itself, since only it knows which turn comes next after one goes.
 */
export class LogHoldings {
  rows = 0
  bytes = 0
  readonly #visitors = new Map<string, Holding>()
  readonly #networks = new Map<string, NetworkHolding>()
  readonly #shares: ReturnType<typeof logShares>

  constructor(
    readonly bounds: LogBounds,
    private readonly oldestOf: (network: string) => number | undefined,
  ) {
    this.#shares = logShares(bounds)
  }

  /** Whether a turn of `bytes` fits its visitor's and its network's shares of the day. */
  admits({ visitor, network }: Holder, bytes: number): boolean {
    const fits = (holding: Holding | undefined, share: Holding) =>
      (holding?.rows ?? 0) + 1 <= share.rows && (holding?.bytes ?? 0) + bytes <= share.bytes
    return (
      fits(this.#visitors.get(visitor), this.#shares.visitor) &&
      fits(this.#networks.get(network), this.#shares.network)
    )
  }

  /** Counts `rows` turns of these holders weighing `bytes` in all, the oldest of them at `at`. */
  add({ visitor, network, at }: Holder, bytes: number, rows = 1) {
    this.rows += rows
    this.bytes += bytes
    const ofVisitor = this.#visitors.get(visitor) ?? { rows: 0, bytes: 0 }
    ofVisitor.rows += rows
    ofVisitor.bytes += bytes
    this.#visitors.set(visitor, ofVisitor)
    const ofNetwork = this.#networks.get(network) ?? { rows: 0, bytes: 0, oldest: at }
    ofNetwork.rows += rows
    ofNetwork.bytes += bytes
    ofNetwork.oldest = Math.min(ofNetwork.oldest, at)
    this.#networks.set(network, ofNetwork)
  }

  /** Takes a turn that is gone off the counts (call it once the store no longer holds it). */
  remove({ visitor, network, at }: Holder, bytes: number) {
    this.rows -= 1
    this.bytes -= bytes
    const ofVisitor = this.#visitors.get(visitor)
    if (ofVisitor) {
      ofVisitor.rows -= 1
      ofVisitor.bytes -= bytes
      if (ofVisitor.rows <= 0) this.#visitors.delete(visitor)
    }
    const ofNetwork = this.#networks.get(network)
    if (!ofNetwork) return
    ofNetwork.rows -= 1
    ofNetwork.bytes -= bytes
    if (ofNetwork.rows <= 0) this.#networks.delete(network)
    else if (at <= ofNetwork.oldest) ofNetwork.oldest = this.oldestOf(network) ?? at
  }

  clear() {
    this.rows = 0
    this.bytes = 0
    this.#visitors.clear()
    this.#networks.clear()
  }

  /**
   * While the log is over its rows or its bytes: the network whose oldest turns go next (the one that
   * holds the most of what is over; among equals, the one whose oldest turn is the oldest), and how many
   * may go before another network holds as much. So a full log gives way by its largest holders: a flood
   * from one network pushes out its own turns once it holds the most, and when every network holds as
   * much, the oldest turn goes, as it did before networks were counted.
   */
  nextEviction(): { network: string; count: number } | undefined {
    const measure =
      this.rows > this.bounds.maxRows ? 'rows' : this.bytes > this.bounds.maxBytes ? 'bytes' : null
    if (!measure) return undefined
    let top: [string, NetworkHolding] | undefined
    let second = 0
    for (const entry of this.#networks) {
      const [, holding] = entry
      const ahead =
        !top ||
        holding[measure] > top[1][measure] ||
        (holding[measure] === top[1][measure] && holding.oldest < top[1].oldest)
      if (ahead) {
        second = top?.[1][measure] ?? 0
        top = entry
      } else second = Math.max(second, holding[measure])
    }
    if (!top) return undefined
    const [network, holding] = top
    const count =
      measure === 'rows'
        ? Math.min(this.rows - this.bounds.maxRows, holding.rows - second + 1)
        : Math.ceil((this.bytes - this.bounds.maxBytes) / (holding.bytes / holding.rows))
    return { network, count: Math.max(1, Math.min(count, holding.rows)) }
  }
}
