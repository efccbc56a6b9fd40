// The key the per-visitor chat limits count under. One IPv6 host owns a whole /64 (2^64 addresses), so
// IPv6 addresses count by their prefix; anything that is not an IP address shares one `unknown` bucket,
// so a forged or oversized value can neither pick a fresh identity nor grow the stores.

/** The bucket of every request whose address is missing or not an IP address. */
export const UNKNOWN_VISITOR = 'unknown'

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/** An IPv6 address as its eight groups, or undefined when it is not one (the URL parser checks it). */
function ipv6Groups(address: string): number[] | undefined {
  if (!address.includes(':') || address.length > 45 || /[^0-9a-f:.]/i.test(address))
    return undefined
  let host: string
  try {
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1) // compressed, lowercase, no dotted quad
  } catch {
    return undefined
  }
  const [head = '', tail] = host.split('::')
  const part = (text: string | undefined) =>
    text ? text.split(':').map((g) => parseInt(g, 16)) : []
  const left = part(head)
  const right = part(tail)
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0)
  const groups = [...left, ...zeros, ...right]
  return groups.length === 8 ? groups : undefined
}

/**
 * `address` as a limits key: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6 address as its
 * first `ipv6PrefixLength` bits (`2001:db8:1:2::/64`), anything else `unknown`.
 */
export function visitorKey(address: string | undefined, ipv6PrefixLength = 64): string {
  const candidate = address?.trim() ?? ''
  if (IPV4.test(candidate)) return candidate
  const groups = ipv6Groups(candidate)
  if (!groups) return UNKNOWN_VISITOR
  const [a, b, c, d, e, f, g = 0, h = 0] = groups
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`
  }
  const kept = groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, ipv6PrefixLength - index * 16))
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff
  })
  return `${kept.map((group) => group.toString(16)).join(':')}/${ipv6PrefixLength}`
}
