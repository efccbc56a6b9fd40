// `npm run dev`: Vite's dev server renders each page on request with the same render.tsx the build
// prerenders with (Vite's documented server-rendering setup), so what you see in dev is what ships.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { loadEnv, type Plugin, type ViteDevServer } from 'vite'
import type { Profile } from '../../src/content/schema.ts'
import type * as PagesModule from '../../src/core/pages.ts'
import type { Post } from '../../src/core/posts.ts'
import type * as Seo from '../../src/core/seo.ts'
import type * as SiteUrl from '../../src/core/site-url.ts'
import type * as Render from '../../src/client/render.tsx'
import { withHtmlAttributes } from '../builder/page-head.ts'
import type { SiteFile, buildSiteFiles as BuildSiteFiles } from '../builder/site-files.ts'
import type * as HeroPhoto from '../builder/hero-photo.ts'
import type * as ResumeFileModule from '../builder/resume-file.ts'
import type * as ComposeModule from '../../src/server/compose.ts'
import type * as ConfigModule from '../../src/server/config.ts'
import type * as CreateChatModelModule from '../../src/server/models/create-chat-model.ts'
import type * as ProfileModule from '../../src/content/profile.ts'
import type * as OwnerDemoLog from './owner-demo-log.ts'
import { OWNER_PAGE } from '../../src/core/owner-page.ts'
import { PROFILE_FILE, profileTodos, todoLines } from '../checks/content-todos.ts'

/** The environment over .env, as `npm start` and the build read them (Vite restarts when .env changes). */
const ownerEnv = (server: ViteDevServer) => ({
  ...loadEnv(server.config.mode, process.cwd(), ''),
  ...process.env,
})

/**
 * The owner token of `npm run dev`: the owner's own OWNER_TOKEN, or, without one, a token made up for
 * this start, so /owner can always be previewed.
 */
function devOwnerToken(server: ViteDevServer): { token: string; madeUp: boolean } {
  const token = ownerEnv(server).OWNER_TOKEN
  return token
    ? { token, madeUp: false }
    : { token: `dev-preview-${crypto.randomUUID()}`, madeUp: true }
}

/**
 * The settings of `npm run dev`: the environment and .env, as `npm start` reads them, with the demo model
 * when they choose no provider (no LLM_PROVIDER, and no key for the default one), so that the panel, the
 * job fit and /owner can be tried before choosing one. `npm start` and every host never fall back to it.
 */
async function devConfig(server: ViteDevServer, ownerToken: string) {
  const load = <T>(path: string) => server.ssrLoadModule(path) as Promise<T>
  const [{ loadConfig }, { createChatModel }] = await Promise.all([
    load<typeof ConfigModule>('/src/server/config.ts'),
    load<typeof CreateChatModelModule>('/src/server/models/create-chat-model.ts'),
  ])
  const env: Record<string, string | undefined> = { ...ownerEnv(server), OWNER_TOKEN: ownerToken }
  const config = loadConfig(env)
  const demo = !env.LLM_PROVIDER?.trim() && !createChatModel(config, () => {}).available
  return { config: demo ? loadConfig({ ...env, LLM_PROVIDER: 'demo' }) : config, demo }
}

/**
 * The real server app for /api/*, from the environment and .env (like `npm start`), composed again when
 * the content, the resume's text, the posts or the server's code change, so the assistant knows the edit.
 * Its conversation log is a demo month (owner-demo-log.ts), made once per start so that it outlives
 * each composition: dev never has real visitors to show.
 */
function apiListener(server: ViteDevServer, ownerToken: string) {
  let current: { modules: readonly unknown[]; listener: ReturnType<typeof getRequestListener> }
  let demoLog: ReturnType<typeof OwnerDemoLog.demoConversationLog> | undefined
  return async () => {
    const load = <T>(path: string) => server.ssrLoadModule(path) as Promise<T>
    demoLog ??= load<typeof OwnerDemoLog>('/tooling/vite/owner-demo-log.ts').then((module) =>
      module.demoConversationLog(),
    )
    // Vite hands back the same module object until the file (or one it imports) changes.
    const modules = await Promise.all([
      load<typeof ComposeModule>('/src/server/compose.ts'),
      load<typeof ConfigModule>('/src/server/config.ts'),
      load<typeof ProfileModule>('/src/content/profile.ts'),
      // The resume PDF's text, as the built server has it (tooling/vite/resume-text.ts).
      load<{ resumeText: string }>('virtual:resume-text'),
      // The posts, drafts included, as the built server knows the published ones.
      load<{ posts: Post[] }>('virtual:posts'),
    ] as const)
    if (current?.modules.every((module, index) => module === modules[index]))
      return current.listener
    const [{ composeApp }, , { profile }, { resumeText }, { posts }] = modules
    const { config } = await devConfig(server, ownerToken)
    const { app, projects } = composeApp(config, profile, {
      pages: { '404.html': { html: '' } },
      conversationLog: await demoLog,
      resumeText,
      posts,
      remoteAddress: (c) => getConnInfo(c).remote.address,
      oneInstance: true,
    })
    projects.warm()
    // Left as Node has them: the adapter's own Request and Response in their place would break code that
    // runs in this process after it, such as Shiki's WASM loader calling `new Response(...).bytes()`.
    current = { modules, listener: getRequestListener(app.fetch, { overrideGlobalObjects: false }) }
    return current.listener
  }
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  pdf: 'application/pdf',
  ico: 'image/x-icon',
}

export function devServer(): Plugin {
  return {
    name: 'portfolio-dev-server',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const owner = devOwnerToken(server)
      // The TODOs the import left in the content, at the start and again whenever they change.
      let todos = ''
      const sayTodos = () => {
        const lines = todoLines(profileTodos()).join('\n')
        if (lines && lines !== todos) server.config.logger.warn(lines)
        todos = lines
      }
      server.httpServer?.once('listening', () => {
        server.config.logger.info(
          owner.madeUp
            ? `  ➜  Owner page: /owner, on a demo log; sign in with ${owner.token} (made up for this start; set OWNER_TOKEN to use yours)`
            : '  ➜  Owner page: /owner, on a demo log; sign in with your OWNER_TOKEN',
        )
        void devConfig(server, owner.token)
          .then(({ demo }) => {
            if (demo)
              server.config.logger.info(
                '  ➜  Assistant: the demo model, which answers with lines of your content (no provider is set; docs/assistant.md says how to choose one)',
              )
          })
          // A mistake in .env shows on the first request to the API, with its field.
          .catch(() => {})
        sayTodos()
      })
      server.watcher.on('change', (path) => {
        if (resolve(path) === resolve(PROFILE_FILE)) sayTodos()
      })
      const api = apiListener(server, owner.token)
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next()
        try {
          await (
            await api()
          )(req, res)
        } catch (error) {
          next(error)
        }
      })
      // Loaded through Vite, like the pages, so an edit shows on the next request.
      const seo = () => server.ssrLoadModule('/src/core/seo.ts') as Promise<typeof Seo>
      const siteUrl = async () =>
        ((await server.ssrLoadModule('/src/core/site-url.ts')) as typeof SiteUrl).parseSiteUrl(
          ownerEnv(server).SITE_URL,
        )
      // The generated files (share image, icons, manifest, robots.txt, sitemap.xml), made again only when
      // the content module changes.
      const generated = new WeakMap<Profile, Promise<SiteFile[]>>()
      let generatedPosts: Post[] | undefined
      const content = async () =>
        ((await server.ssrLoadModule('/src/content/profile.ts')) as { profile: Profile }).profile
      const heroPhoto = () =>
        server.ssrLoadModule('/tooling/builder/hero-photo.ts') as Promise<typeof HeroPhoto>
      const siteFile = async (path: string) => {
        const { SITE_FILES } = await seo()
        const profile = await content()
        // The resume PDF when the owner has none under public/ (Vite serves theirs before this runs).
        if (path === profile.resume.file) {
          const { resumeFileOf } = (await server.ssrLoadModule(
            '/tooling/builder/resume-file.ts',
          )) as typeof ResumeFileModule
          return { path, body: (await resumeFileOf(profile)).bytes }
        }
        // The hero photo's WebP copies, made as the build makes them.
        if (profile.photo && path.endsWith('.webp')) {
          const { heroPhotoFiles } = await heroPhoto()
          return (await heroPhotoFiles(profile)).find((file) => file.path === path)
        }
        if (!(Object.values(SITE_FILES) as string[]).includes(path) && !path.startsWith('/og/'))
          return undefined
        const { posts } = (await server.ssrLoadModule('virtual:posts')) as { posts: Post[] }
        const { buildSiteFiles } = (await server.ssrLoadModule(
          '/tooling/builder/site-files.ts',
        )) as {
          buildSiteFiles: typeof BuildSiteFiles
        }
        if (!generated.has(profile) || generatedPosts !== posts) {
          generatedPosts = posts
          generated.set(profile, buildSiteFiles(profile, await siteUrl(), posts))
        }
        return (await generated.get(profile))?.find((file) => file.path === path)
      }
      // Returned, so it runs after Vite's own middlewares have served modules and public files.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next()
          const url = req.originalUrl ?? '/'
          const pathname = new URL(url, 'http://localhost').pathname
          try {
            const generatedFile = await siteFile(pathname)
            if (generatedFile) {
              res.setHeader('Content-Type', CONTENT_TYPES[pathname.split('.').pop() ?? ''] ?? '')
              res.end(generatedFile.body)
              return
            }
            const { documents, renderPage, renderOwnerPage } = (await server.ssrLoadModule(
              '/src/client/render.tsx',
            )) as typeof Render
            if (pathname === OWNER_PAGE.path) {
              const template = await readFile(OWNER_PAGE.template, 'utf8')
              const transformed = await server.transformIndexHtml(url, template)
              const { head, html, htmlAttributes } = await renderOwnerPage()
              res.setHeader('Content-Type', 'text/html; charset=utf-8')
              res.setHeader('X-Robots-Tag', 'noindex, nofollow')
              res.end(
                withHtmlAttributes(transformed, htmlAttributes)
                  .replace('<!--app-head-->', head)
                  .replace('<!--app-html-->', html),
              )
              return
            }
            const { PAGES, documentFile, notFoundFileFor } = (await server.ssrLoadModule(
              '/src/core/pages.ts',
            )) as typeof PagesModule
            const all = documents()
            const file = documentFile(pathname)
            // An unknown address under a language's tag gets that language's 404 page.
            const notFound = all.filter((entry) => entry.page === 'not-found')
            const document =
              all.find((entry) => entry.file === file && entry.page !== 'not-found') ??
              notFound.find((entry) => entry.file === notFoundFileFor(pathname)) ??
              notFound[0]
            if (!document) return next()
            const template = await readFile(PAGES[document.page].template, 'utf8')
            const transformed = await server.transformIndexHtml(url, template)
            const { head, html, htmlAttributes } = await renderPage(document, {
              siteUrl: await siteUrl(),
              heroPhoto: await (await heroPhoto()).inlinedHeroPhoto(await content()),
            })
            res.statusCode = document.path === null ? 404 : 200
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.end(
              withHtmlAttributes(transformed, htmlAttributes)
                .replace('<!--app-head-->', head)
                .replace('<!--app-html-->', html),
            )
          } catch (error) {
            server.ssrFixStacktrace(error as Error)
            // Read the content afresh on the next request, as if it had changed: a fix that puts back
            // exactly what the file held before the mistake (an undo) was not always seen as a change,
            // and the page kept the error.
            server.moduleGraph.onFileChange(resolve(server.config.root, 'src/content/profile.ts'))
            next(error)
          }
        })
      }
    },
  }
}
