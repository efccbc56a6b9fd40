import { describe, expect, it } from 'vitest'
import {
  basePath,
  folderIndexOf,
  manifestUnder,
  metaPolicy,
  parseChatApiUrl,
  withMetaPolicy,
} from '../../tooling/builder/static-site'

describe('CHAT_API_URL', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['https://portfolio.ada.workers.dev', 'https://portfolio.ada.workers.dev'],
    ['https://portfolio.ada.workers.dev/', 'https://portfolio.ada.workers.dev'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
  ])('%j is read as %j', (value, expected) => {
    expect(parseChatApiUrl(value)).toBe(expected)
  })

  it.each([
    'portfolio.ada.workers.dev',
    'https://ada.dev/api',
    'ftp://ada.dev',
    'https://ada.dev/?x=1',
  ])('rejects %j with a one-line message naming the variable', (value) => {
    expect(() => parseChatApiUrl(value)).toThrow(
      `Invalid configuration: CHAT_API_URL=${JSON.stringify(value)} must be the public address of your deployed chat API`,
    )
  })
})

describe("a page's folder index, for file servers that look up no .html", () => {
  it.each([
    ['resume.html', 'resume/index.html'],
    ['writing.html', 'writing/index.html'],
    ['writing/a-post.html', 'writing/a-post/index.html'],
    ['index.html', undefined],
    ['404.html', undefined],
    ['share.png', undefined],
  ])('of %s is %s', (file, index) => {
    expect(folderIndexOf(file)).toBe(index)
  })
})

describe('the base path', () => {
  it.each([
    ['https://ada.github.io', '/'],
    ['https://ada.github.io/portfolio', '/portfolio/'],
    ['https://ada.dev/a/b', '/a/b/'],
  ])('of %s is %s', (siteUrl, base) => {
    expect(basePath(siteUrl)).toBe(base)
  })
})

describe('the page policy in a <meta>', () => {
  const page = '<html><head><meta charset="UTF-8" /><script>boot()</script></head></html>'

  it("is the server's, less what a <meta> cannot carry", async () => {
    const policy = await metaPolicy([page], null)
    expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'sha256-[\w+/=]+'; /)
    expect(policy).toContain("connect-src 'self';")
    expect(policy).not.toContain('frame-ancestors')
  })

  it("lets the page reach the chat API's origin, and nothing else more", async () => {
    const policy = await metaPolicy([page], 'https://portfolio.ada.workers.dev')
    expect(policy).toContain("connect-src 'self' https://portfolio.ada.workers.dev;")
    expect(policy.match(/workers\.dev/g)).toHaveLength(1)
  })

  it('goes first in <head>, before any script', () => {
    const html = withMetaPolicy(page, "default-src 'none'")
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(
      html.indexOf('charset'),
    )
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script>'),
    )
    expect(html).toContain(`content="default-src 'none'"`)
  })
})

describe('the web manifest', () => {
  it('has its addresses under the base path', () => {
    const manifest = JSON.parse(
      manifestUnder(
        JSON.stringify({
          name: 'Ada',
          start_url: '/',
          scope: '/',
          icons: [{ src: '/icon-192.png', sizes: '192x192' }],
        }),
        '/portfolio/',
      ),
    ) as { start_url: string; scope: string; icons: Array<{ src: string }>; name: string }
    expect(manifest).toEqual({
      name: 'Ada',
      start_url: '/portfolio/',
      scope: '/portfolio/',
      icons: [{ src: '/portfolio/icon-192.png', sizes: '192x192' }],
    })
  })
})
