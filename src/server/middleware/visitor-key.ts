// The key the per-visitor chat limits count under. One IPv6 host owns a whole /64 (2^64 addresses), so
// IPv6 addresses count by their prefix; anything that is not an IP address shares one `unknown` bucket,
// so a forged or oversized value can neither pick a fresh identity nor grow the stores.
import { ipBytes } from '../ip'

/** The bucket of every request whose address is missing or not an IP address. */
export const UNKNOWN_VISITOR = 'unknown'

/**
 * `address` as a limits key: an IPv4 address as it is (IPv4-mapped IPv6 included), or its first
 * `ipv4PrefixLength` bits (`198.51.100.0/24`), an IPv6 address as its first `ipv6PrefixLength` bits
 * (`2001:db8:1:2::/64`), anything else `unknown`.
 */
export function visitorKey(
  address: string | undefined,
  ipv6PrefixLength = 64,
  ipv4PrefixLength = 32,
): string {
  const bytes = address === undefined ? undefined : ipBytes(address)
  if (!bytes) return UNKNOWN_VISITOR
  if (bytes.length === 4) {
    if (ipv4PrefixLength >= 32) return bytes.join('.')
    const masked = bytes.map((byte, index) => {
      const bits = Math.min(8, Math.max(0, ipv4PrefixLength - index * 8))
      return byte & (0xff << (8 - bits)) & 0xff
    })
    return `${masked.join('.')}/${ipv4PrefixLength}`
  }
  const groups = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => {
    const group = ((bytes[index * 2] ?? 0) << 8) | (bytes[index * 2 + 1] ?? 0)
    const bits = Math.min(16, Math.max(0, ipv6PrefixLength - index * 16))
    return group & (0xffff << (16 - bits)) & 0xffff
  })
  return `${groups.map((group) => group.toString(16)).join(':')}/${ipv6PrefixLength}`
}
