// Vite's hashed files (dist/client/assets) never change under their name, so the Node entry reads them
// once at startup and answers from memory: no file-system calls per request, for the files every first
// visit asks for. The build's brotli and gzip variants are picked by the browser's Accept-Encoding.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { IMMUTABLE, pickEncoding } from '@/server/http'

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const

type Bytes = Uint8Array<ArrayBuffer>
type Asset = { type: string; plain: Bytes; br?: Bytes; gzip?: Bytes }

function loadAssets(dir: string, urlPrefix: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  let names: string[]
  try {
    names = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
  } catch {
    return assets
  }
  const files = new Set(names)
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue
    const read = (file: string): Bytes | undefined =>
      files.has(file) ? new Uint8Array(readFileSync(join(dir, file))) : undefined
    const plain = read(name)
    if (!plain) continue
    const asset: Asset = { type: getMimeType(name) ?? 'application/octet-stream', plain }
    for (const [encoding, suffix] of ENCODINGS) asset[encoding] = read(`${name}${suffix}`)
    assets.set(`${urlPrefix}/${name.split(sep).join('/')}`, asset)
  }
  return assets
}

/** Serves the files under `dir` at `urlPrefix` from memory; anything else goes on to `next`. */
export function hashedAssets(dir: string, urlPrefix = '/assets'): MiddlewareHandler {
  const assets = loadAssets(dir, urlPrefix)
  return async (c, next) => {
    const asset = assets.get(c.req.path)
    if (!asset || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const offered = ENCODINGS.flatMap(([name]) => (asset[name] ? [name] : []))
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), offered)
    c.header('Content-Type', asset.type)
    c.header('Cache-Control', IMMUTABLE)
    c.header('Vary', 'Accept-Encoding')
    if (encoding) c.header('Content-Encoding', encoding)
    const body = (encoding && asset[encoding]) || asset.plain
    c.header('Content-Length', String(body.byteLength))
    return c.req.method === 'HEAD' ? c.body(null) : c.body(body)
  }
}
