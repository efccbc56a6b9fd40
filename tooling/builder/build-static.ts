// `npm run build:static`: the site as plain files in dist/static/, for GitHub Pages or any static host.
// The prerendered pages (and 404.html, which such hosts send for any unknown address), with the projects
// fetched from GitHub now, at build time (the samples, with a warning to the owner and no note for the
// visitors, when that fails), served as the file the page asks for. No server: the assistant is left out unless CHAT_API_URL names the owner's
// deployed chat API, which must list this site's origin in its CORS_ALLOWED_ORIGINS.
// SITE_URL may have a path (a GitHub project site, https://you.github.io/portfolio): the site is built
// under it. `tsx tooling/builder/build-static.ts <folder>` writes to another folder than dist/static.
import { readFile, rename, rm, unlink, writeFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { loadConfig } from '../../src/server/config.ts'
import { createProjectsService } from '../../src/server/services/create-services.ts'
import { PROJECTS_API_PATH, type ProjectsPayload } from '../../src/core/projects.ts'
import { SiteUrlError, parseSiteUrl } from '../../src/core/site-url.ts'
import { SITE_FILES } from '../../src/core/seo.ts'
import { buildSite } from './build.ts'
import { loadProfile } from './load-profile.ts'
import { loadOwnerEnv, siteUrlOrigin } from './owner-env.ts'
import {
  StaticBuildError,
  basePath,
  folderIndexOf,
  manifestUnder,
  metaPolicy,
  parseChatApiUrl,
  withMetaPolicy,
} from './static-site.ts'
import { walk } from './walk.ts'

const out = process.argv[2] ?? join('dist', 'static')
const work = `${out}-build`
// What only a server or Cloudflare reads: the precompressed copies and Workers' headers files.
const SERVER_ONLY = /(\.br|\.gz|^_headers|^\.assetsignore)$/

function readSettings() {
  // .env's SITE_URL, CHAT_API_URL and GitHub variables, under the environment's.
  const fromFile = loadOwnerEnv()
  try {
    const siteUrl = parseSiteUrl(process.env.SITE_URL, { withPath: true })
    console.log(`SITE_URL: ${siteUrl} (${siteUrlOrigin(fromFile)})`)
    return { siteUrl, chatApi: parseChatApiUrl(process.env.CHAT_API_URL) }
  } catch (error) {
    if (!(error instanceof SiteUrlError || error instanceof StaticBuildError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const { siteUrl, chatApi } = readSettings()
const base = basePath(siteUrl)
const started = performance.now()
const pages = await buildSite({ dist: work, siteUrl, base, chatApi, server: false })
await rm(out, { recursive: true, force: true })
await rename(join(work, 'client'), out)
await rm(work, { recursive: true, force: true })
for await (const file of walk(out)) {
  if (SERVER_ONLY.test(file.slice(file.lastIndexOf('/') + 1))) await unlink(file)
}

const policy = await metaPolicy(Object.values(pages), chatApi)
for (const page of Object.keys(pages)) {
  const html = withMetaPolicy(await readFile(join(out, page), 'utf8'), policy)
  await writeFile(join(out, page), html)
  const index = folderIndexOf(page)
  if (index) {
    await mkdir(dirname(join(out, index)), { recursive: true })
    await writeFile(join(out, index), html)
  }
}
const manifest = join(out, SITE_FILES.manifest)
await writeFile(manifest, manifestUnder(await readFile(manifest, 'utf8'), base))

// The projects as the server would answer them now, as the file the page asks for. GitHub Pages sends
// it as it is (a file without an extension), and the browser reads it as JSON. A GitHub that fails now
// is the build's trouble, not the visitors': the site keeps the sample projects without the red note
// (which is for a live failure, on a server that tries again), and the owner is told here.
const profile = await loadProfile()
const projects = createProjectsService(loadConfig(process.env), profile)
const fetched = await projects.getProjects()
const payload: ProjectsPayload = { ...fetched, error: null }
if (fetched.error)
  console.warn(
    `Warning: GitHub could not be reached (${fetched.error}), so the site shows your sample projects; build again when it answers.`,
  )
const projectsFile = join(out, PROJECTS_API_PATH)
await mkdir(dirname(projectsFile), { recursive: true })
await writeFile(projectsFile, JSON.stringify(payload))

let bytes = 0
let files = 0
for await (const file of walk(out)) {
  files += 1
  bytes += (await readFile(file)).byteLength
}
console.log(
  `Static site for ${siteUrl} in ${out}/: ${files} files, ${(bytes / 1000).toFixed(1)} KB, in ${((performance.now() - started) / 1000).toFixed(1)} s. ` +
    `Projects: ${fetched.error || fetched.source === 'samples' ? 'your samples' : `${payload.projects.length} from GitHub`}. ` +
    `Assistant: ${chatApi ? `through ${chatApi}` : 'left out (no CHAT_API_URL)'}.`,
)
// The projects service may keep timers for its next refresh; the build is done.
process.exit(0)
