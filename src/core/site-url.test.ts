import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_URL, absoluteUrl, parseSiteUrl } from './site-url'

const site = 'https://ada-quinn.dev'

describe('parseSiteUrl', () => {
  it.each([
    [undefined, DEFAULT_SITE_URL],
    ['', DEFAULT_SITE_URL],
    ['https://ada-quinn.dev', 'https://ada-quinn.dev'],
    ['https://ada-quinn.dev/', 'https://ada-quinn.dev'],
    ['  https://Ada-Quinn.DEV  ', 'https://ada-quinn.dev'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['https://ada-quinn.dev:443', 'https://ada-quinn.dev'],
  ])('%j is read as %s', (value, expected) => {
    expect(parseSiteUrl(value)).toBe(expected)
  })

  it.each([
    'ada-quinn.dev',
    'ftp://ada-quinn.dev',
    'https://ada-quinn.dev/portfolio',
    'https://ada-quinn.dev/?ref=x',
    'https://ada-quinn.dev/#top',
    'https://user:pw@ada-quinn.dev',
    'not a url',
  ])('rejects %j with a one-line message naming the variable', (value) => {
    expect(() => parseSiteUrl(value)).toThrow(
      `Invalid configuration: SITE_URL=${JSON.stringify(value)} must be the site's public address`,
    )
  })

  it.each([
    ['https://ada.github.io/portfolio', 'https://ada.github.io/portfolio'],
    ['https://ada.github.io/portfolio/', 'https://ada.github.io/portfolio'],
    ['https://ada.github.io/', 'https://ada.github.io'],
  ])('keeps the path of %j for a static build under one', (value, expected) => {
    expect(parseSiteUrl(value, { withPath: true })).toBe(expected)
  })
})

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://ada-quinn.dev/'],
    ['/resume', 'https://ada-quinn.dev/resume'],
    ['/og-image.png', 'https://ada-quinn.dev/og-image.png'],
  ])('%s on the site is %s', (path, expected) => {
    expect(absoluteUrl(site, path)).toBe(expected)
  })

  it('keeps the site under its path', () => {
    expect(absoluteUrl('https://ada.github.io/portfolio', '/resume')).toBe(
      'https://ada.github.io/portfolio/resume',
    )
    expect(absoluteUrl('https://ada.github.io/portfolio', '/')).toBe(
      'https://ada.github.io/portfolio/',
    )
  })
})
