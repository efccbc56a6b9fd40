// IP addresses as bytes, and CIDR ranges: for the visitor keys and the trusted proxies.

export type Range = { bytes: number[]; bits: number }

/** An address as 4 (IPv4) or 16 (IPv6) bytes; IPv4-mapped IPv6 becomes IPv4. Undefined if not an IP. */
export function ipBytes(address: string): number[] | undefined {
  const text = address.trim()
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) {
    const parts = text.split('.').map(Number)
    return parts.every((part) => part <= 255) && !/(^|\.)0\d/.test(text) ? parts : undefined
  }
  if (!text.includes(':') || /[^0-9a-f:.]/i.test(text)) return undefined
  let host: string
  try {
    host = new URL(`http://[${text}]/`).hostname.slice(1, -1)
  } catch {
    return undefined
  }
  const [head = '', tail] = host.split('::')
  const groups = (part: string | undefined) =>
    part ? part.split(':').map((g) => parseInt(g, 16)) : []
  const left = groups(head)
  const right = groups(tail)
  const all = [
    ...left,
    ...new Array<number>(tail === undefined ? 0 : 8 - left.length - right.length).fill(0),
    ...right,
  ]
  if (all.length !== 8) return undefined
  const bytes = all.flatMap((group) => [group >> 8, group & 255])
  const mapped =
    bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 255 && bytes[11] === 255
  return mapped ? bytes.slice(12) : bytes
}

export function parseRange(entry: string): Range | undefined {
  const [address = '', prefix, extra] = entry.split('/')
  const bytes = ipBytes(address)
  if (!bytes || extra !== undefined) return undefined
  const max = bytes.length * 8
  const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN
  return bits >= 0 && bits <= max ? { bytes, bits } : undefined
}

export const inRange = (bytes: number[], { bytes: base, bits }: Range) =>
  bytes.length === base.length &&
  base.every((byte, index) => {
    const kept = Math.min(8, Math.max(0, bits - index * 8))
    const mask = (0xff << (8 - kept)) & 0xff
    return (byte & mask) === ((bytes[index] ?? 0) & mask)
  })
