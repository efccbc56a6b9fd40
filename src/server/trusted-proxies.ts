// Which peers may speak for the visitor (X-Forwarded-For, X-Forwarded-Proto): TRUST_PROXY names them as
// addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8,fd00::/8`), as a hop count (`2`: two proxies in front,
// each appending one entry), or `true` (the old setting: any peer, the last entry is the visitor).
import { inRange, ipBytes, parseRange, type Range } from './ip'

export type ProxyTrust =
  | { kind: 'none' }
  | { kind: 'any' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; ranges: readonly Range[] }

/** TRUST_PROXY's text as a policy, or an error message for the config to report. */
export function parseProxyTrust(value: string): ProxyTrust | { error: string } {
  const text = value.trim().toLowerCase()
  if (text === '' || text === 'false') return { kind: 'none' }
  if (text === 'true') return { kind: 'any' }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops >= 1 && hops <= 10
      ? { kind: 'hops', hops }
      : { error: 'must be a hop count from 1 to 10' }
  }
  const ranges: Range[] = []
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const range = parseRange(entry)
    if (!range)
      return { error: `names "${entry.slice(0, 60)}", which is not an IP address or CIDR range` }
    ranges.push(range)
  }
  return { kind: 'list', ranges }
}

/** Whether the direct peer is a proxy whose forwarded headers count. */
export function peerIsTrusted(trust: ProxyTrust, peer: string | undefined): boolean {
  if (trust.kind === 'none') return false
  if (trust.kind !== 'list') return true
  const bytes = peer === undefined ? undefined : ipBytes(peer)
  return bytes !== undefined && trust.ranges.some((range) => inRange(bytes, range))
}

/**
 * The visitor's address: the peer itself, or, when the peer is trusted, the X-Forwarded-For entry that
 * the outermost trusted proxy appended. Entries further left come from the visitor and could be forged.
 */
export function visitorAddress(
  trust: ProxyTrust,
  peer: string | undefined,
  forwardedFor: string | undefined,
): string | undefined {
  if (!peer && trust.kind === 'list') return undefined
  if (!peerIsTrusted(trust, peer) || !forwardedFor) return peer
  const entries = forwardedFor.split(',').map((entry) => entry.trim())
  if (trust.kind === 'any') return entries.at(-1) || peer
  if (trust.kind === 'hops') return entries.at(-trust.hops) // fewer entries than hops: unknown
  // A list: walk left past every entry that is itself a trusted proxy.
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index] ?? ''
    if (!peerIsTrusted(trust, entry)) return entry
  }
  return entries[0]
}
