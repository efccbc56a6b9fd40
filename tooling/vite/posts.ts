// The owner's writing: every Markdown file in src/content/writing/ becomes a post. The front matter is
// checked (src/content/post-schema.ts), the body rendered to HTML with markdown-it (raw HTML is escaped,
// never passed through) and fenced code highlighted by Shiki at build time, so a post page runs no code of
// its own. The result reaches the render entry and the server as the module `virtual:posts`.
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { transformerStyleToClass } from '@shikijs/transformers'
import MarkdownIt from 'markdown-it'
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki'
import type { Plugin } from 'vite'
import { parse as parseYaml } from 'yaml'
import { ContentError } from '../../src/content/content-error.ts'
import { MIN_TEXT_CONTRAST, contrastRatio, relativeLuminance } from '../../src/content/look.ts'
import { postFrontMatterSchema } from '../../src/content/post-schema.ts'
import { nearestName } from '../../src/content/unknown-fields.ts'
import {
  metaOf,
  newestFirst,
  readingMinutes,
  type Post,
  type PostMeta,
} from '../../src/core/posts.ts'

export const WRITING_DIR = 'src/content/writing'
export const POSTS_MODULE = 'virtual:posts'
const RESOLVED_ID = `\0${POSTS_MODULE}`

// Code is drawn in GitHub's colours on GitHub's backgrounds; a colour that reads under 4.5:1 on its
// background is darkened (light) or lightened (dark) until it passes.
const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const
export const CODE_BACKGROUNDS = { light: '#ffffff', dark: '#24292e' } as const
export const CODE_MIN_CONTRAST = MIN_TEXT_CONTRAST

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type Rgb = [number, number, number]
const toRgb = (hex: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb
const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** `color`, moved towards black or white (whichever is farther from `background`) until it reads at 4.5:1. */
export function readableOn(color: string, background: string): string {
  const towards = relativeLuminance(background) > 0.5 ? 0 : 255
  const start = toRgb(color)
  for (let step = 0; step <= 50; step++) {
    const mixed = start.map((c) => c + ((towards - c) * step) / 50) as Rgb
    if (contrastRatio(toHex(mixed), background) >= CODE_MIN_CONTRAST) return toHex(mixed)
  }
  return towards ? '#ffffff' : '#000000'
}

let highlighter: Promise<Highlighter> | undefined
const loadHighlighter = () =>
  (highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [] }))

/** A slug for a heading's anchor: lowercase words joined by hyphens, unique within the post. */
function anchorSlugger() {
  const seen = new Map<string, number>()
  return (text: string) => {
    const base =
      text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '') || 'section'
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count ? `${base}-${count}` : base
  }
}

/** Renders a post's Markdown: code highlighted by `highlight`, headings with anchors, raw HTML escaped. */
function renderMarkdown(body: string, highlight: (code: string, lang: string) => string): string {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true, highlight })
  const slugger = anchorSlugger()
  md.core.ruler.push('heading_anchors', (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return
      const inline = state.tokens[index + 1]
      const id = slugger(inline?.children?.map((child) => child.content).join('') ?? '')
      token.attrSet('id', id)
      if (!inline?.children) return
      // A link to the heading itself, after its text, for readers who share a section.
      const open = new state.Token('link_open', 'a', 1)
      open.attrs = [
        ['class', 'heading-anchor'],
        ['href', `#${id}`],
        ['aria-label', `Link to this section: ${inline.content}`],
      ]
      const hash = new state.Token('text', '', 0)
      hash.content = '#'
      const space = new state.Token('text', '', 0)
      space.content = ' '
      inline.children.push(space, open, hash, new state.Token('link_close', 'a', -1))
    })
  })
  return md.render(body)
}

type LoadOptions = { dir?: string; drafts?: boolean }

/** A post's slug, checked front matter and Markdown body; a mistake throws naming the file and field. */
function readPost(file: string, name: string, source: string) {
  const fail = (problem: string) => new ContentError(`${file}: ${problem}`)
  const slug = name.slice(0, -'.md'.length)
  if (!SLUG.test(slug)) {
    throw fail(
      'the file name is the address: use lowercase letters, digits and hyphens (my-post.md)',
    )
  }
  const match = FRONT_MATTER.exec(source)
  if (!match) throw fail('expected front matter between --- lines, with title, date and summary')
  let data: unknown
  try {
    data = parseYaml(match[1] ?? '')
  } catch (error) {
    throw fail(`the front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`)
  }
  const parsed = postFrontMatterSchema.safeParse(data ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    if (issue?.code === 'unrecognized_keys') {
      const known = Object.keys(postFrontMatterSchema.shape)
      const named = issue.keys.map((key) => {
        const nearest = nearestName(key, known)
        return nearest ? `${key} (did you mean ${nearest}?)` : key
      })
      throw fail(
        `unknown field ${named.join(', ')}; expected title, date, summary, tags, draft, updated or canonical`,
      )
    }
    const field = issue?.path.join('.') || 'front matter'
    const missing = issue?.code === 'invalid_type' && issue.input === undefined
    throw fail(`${field}: ${missing ? 'is required' : issue?.message}`)
  }
  return { slug, front: parsed.data, body: source.slice(match[0].length) }
}

/** A folder of posts in another language than the default: its name is the language's tag. */
const LANGUAGE_FOLDER = /^[a-z]{2,3}$/

/**
 * Every post in `dir` (the default language's), newest first, with its body rendered, and each other
 * language's in `dir/<tag>/` (`writing/pt/my-post.md` is the Portuguese of `writing/my-post.md`, or a post
 * of its own when there is none); a mistake throws a ContentError.
 */
export async function loadPosts({ dir = WRITING_DIR, drafts = false }: LoadOptions = {}) {
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : []
  const folders = entries
    .filter((entry) => entry.isDirectory() && LANGUAGE_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort()
  const style = transformerStyleToClass({ classPrefix: 'code-' })
  const posts = await renderPosts(dir, { drafts, style })
  const translated: Record<string, Post[]> = {}
  for (const locale of folders)
    translated[locale] = await renderPosts(join(dir, locale), { drafts, style })
  return { posts, translated, css: codeCss(style.getClassRegistry()) }
}

/** The posts of one folder, newest first, their code highlighted with the classes of `style`. */
async function renderPosts(
  dir: string,
  { drafts, style }: { drafts: boolean; style: ReturnType<typeof transformerStyleToClass> },
): Promise<Post[]> {
  const files = existsSync(dir)
    ? (await readdir(dir)).filter((name) => name.endsWith('.md')).sort()
    : []
  const shiki = files.length ? await loadHighlighter() : undefined
  const posts: Post[] = []
  for (const name of files) {
    const file = join(dir, name)
    const { slug, front, body } = readPost(file, name, await readFile(file, 'utf8'))
    if (front.draft && !drafts) continue
    // The languages a post uses are loaded before it is rendered (markdown-it's highlight is synchronous).
    const langs = [...body.matchAll(/^ {0,3}(?:```|~~~)\s*([\w+#-]+)/gm)]
      .map(([, lang = '']) => lang.toLowerCase())
      .filter((lang): lang is BundledLanguage => lang in bundledLanguages)
    if (shiki && langs.length) await shiki.loadLanguage(...langs)
    const highlight = (code: string, lang: string) =>
      shiki?.codeToHtml(code, {
        lang: lang.toLowerCase() in bundledLanguages ? lang.toLowerCase() : 'text',
        themes: CODE_THEMES,
        defaultColor: false,
        transformers: [style],
      }) ?? ''
    posts.push({
      slug,
      ...front,
      readingMinutes: readingMinutes(body),
      html: renderMarkdown(body, highlight),
    })
  }
  return newestFirst(posts)
}

/** The classes Shiki gave the code's tokens, with every colour made readable on its background. */
function codeCss(registry: Map<string, Record<string, string> | string>): string {
  const rules: string[] = []
  for (const [name, style] of registry) {
    // A token's style comes as an object, the block's as a string of declarations.
    const entries =
      typeof style === 'string'
        ? style
            .split(';')
            .filter(Boolean)
            .map(
              (declaration) =>
                declaration.split(':').map((part) => part.trim()) as [string, string],
            )
        : Object.entries(style)
    const declarations = entries.map(([property, value]) => {
      const theme =
        property === '--shiki-light' ? 'light' : property === '--shiki-dark' ? 'dark' : null
      const color =
        theme && /^#[0-9a-f]{6}/i.test(value) ? readableOn(value, CODE_BACKGROUNDS[theme]) : value
      return `${property}:${color}`
    })
    rules.push(`.${name}{${declarations.join(';')}}`)
  }
  return rules.join('\n')
}

/** The site's stylesheet, which the code's colours join. */
const STYLESHEET = 'src/client/styles.css'

/** Every language's posts as the pages list them: the default language's, and each other's by its tag. */
export async function loadPostMetas(options: LoadOptions = {}): Promise<{
  posts: PostMeta[]
  translated: Record<string, PostMeta[]>
}> {
  const { posts, translated } = await loadPosts(options)
  return {
    posts: posts.map(metaOf),
    translated: Object.fromEntries(
      Object.entries(translated).map(([tag, list]) => [tag, list.map(metaOf)]),
    ),
  }
}

/**
 * `virtual:posts` (`export const posts: Post[]`, the default language's, and `translatedPosts`, each other
 * language's by its tag) for the render entry, the Node server and the dev
 * server; drafts only in `npm run dev`. The code's colours join the site's stylesheet. A build also writes
 * the module as `posts.js` beside its output, for the Workers bundle (wrangler.jsonc aliases it).
 */
export function postsPlugin({ dir = WRITING_DIR }: { dir?: string } = {}): Plugin {
  let drafts = false
  let loaded: ReturnType<typeof loadPosts> | undefined
  let built: string | undefined
  const load = () => (loaded ??= loadPosts({ dir, drafts }))
  return {
    name: 'portfolio-posts',
    configResolved(config) {
      drafts = config.command === 'serve'
    },
    configureServer(server) {
      // The folder's parent, which exists: asked to watch a folder that does not exist yet (an owner's
      // first post), chokidar drops every later change under src/content (chokidar #1470). Vite already
      // watches the project's root, so this matters only for a folder outside it.
      const folder = resolve(dir)
      server.watcher.add(dirname(folder))
      server.watcher.on('all', (_event, path) => {
        if (path !== folder && !path.startsWith(`${folder}${sep}`)) return
        loaded = undefined
        const module = server.moduleGraph.getModuleById(RESOLVED_ID)
        if (module) server.moduleGraph.invalidateModule(module)
        // The code's colours are part of the stylesheet: made again, and sent to open pages, so a new
        // post's code has its colours without a restart.
        for (const sheet of server.moduleGraph.getModulesByFile(resolve(STYLESHEET)) ?? [])
          void server.reloadModule(sheet)
      })
    },
    resolveId: (id) => (id === POSTS_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const { posts, translated } = await load()
      built = `export const posts = ${JSON.stringify(posts)}\nexport const translatedPosts = ${JSON.stringify(translated)}`
      return built
    },
    async transform(code, id) {
      if (!id.endsWith(`/${STYLESHEET}`)) return undefined
      // A mistake in a post is reported once, by virtual:posts; the stylesheet goes on without code colours.
      const css = await load().then(
        (result) => result.css,
        () => '',
      )
      return css ? `${code}\n${css}\n` : undefined
    },
    generateBundle: {
      // After the server build's own chunks: an asset emitted earlier is dropped from an SSR build.
      order: 'post',
      handler() {
        if (built !== undefined)
          this.emitFile({ type: 'asset', fileName: 'posts.js', source: built })
      },
    },
  }
}
