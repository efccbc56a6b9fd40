// `npm run build`: the browser build, the server-rendering build, then every page prerendered to complete
// HTML, the share image, icons, manifest, robots.txt and sitemap.xml generated from the content, and every
// text file precompressed (brotli and gzip) for the server to send as is.
// SITE_URL (the site's public address, default http://localhost:3000) goes into canonical links, share
// tags and the sitemap. Nothing of the environment reaches the browser's code.
// tooling/builder/build-static.ts builds through `buildSite` too, with a base path and without a server.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, type InlineConfig } from 'vite'
import viteConfig from '../../vite.config.ts'
import { PAGES, documentsOf, siteOf, templatesOf } from '../../src/core/pages.ts'
import { pathIn } from '../../src/core/seo.ts'
import { everyLanguage } from '../../src/content/translations.ts'
import { metaOf } from '../../src/core/posts.ts'
import { OWNER_PAGE } from '../../src/core/owner-page.ts'
import { ContentError, type Profile } from '../../src/content/schema.ts'
import { SiteUrlError, parseSiteUrl } from '../../src/core/site-url.ts'
import { SERVER_VARIABLES } from '../../src/server/setup-check.ts'
import type {
  renderOwnerPage as RenderOwnerPage,
  renderPage as RenderPage,
} from '../../src/client/render.tsx'
import { orderHead, withHtmlAttributes } from './page-head.ts'
import { fontPreloads } from '../vite/text-fonts.ts'
import { loadProfile } from './load-profile.ts'
import { ownResumePdf, resumeFileOf } from './resume-file.ts'
import { exampleResumeMessage, exampleResumeOwner } from '../checks/example-resume.ts'
import { loadOwnerEnv, siteUrlOrigin } from './owner-env.ts'
import { loadPosts } from '../vite/posts.ts'
import { buildSiteFiles, shareImageText } from './site-files.ts'
import { heroPhotoFiles, inlinedHeroPhoto } from './hero-photo.ts'
import { buildWorkersFiles } from './workers-files.ts'
import { OWNER_PAGE_MODULE, ownerPageModule } from './owner-page-module.ts'
import { walk } from './walk.ts'
import { promptBudgetWarning } from './prompt-budget.ts'
import { profileTodos, todoLines } from '../checks/content-todos.ts'

/** Every variable the server reads (every provider's included), beside the server's build. */
export const SERVER_VARIABLES_FILE = 'server-variables.json'

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/

/** The text of the stylesheets a built page template links to. */
async function stylesheetsOf(template: string, clientDir: string, base: string): Promise<string> {
  const hrefs = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    ([, href = '']) => href.slice(base.length),
  )
  return (await Promise.all(hrefs.map((href) => readFile(join(clientDir, href), 'utf8')))).join(
    '\n',
  )
}

/** SITE_URL from the environment or .env, said aloud: a build for the web with the default is a mistake. */
function readSiteUrl(): string {
  const fromFile = loadOwnerEnv()
  try {
    const siteUrl = parseSiteUrl(process.env.SITE_URL)
    console.log(`SITE_URL: ${siteUrl} (${siteUrlOrigin(fromFile)})`)
    return siteUrl
  } catch (error) {
    if (!(error instanceof SiteUrlError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/** A browser build of some page templates (Vite's inputs, each named after its file). */
async function browserBuild(
  templates: readonly string[],
  {
    first,
    base,
    outDir,
    assetsDir,
  }: { first: boolean; base: string; outDir: string; assetsDir?: string },
) {
  const config: InlineConfig = {
    ...viteConfig,
    base,
    configFile: false,
    logLevel: 'warn',
    build: {
      ...viteConfig.build,
      outDir,
      emptyOutDir: first,
      // The site's public files go with the site, never with a build of its own folder (the owner's).
      copyPublicDir: first && !assetsDir,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        input: Object.fromEntries(templates.map((file) => [file.replace(/\.html$/, ''), file])),
        // Every file of its own under one folder, named apart from the site's `assets/`.
        ...(assetsDir
          ? {
              output: {
                entryFileNames: `${assetsDir}/[name]-[hash].js`,
                chunkFileNames: `${assetsDir}/[name]-[hash].js`,
                assetFileNames: `${assetsDir}/[name]-[hash][extname]`,
              },
            }
          : {}),
      },
    },
  }
  await build(config)
}

export type BuildOptions = {
  /** Where the build goes: `client/` (the site), `server/`, and the share image's text. */
  dist?: string
  /** The site's public address; by default SITE_URL's. */
  siteUrl?: string
  /** The path the site is served under, with slashes at both ends (`/` but on a static host's subpath). */
  base?: string
  /** Where the assistant's API is (see AssistantIsland's `chatApi`); the server build serves it itself. */
  chatApi?: string | null
  /** Builds the Node server too (a static build has none). */
  server?: boolean
  /**
   * Builds the owner's page (dist/owner), and `server/owner-page.js`, the module that carries it into a
   * worker or a function (owner-page-module.ts); by default with the server, since a static build has none.
   */
  owner?: boolean
}

/**
 * The posts the build publishes (no drafts), the default language's and each other's by its tag; a
 * mistake in one prints its file and field, and stops.
 */
async function publishedPosts() {
  try {
    const { posts, translated } = await loadPosts()
    return {
      posts: posts.map(metaOf),
      translatedPosts: Object.fromEntries(
        Object.entries(translated).map(([locale, list]) => [locale, list.map(metaOf)]),
      ),
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/**
 * Another owner's resume never ships: the site would serve it, and the assistant read it, as the owner's.
 * (tooling/checks/example-resume.ts is the check; npm run check reports the same.)
 */
async function refuseExampleResume(profile: Profile) {
  const { path, bytes } = await ownResumePdf(profile)
  const found = bytes && (await exampleResumeOwner(bytes, profile))
  if (!found) return
  console.error(exampleResumeMessage(path, found, profile))
  process.exit(1)
}

/** Builds the site; returns the prerendered documents' HTML, by file (`index.html`, `writing/a.html`). */
export async function buildSite({
  dist = 'dist',
  siteUrl = readSiteUrl(),
  base = '/',
  chatApi,
  server = true,
  owner = server,
}: BuildOptions = {}) {
  const clientDir = join(dist, 'client')
  const renderDir = join(dist, 'render')
  // First, so that a mistake in the content stops the build before anything else runs.
  const profile = await loadProfile()
  // What the import left for the owner to write, said at every build until it is written.
  for (const line of todoLines(profileTodos())) console.warn(line)
  await refuseExampleResume(profile)
  const { posts, translatedPosts } = await publishedPosts()
  const documents = documentsOf(siteOf(profile, posts, translatedPosts))
  await rm(dist, { recursive: true, force: true })
  // The browser code in two builds, so that `/` loads a single script: in one build, Rolldown would split
  // React and the code `/` shares with the other pages into a second chunk, and on a slow link each extra
  // request on a new connection costs round trips while it shares the bandwidth with the big one
  // (Lighthouse's simulated LCP on `/` went from about 1.6 s to about 1.45 s). The other pages, rarely
  // the first one a visitor sees, carry their own copy of React.
  await browserBuild([PAGES.home.template], { first: true, base, outDir: clientDir })
  await browserBuild(
    templatesOf(documents).filter((file) => file !== PAGES.home.template),
    {
      first: false,
      base,
      outDir: clientDir,
    },
  )
  // The resume PDF: the owner's own, which Vite copied from public/, or one rendered from the content;
  // in each language, from that language's content (at /pt/resume.pdf).
  const resume = await resumeFileOf(profile)
  for (const content of everyLanguage(profile)) {
    const file = pathIn(content, content.resume.file)
    const pdf = content.locale === profile.locale ? resume : await resumeFileOf(content)
    if (pdf.from === 'content') {
      await mkdir(dirname(join(clientDir, file)), { recursive: true })
      await writeFile(join(clientDir, file), pdf.bytes)
    }
    console.log(`The resume PDF (${file}): ${pdf.source}`)
  }
  const promptWarning = await promptBudgetWarning(profile, posts, { resumePdf: resume.bytes })
  if (promptWarning) console.warn(`Warning: ${promptWarning}.`)
  // The owner's page is a build of its own, beside the site rather than in it (dist/owner): no public
  // file server (Node's, the Workers assets, a static host) ever holds its code, and no page shares a
  // chunk with it. A static build has no server, so no owner page.
  const ownerDir = join(dist, 'owner')
  if (owner) {
    await browserBuild([OWNER_PAGE.template], {
      first: true,
      base,
      outDir: ownerDir,
      assetsDir: OWNER_PAGE.assetsDir,
    })
  }
  // Server-side builds: the Node server, and the render entry used once below to prerender the pages.
  const serverBuild = (entry: string, outDir: string) =>
    build({
      base,
      logLevel: 'warn',
      build: { ssr: entry, outDir, copyPublicDir: false, emptyOutDir: true },
    })
  if (server) {
    await serverBuild('src/server/hosts/node/node.ts', join(dist, 'server'))
    // The names the server reads, for `npm run start:worker` to hand the worker (scripts/start-worker.mjs).
    await writeFile(
      join(dist, 'server', SERVER_VARIABLES_FILE),
      `${JSON.stringify(SERVER_VARIABLES)}\n`,
    )
  }
  await serverBuild('src/client/render.tsx', renderDir)

  const { renderPage, renderOwnerPage } = (await import(
    pathToFileURL(join(renderDir, 'render.js')).href
  )) as { renderPage: typeof RenderPage; renderOwnerPage: typeof RenderOwnerPage }
  const heroPhoto = await inlinedHeroPhoto(profile)
  // Each template is read before any document is written: a page with a parameter has one template for
  // many documents, and a document may be written where its template was (writing.html).
  const templates = new Map<string, string>()
  for (const template of templatesOf(documents))
    templates.set(template, await readFile(join(clientDir, template), 'utf8'))
  const pages: Record<string, string> = {}
  for (const document of documents) {
    const template = templates.get(PAGES[document.page].template) ?? ''
    const { head, html, htmlAttributes } = await renderPage(document, {
      siteUrl,
      chatApi,
      heroPhoto,
    })
    // The stylesheet first, then the text font, the scripts at low priority (see page-head.ts).
    const rendered = orderHead(
      withHtmlAttributes(template, htmlAttributes),
      fontPreloads(await stylesheetsOf(template, clientDir, base)),
    )
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', html)
    const file = join(clientDir, document.file)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, rendered)
    pages[document.file] = rendered
  }
  if (owner) {
    const ownerFile = join(ownerDir, OWNER_PAGE.template)
    const template = await readFile(ownerFile, 'utf8')
    const { head, html, htmlAttributes } = await renderOwnerPage()
    await writeFile(
      ownerFile,
      orderHead(
        withHtmlAttributes(template, htmlAttributes),
        fontPreloads(await stylesheetsOf(template, ownerDir, base)),
      )
        .replace('<!--app-head-->', head)
        .replace('<!--app-html-->', html),
    )
    // Beside the server's build (wrangler.jsonc aliases `virtual:owner-page` to it; the Netlify and
    // Vercel builds bundle it into their function).
    await mkdir(join(dist, 'server'), { recursive: true })
    await writeFile(join(dist, 'server', OWNER_PAGE_MODULE), await ownerPageModule(ownerDir, pages))
  }
  await rm(renderDir, { recursive: true, force: true })

  // The hero photo's copies go beside the original, which Vite copied from public/.
  for (const { path, body } of [
    ...(await buildSiteFiles(profile, siteUrl, posts, translatedPosts)),
    ...(await heroPhotoFiles(profile)),
  ]) {
    await mkdir(dirname(join(clientDir, path)), { recursive: true })
    await writeFile(join(clientDir, path), body)
  }
  // The share image holds shapes, not text: its words are kept beside the build (not served) so that
  // tooling/checks/check-owner-leaks.ts can read them.
  await writeFile(
    join(dist, 'share-image.txt'),
    `${shareImageText(profile, siteUrl, posts, translatedPosts).join('\n')}\n`,
  )

  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const content = await readFile(file)
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
  }
  // For Workers static assets (wrangler.jsonc); Node's server ignores them.
  const siteFiles: string[] = []
  for await (const file of walk(clientDir))
    siteFiles.push(relative(clientDir, file).split(sep).join('/'))
  for (const { path, body } of await buildWorkersFiles(Object.values(pages), siteFiles)) {
    await writeFile(join(clientDir, path), body)
  }
  console.log(`Built and prerendered ${documents.length} pages for ${siteUrl} into ${clientDir}`)
  return pages
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildSite()
