// Which peers may speak for the visitor (X-Forwarded-For, X-Forwarded-Proto): TRUST_PROXY names them as
// addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8,fd00::/8`), as a hop count (`2`: two proxies in front,
// each appending one entry), or `true`, which is one hop: the nearest proxy's entry, never the left-most,
// which the visitor writes (Express reads `true` as the left-most; here that would let anyone pick their
// address).
import { inRange, ipBytes, parseRange, type Range } from './ip'

export type ProxyTrust =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; ranges: readonly Range[] }

/** TRUST_PROXY's text as a policy, or an error message for the config to report. */
export function parseProxyTrust(value: string): ProxyTrust | { error: string } {
  const text = value.trim().toLowerCase()
  if (text === '' || text === 'false') return { kind: 'none' }
  if (text === 'true') return { kind: 'hops', hops: 1 }
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
 * How many entries, counted from the right of X-Forwarded-For, trusted proxies wrote: the outermost
 * trusted proxy's is that far from the right. 0 when the peer is not trusted. With a list, every entry
 * that is itself a listed proxy is walked past; entries further left come from the visitor and could be
 * forged.
 */
function trustedHops(trust: ProxyTrust, peer: string | undefined, entries: readonly string[]) {
  if (!peerIsTrusted(trust, peer)) return 0
  if (trust.kind === 'hops') return trust.hops
  let hops = 1
  while (hops < entries.length && peerIsTrusted(trust, entries.at(-hops))) hops += 1
  return hops
}

const headerEntries = (value: string | undefined) =>
  value ? value.split(',').map((entry) => entry.trim()) : []

/**
 * The visitor's address: the peer itself, or, when the peer is trusted, the X-Forwarded-For entry that
 * the outermost trusted proxy appended. Undefined when a trusted chain is shorter than it should be.
 */
export function visitorAddress(
  trust: ProxyTrust,
  peer: string | undefined,
  forwardedFor: string | undefined,
): string | undefined {
  if (!peer && trust.kind === 'list') return undefined
  const entries = headerEntries(forwardedFor)
  const hops = trustedHops(trust, peer, entries)
  if (hops === 0 || entries.length === 0) return peer
  return entries.at(-hops) || undefined
}

/**
 * The scheme the visitor used, as the outermost trusted proxy said it in X-Forwarded-Proto: the entry as
 * far from the right as the visitor's X-Forwarded-For entry, or the only one where the proxies replace
 * the header instead of appending to it. Undefined when the peer is not trusted.
 */
export function visitorProto(
  trust: ProxyTrust,
  peer: string | undefined,
  forwardedFor: string | undefined,
  forwardedProto: string | undefined,
): string | undefined {
  const entries = headerEntries(forwardedProto)
  const hops = trustedHops(trust, peer, headerEntries(forwardedFor))
  if (hops === 0 || entries.length === 0) return undefined
  return (entries.at(-hops) ?? entries[0])?.toLowerCase()
}
