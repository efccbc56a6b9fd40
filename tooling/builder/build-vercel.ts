// `npm run build:vercel` (vercel.json's build command): the site in Vercel's Build Output API layout
// (.vercel/output). Vercel's CDN serves the prerendered pages and files from static/, with the same
// security headers as every Node response (the routes of config.json, made from the `_headers` the build
// writes for Workers: one header code for every host, CSP hashes included); the Node.js function in
// functions/api.func runs the app for /api/*, /healthz and the owner's page, which it carries inside (never
// in static/, where the CDN would hand it to anyone). Vercel compresses by itself, so the build's
// precompressed copies stay out.
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { NOT_FOUND_FILE } from '../../src/core/pages.ts'
import { OWNER_PAGE } from '../../src/core/owner-page.ts'
import { buildSite } from './build.ts'
import { OWNER_PAGE_MODULE } from './owner-page-module.ts'
import { walk } from './walk.ts'

export const VERCEL_OUTPUT = join('.vercel', 'output')
const work = join('dist', 'vercel-build')
const FUNCTION = 'api'
// What only our Node server or Cloudflare reads.
const NOT_FOR_VERCEL = /(\.br|\.gz|^\.assetsignore|^_headers)$/

type HeaderRule = { path: string; headers: Record<string, string> }

/**
 * The rules of a `_headers` file (a path, then its indented `Name: value` lines). A rule's `! Name` line
 * takes off what an earlier rule set; on Vercel a later route's header replaces the earlier one anyway.
 */
export function parseHeaders(text: string): HeaderRule[] {
  return text
    .split(/\n{2,}/)
    .filter((block) => block.trim())
    .map((block) => {
      const [path = '', ...lines] = block.split('\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const match = /^\s+([^!\s][^:]*):\s*(.*)$/.exec(line)
        if (match?.[1]) headers[match[1].toLowerCase()] = match[2] ?? ''
      }
      return { path: path.trim(), headers }
    })
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
/** `/*` -> `^/.*$`, `/og-image.png` -> `^/og-image\.png$`. */
const pathPattern = (path: string) => `^${path.split('*').map(escape).join('.*')}$`

/**
 * The Build Output API's config.json: headers on everything, the API to the function, each prerendered
 * document at its address (`writing/a-post.html` at /writing/a-post, `pt/index.html` at /pt/), each
 * language's 404 page for anything else under its tag, and the site's for the rest.
 */
export function vercelConfig(rules: readonly HeaderRule[], documents: readonly string[]) {
  const name = (file: string) => file.slice(file.lastIndexOf('/') + 1)
  const pages = documents.filter((file) => name(file) !== NOT_FOUND_FILE && file !== 'index.html')
  const notFound = documents.filter(
    (file) => file !== NOT_FOUND_FILE && name(file) === NOT_FOUND_FILE,
  )
  return {
    version: 3,
    routes: [
      ...rules.map(({ path, headers }) => ({ src: pathPattern(path), headers, continue: true })),
      {
        src: `^/(?:api/.*|healthz|${escape(OWNER_PAGE.path.slice(1))}|${escape(OWNER_PAGE.assetsDir)}/.*)$`,
        dest: `/${FUNCTION}`,
      },
      ...pages.map((file) => ({
        src: `^/${escape(file.replace(/(\/index)?\.html$/, ''))}/?$`,
        dest: `/${file}`,
      })),
      { handle: 'filesystem' },
      ...notFound.map((file) => ({
        src: `^/${escape(file.slice(0, -NOT_FOUND_FILE.length))}.*$`,
        status: 404,
        dest: `/${file}`,
      })),
      { src: '^/.*$', status: 404, dest: `/${NOT_FOUND_FILE}` },
    ],
  }
}

const started = performance.now()
await rm(VERCEL_OUTPUT, { recursive: true, force: true })
const pages = await buildSite({ dist: work, server: false, owner: true })
const statics = join(VERCEL_OUTPUT, 'static')
await mkdir(VERCEL_OUTPUT, { recursive: true })
await rename(join(work, 'client'), statics)
const rules = parseHeaders(await readFile(join(statics, '_headers'), 'utf8'))
for await (const file of walk(statics)) {
  if (NOT_FOR_VERCEL.test(file.slice(file.lastIndexOf('/') + 1))) await unlink(file)
}
await writeFile(
  join(VERCEL_OUTPUT, 'config.json'),
  `${JSON.stringify(vercelConfig(rules, Object.keys(pages)), null, 2)}\n`,
)

const func = join(VERCEL_OUTPUT, 'functions', `${FUNCTION}.func`)
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/server/hosts/vercel/function.ts',
    outDir: func,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'index.mjs' } },
  },
  // One file with every dependency inside: Vercel runs it as it is.
  ssr: { noExternal: true, target: 'node' },
  resolve: { alias: { 'virtual:owner-page': resolve(work, 'server', OWNER_PAGE_MODULE) } },
})
await rm(work, { recursive: true, force: true })
await writeFile(
  join(func, '.vc-config.json'),
  `${JSON.stringify(
    {
      runtime: 'nodejs22.x',
      handler: 'index.mjs',
      launcherType: 'Nodejs',
      shouldAddHelpers: false,
      supportsResponseStreaming: true,
    },
    null,
    2,
  )}\n`,
)
console.log(
  `Built for Vercel in ${VERCEL_OUTPUT}/ (static/ for the CDN, functions/${FUNCTION}.func for /api/*, /healthz and /owner) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
