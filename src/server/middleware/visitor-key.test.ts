import { describe, expect, it } from 'vitest'
import { UNKNOWN_VISITOR, visitorKey } from './visitor-key'

describe('visitorKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 198.51.100.1 ', '198.51.100.1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
  ])('keeps an IPv4 address as it is: %s', (address, key) => {
    expect(visitorKey(address)).toBe(key)
  })

  it('counts an IPv6 host by its /64: every address in it is one visitor', () => {
    const keys = new Set(
      [
        '2001:db8:1:2::1',
        '2001:db8:1:2:ffff:ffff:ffff:ffff',
        '2001:DB8:1:2:0:0:0:abc',
        '2001:0db8:0001:0002::9',
      ].map((address) => visitorKey(address)),
    )
    expect([...keys]).toEqual(['2001:db8:1:2:0:0:0:0/64'])
    expect(visitorKey('2001:db8:1:3::1')).not.toBe(visitorKey('2001:db8:1:2::1'))
  })

  it('takes another prefix length when configured', () => {
    expect(visitorKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48')
    expect(visitorKey('2001:db8:1:2::1', 56)).toBe(visitorKey('2001:db8:1:ff::1', 56))
    expect(visitorKey('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2:0:0:0:1/128')
    expect(visitorKey('2001:db8:1:2::1', 60)).toBe('2001:db8:1:0:0:0:0:0/60')
  })

  it('counts an IPv4 address by a prefix when asked, for the per-network limit', () => {
    expect(visitorKey('198.51.100.77', 48, 24)).toBe('198.51.100.0/24')
    expect(visitorKey('::ffff:198.51.100.77', 48, 24)).toBe('198.51.100.0/24')
    expect(visitorKey('198.51.100.77', 48, 20)).toBe('198.51.96.0/20')
    expect(visitorKey('198.51.100.77', 48, 32)).toBe('198.51.100.77')
  })

  it.each([
    undefined,
    '',
    'unknown',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4, 5.6.7.8',
    'x'.repeat(16_000),
    '2001:db8::1::2',
    'fe80::1%eth0',
    '[::1]',
    'localhost',
  ])('puts anything that is not an IP address in one shared bucket: %s', (address) => {
    expect(visitorKey(address)).toBe(UNKNOWN_VISITOR)
  })
})
