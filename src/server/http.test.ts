import { describe, expect, it } from 'vitest'
import { IMMUTABLE, pickEncoding, type Encoding } from './http'

describe('pickEncoding', () => {
  it.each<[string, string | undefined, Encoding[], Encoding | undefined]>([
    ['no header: the plain body', undefined, ['br', 'gzip'], undefined],
    ['an empty header', '', ['br', 'gzip'], undefined],
    ['both accepted: the first on offer', 'gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['only gzip accepted', 'gzip, deflate', ['br', 'gzip'], 'gzip'],
    ['accepted but not on offer', 'br', ['gzip'], undefined],
    ['nothing on offer', 'br, gzip', [], undefined],
    ['other quality values keep our order', 'br;q=1.0, gzip;q=0.5', ['gzip', 'br'], 'gzip'],
    ['q=0 refuses a coding', 'br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['q=0.0 and upper case too', 'BR;Q=0.0, GZIP;q=0.001', ['br', 'gzip'], 'gzip'],
    ['every coding refused', 'br;q=0, gzip;q=0', ['br', 'gzip'], undefined],
    ['spaces around names', ' gzip ;q=0.8 ,  br ', ['br'], 'br'],
    ['a name that only contains a coding', 'x-gzip, brotli', ['br', 'gzip'], undefined],
  ])('%s', (_name, header, offered, expected) => {
    expect(pickEncoding(header, offered)).toBe(expected)
  })
})

describe('IMMUTABLE', () => {
  it('lets a hashed file be cached for a year without revalidation', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable')
  })
})
