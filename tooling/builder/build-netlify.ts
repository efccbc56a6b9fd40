// `npm run build:netlify` (netlify.toml's build command): the site for Netlify. Its CDN serves the
// prerendered pages and files from dist/netlify/site, with the same security headers as every Node
// response (`_headers`, made by the same code as Workers', CSP hashes included); the Netlify Function in
// dist/netlify/functions runs the app for /api/*, /healthz and the owner's page, which it carries inside
// (never in site/, where the CDN would hand it to anyone). Netlify compresses by itself, so the build's
// precompressed copies stay out.
import { readFile, rename, rm, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { buildSite } from './build.ts'
import { OWNER_PAGE_MODULE } from './owner-page-module.ts'
import { walk } from './walk.ts'

export const NETLIFY_DIST = join('dist', 'netlify')
const site = join(NETLIFY_DIST, 'site')
const work = join(NETLIFY_DIST, 'build')
// What only our Node server or Cloudflare reads.
const NOT_FOR_NETLIFY = /(\.br|\.gz|^\.assetsignore)$/

/**
 * Netlify reads `_headers` as Cloudflare does, but has no `! Name` to detach a header the general rule
 * set: a file with a policy of its own (a raster image) keeps the general one there, which only tightens it.
 */
export const netlifyHeaders = (workersHeaders: string) =>
  workersHeaders
    .split('\n\n')
    .filter((rule) => !rule.includes('\n  ! '))
    .join('\n\n')

const started = performance.now()
await rm(NETLIFY_DIST, { recursive: true, force: true })
await buildSite({ dist: work, server: false, owner: true })
await rm(site, { recursive: true, force: true })
await rename(join(work, 'client'), site)
for await (const file of walk(site)) {
  if (NOT_FOR_NETLIFY.test(file.slice(file.lastIndexOf('/') + 1))) await unlink(file)
}
const headers = join(site, '_headers')
await writeFile(headers, netlifyHeaders(await readFile(headers, 'utf8')))

await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/server/hosts/netlify/function.ts',
    outDir: join(NETLIFY_DIST, 'functions', 'api'),
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'api.mjs' } },
  },
  // One file with every dependency inside: Netlify zips it as it is.
  ssr: { noExternal: true, target: 'node' },
  resolve: { alias: { 'virtual:owner-page': resolve(work, 'server', OWNER_PAGE_MODULE) } },
})
await rm(work, { recursive: true, force: true })
console.log(
  `Built for Netlify in ${NETLIFY_DIST}/ (site/ for the CDN, functions/api/ for /api/*, /healthz and /owner) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
