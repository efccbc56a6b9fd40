// A plain static file server that answers as GitHub Pages does, for the static build's end-to-end tests:
// the site under its base path, `/resume` from resume.html, a folder from its index.html (and without its
// slash, a redirect to it), a file as it is (one without an extension as application/octet-stream), and
// 404.html with status 404 for anything else. Files only: no headers of our own, no compression.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join, normalize } from 'node:path'
import { getMimeType } from 'hono/utils/mime'
import type { RunningServer } from './server'

async function isFile(path: string) {
  return (await stat(path).catch(() => null))?.isFile() ?? false
}
async function isFolder(path: string) {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false
}

/** Where the end-to-end tests build the static site (tests/e2e/static.setup.ts) and serve it from. */
export const STATIC_SITE = { root: 'dist/static', base: '/portfolio/' } as const

/**
 * Runs `npm run build:static` into `root` with `env` (SITE_URL, GITHUB_API_BASE_URL, CHAT_API_URL) and
 * nothing else of this process's environment, in the project or in a copy of it (`cwd`); resolves with
 * its output, rejects with it on a failure. Asynchronous, so that doubles in this process can answer the
 * build's calls.
 */
export async function buildStaticSite(
  root: string,
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<string> {
  const build = spawn('npx', ['tsx', 'tooling/builder/build-static.ts', root], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0) throw new Error(`npm run build:static failed (${code}):\n${output}`)
  return output
}

/**
 * How the server finds a file: `pages` as GitHub Pages does (`/resume` from resume.html); `plain` as a
 * file server that looks up no `.html` (`python3 -m http.server`, nginx as installed): a file as it is
 * and a folder's index.html, nothing else, and for anything else 404.html with status 404, as such a
 * server does once told which page is its 404 page (nginx's `error_page`).
 */
export type StaticServerMode = 'pages' | 'plain'

/** Serves `root` under `base` (`/portfolio/`) on a free port of 127.0.0.1; `url` is without the slash. */
export async function startStaticServer(
  root: string,
  base: string,
  mode: StaticServerMode = 'pages',
): Promise<RunningServer> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
      const send = async (file: string, status = 200) => {
        response.writeHead(status, {
          'Content-Type': getMimeType(file) ?? 'application/octet-stream',
        })
        response.end(await readFile(file))
      }
      if (`${path}/` === base) {
        response.writeHead(301, { Location: base }).end()
        return
      }
      const inside = path.startsWith(base) ? normalize(path.slice(base.length)) : null
      if (inside !== null && !inside.startsWith('..')) {
        const file = join(root, inside)
        if (await isFile(file)) return send(file)
        if (mode === 'pages' && (await isFile(`${file}.html`))) return send(`${file}.html`)
        if (await isFolder(file)) {
          if (!path.endsWith('/')) {
            response.writeHead(301, { Location: `${path}/` }).end()
            return
          }
          if (await isFile(join(file, 'index.html'))) return send(join(file, 'index.html'))
        }
      }
      await send(join(root, '404.html'), 404)
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let exit: (code: number) => void = () => {}
  const exited = new Promise<number | null>((resolve) => (exit = resolve))
  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => {
        exit(0)
        resolve()
      })
    }))
  return {
    url: `http://127.0.0.1:${port}${base.replace(/\/$/, '')}`,
    pid: process.pid,
    startedAt: Date.now(),
    output: () => '',
    stop,
    terminate: () => void stop(),
    exited,
  }
}
