import { describe, expect, it } from 'vitest'
import {
  parseProxyTrust,
  peerIsTrusted,
  visitorAddress,
  visitorProto,
  type ProxyTrust,
} from './trusted-proxies'

const trust = (value: string) => parseProxyTrust(value) as ProxyTrust

describe('TRUST_PROXY', () => {
  it('parses none, true (one hop), a hop count and a list of addresses and ranges', () => {
    expect(trust('')).toEqual({ kind: 'none' })
    expect(trust('false')).toEqual({ kind: 'none' })
    expect(trust('true')).toEqual({ kind: 'hops', hops: 1 })
    expect(trust('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(trust('127.0.0.1, 10.0.0.0/8, fd00::/8')).toMatchObject({ kind: 'list' })
  })

  it('uses X-Forwarded-For only when the direct peer is a listed proxy', () => {
    const list = trust('127.0.0.1,10.0.0.0/8,fd00::/8')
    const xff = '198.51.100.1, 203.0.113.9'
    expect(visitorAddress(list, '127.0.0.1', xff)).toBe('203.0.113.9')
    expect(visitorAddress(list, '::ffff:127.0.0.1', xff)).toBe('203.0.113.9')
    expect(visitorAddress(list, '10.200.3.4', xff)).toBe('203.0.113.9')
    expect(visitorAddress(list, 'fd12::1', xff)).toBe('203.0.113.9')
    // A visitor who reaches the port directly picks no identity of their own.
    expect(visitorAddress(list, '192.0.2.50', xff)).toBe('192.0.2.50')
    expect(visitorAddress(list, '11.0.0.1', xff)).toBe('11.0.0.1')
    expect(peerIsTrusted(list, '192.0.2.50')).toBe(false)
    expect(peerIsTrusted(list, '10.0.0.1')).toBe(true)
  })

  it('behind two listed proxies, skips the inner proxy’s entry: visitors do not share its bucket', () => {
    const list = trust('127.0.0.1,10.0.0.0/8')
    expect(visitorAddress(list, '127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.1.1')).toBe('203.0.113.9')
    expect(visitorAddress(list, '127.0.0.1', '203.0.113.10, 10.1.1.1')).toBe('203.0.113.10')
  })

  it('with a hop count, takes the entry that many from the right', () => {
    expect(visitorAddress(trust('1'), '192.0.2.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9')
    expect(visitorAddress(trust('2'), '192.0.2.1', '6.6.6.6, 203.0.113.9, 198.51.100.7')).toBe(
      '203.0.113.9',
    )
    expect(visitorAddress(trust('3'), '192.0.2.1', '203.0.113.9')).toBeUndefined()
  })

  it('without TRUST_PROXY the peer is the visitor, whatever the header says', () => {
    expect(visitorAddress(trust('false'), '192.0.2.1', '203.0.113.9')).toBe('192.0.2.1')
    expect(peerIsTrusted(trust('false'), '127.0.0.1')).toBe(false)
  })

  it('reads TRUST_PROXY=true as one hop: the nearest proxy’s entry, never the left-most', () => {
    expect(visitorAddress(trust('true'), '192.0.2.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9')
    expect(visitorAddress(trust('true'), '192.0.2.1', '203.0.113.9')).toBe('203.0.113.9')
    // An empty entry where the proxy's should be is no address, not the peer's.
    expect(visitorAddress(trust('true'), '192.0.2.1', '6.6.6.6, ')).toBeUndefined()
  })

  it('takes X-Forwarded-Proto from the same hop as the address, or the only entry a proxy set', () => {
    // One proxy that appends: the visitor's own "https" in front of it counts for nothing.
    expect(visitorProto(trust('true'), '192.0.2.1', '6.6.6.6, 203.0.113.9', 'https, http')).toBe(
      'http',
    )
    // Two: the outer one ended TLS, the inner one reached us over plain HTTP.
    expect(
      visitorProto(trust('2'), '192.0.2.1', '203.0.113.9, 10.1.1.1', 'http, https, http'),
    ).toBe('https')
    const list = trust('127.0.0.1,10.0.0.0/8')
    expect(visitorProto(list, '127.0.0.1', '203.0.113.9, 10.1.1.1', 'https, http')).toBe('https')
    // Proxies that replace the header leave one entry, which is theirs.
    expect(visitorProto(trust('2'), '192.0.2.1', '203.0.113.9, 10.1.1.1', 'HTTPS')).toBe('https')
    expect(visitorProto(list, '192.0.2.50', '203.0.113.9', 'https')).toBeUndefined()
    expect(visitorProto(trust('false'), '127.0.0.1', '203.0.113.9', 'https')).toBeUndefined()
  })
})
