// The Vercel host as Vercel runs it: `npm run build:vercel` writes the Build Output API layout, and the
// built Node.js function, behind a real HTTP server as Vercel's launcher puts it, answers real Requests
// (tests/server/host-function.ts). The CDN's side (the files and config.json's routes) is read from the
// output. CI also runs `vercel build` on it (.ci/hosts.sh).
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { builtFunctionSuite, coldStartCopy } from './host-function'

const OUTPUT = resolve('.vercel/output')
const FUNCTION = join(OUTPUT, 'functions/api.func')

const servers: Server[] = []
afterAll(() =>
  Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done())))),
)

describe('the Vercel function', () => {
  builtFunctionSuite('tooling/builder/build-vercel.ts', 'vercel', async (coldStart) => {
    const { handler } = JSON.parse(readFileSync(join(FUNCTION, '.vc-config.json'), 'utf8')) as {
      handler: string
    }
    const file = join(FUNCTION, handler)
    const { default: listener } = (await import(
      coldStart ? coldStartCopy(file) : pathToFileURL(file).href
    )) as {
      default: (req: IncomingMessage, res: ServerResponse) => void
    }
    const server = createServer(listener)
    servers.push(server)
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    const { port } = server.address() as AddressInfo
    return (path, init = {}, ip = '198.51.100.4') =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        // Vercel's edge sets x-forwarded-for to the visitor's address, and says it ended TLS.
        headers: {
          'x-forwarded-for': ip,
          'x-forwarded-proto': 'https',
          ...(init.headers as Record<string, string>),
        },
      })
  })

  it('runs on Node.js, one file with its handler', () => {
    expect(JSON.parse(readFileSync(join(FUNCTION, '.vc-config.json'), 'utf8'))).toMatchObject({
      runtime: expect.stringMatching(/^nodejs\d+\.x$/),
      handler: 'index.mjs',
      launcherType: 'Nodejs',
    })
  })
})

describe("the CDN's side", () => {
  type Route = {
    src?: string
    dest?: string
    status?: number
    headers?: Record<string, string>
    handle?: string
  }
  const routes = () =>
    (JSON.parse(readFileSync(join(OUTPUT, 'config.json'), 'utf8')) as { routes: Route[] }).routes
  /** The headers Vercel sets on `path`: every matching header route, a later one winning. */
  const headersFor = (path: string) =>
    Object.assign(
      {},
      ...routes()
        .filter((route) => route.headers && new RegExp(route.src ?? '$^').test(path))
        .map((route) => route.headers),
    ) as Record<string, string>
  /** Where a path goes before the file system: the function, a page, or itself. */
  const destOf = (path: string) =>
    routes()
      .slice(
        0,
        routes().findIndex((route) => route.handle === 'filesystem'),
      )
      .find((route) => route.dest && new RegExp(route.src ?? '$^').test(path))?.dest ?? path

  it('holds the pages and files, without the precompressed copies Vercel does not need', () => {
    for (const file of ['index.html', 'resume.html', '404.html', 'robots.txt', 'resume.pdf']) {
      expect(existsSync(join(OUTPUT, 'static', file)), file).toBe(true)
    }
    expect(existsSync(join(OUTPUT, 'static', 'index.html.br'))).toBe(false)
    expect(existsSync(join(OUTPUT, 'static', '_headers'))).toBe(false)
  })

  it("gives every file the server's security headers, the CSP with the pages' script hashes", () => {
    const page = headersFor('/')
    expect(page['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'self' 'sha256-/,
    )
    expect(page['x-content-type-options']).toBe('nosniff')
    expect(headersFor('/assets/index-abc.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    // A raster image's own policy replaces the pages' one.
    expect(headersFor('/og-image.png')['content-security-policy']).toMatch(/img-src 'self'/)
  })

  it('sends /api/*, /healthz and the owner’s page to the function, /resume to its page, and anything else to the 404', () => {
    expect(destOf('/api/chat')).toBe('/api')
    expect(destOf('/healthz')).toBe('/api')
    expect(destOf('/owner')).toBe('/api')
    expect(destOf('/owner-assets/owner-abc.js')).toBe('/api')
    expect(destOf('/owners')).toBe('/owners')
    expect(destOf('/resume')).toBe('/resume.html')
    expect(destOf('/resume/')).toBe('/resume.html')
    expect(routes().at(-1)).toMatchObject({ status: 404, dest: '/404.html' })
  })
})
