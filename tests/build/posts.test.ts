// The owner's posts: Markdown files read, checked and rendered by the build (tooling/vite/posts.ts). Each test
// writes a writing folder of its own.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CODE_BACKGROUNDS,
  CODE_MIN_CONTRAST,
  loadPosts,
  readableOn,
} from '../../tooling/vite/posts'
import { contrastRatio } from '../../src/content/look'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const front = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`
const valid = { title: 'A post', date: '2026-03-04', summary: 'What it says.' }

async function writing(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'writing-'))
  folders.push(dir)
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text)
  return dir
}

describe('loadPosts: reading the writing folder', () => {
  it('without a folder there are no posts and no code colours: the site is as it was', async () => {
    expect(await loadPosts({ dir: join(tmpdir(), 'no-such-writing-folder') })).toEqual({
      posts: [],
      translated: {},
      css: '',
    })
  })

  it('a folder named for a language holds that language’s posts: translations, and posts of its own', async () => {
    const post = (title: string) => `${front({ ...valid, title })}Text.\n`
    const dir = await writing({ 'honest-timeouts.md': post('Honest timeouts') })
    await mkdir(join(dir, 'pt'))
    await writeFile(join(dir, 'pt/honest-timeouts.md'), post('Tempos limite honestos'))
    await writeFile(join(dir, 'pt/so-em-portugues.md'), post('Só em português'))
    const { posts, translated } = await loadPosts({ dir })
    expect(posts.map(({ slug, title }) => [slug, title])).toEqual([
      ['honest-timeouts', 'Honest timeouts'],
    ])
    expect(translated.pt?.map(({ slug, title }) => [slug, title]).sort()).toEqual([
      ['honest-timeouts', 'Tempos limite honestos'],
      ['so-em-portugues', 'Só em português'],
    ])
  })

  it('takes the slug from the file name and lists posts newest first', async () => {
    const dir = await writing({
      'older-post.md': `${front({ ...valid, title: 'Older', date: '2025-12-31' })}Old.`,
      'newer-post.md': `${front({ ...valid, title: 'Newer', tags: '[go, kafka]' })}New.`,
    })
    const { posts } = await loadPosts({ dir })
    expect(posts.map(({ slug, title, tags }) => ({ slug, title, tags }))).toEqual([
      { slug: 'newer-post', title: 'Newer', tags: ['go', 'kafka'] },
      { slug: 'older-post', title: 'Older', tags: [] },
    ])
  })

  it('counts the reading time at 230 words a minute, at least one', async () => {
    const dir = await writing({
      'short.md': `${front(valid)}A few words.`,
      'long.md': `${front({ ...valid, date: '2026-01-01' })}${'word '.repeat(1150)}`,
    })
    const { posts } = await loadPosts({ dir })
    expect(posts.map((post) => post.readingMinutes)).toEqual([1, 5])
  })

  it('leaves drafts out of the build, and keeps them for npm run dev', async () => {
    const dir = await writing({
      'draft.md': `${front({ ...valid, draft: 'true' })}Not yet.`,
      'done.md': `${front(valid)}Done.`,
    })
    expect((await loadPosts({ dir })).posts.map((post) => post.slug)).toEqual(['done'])
    expect((await loadPosts({ dir, drafts: true })).posts.map((post) => post.slug).sort()).toEqual([
      'done',
      'draft',
    ])
  })
})

describe('loadPosts: a mistake stops the build, naming the file and the field', () => {
  it.each([
    ['a bad date', { ...valid, date: '2026-13-01' }, 'date: expected a real day of the calendar'],
    ['a day that does not exist', { ...valid, date: '2026-02-30' }, 'date: expected a real day'],
    [
      'a date in another format',
      { ...valid, date: '04/03/2026' },
      'date: expected a date as YYYY-MM-DD',
    ],
    ['no title', { date: valid.date, summary: valid.summary }, 'title: is required'],
    ['no summary', { title: valid.title, date: valid.date }, 'summary: is required'],
    ['a bad canonical address', { ...valid, canonical: 'javascript:alert(1)' }, 'canonical:'],
    ['an unknown field', { ...valid, author: 'me' }, 'unknown field author;'],
    [
      'a misspelt field, with the name it meant',
      { ...valid, sumary: valid.summary },
      'unknown field sumary (did you mean summary?);',
    ],
  ])('%s', async (_, fields, message) => {
    const dir = await writing({ 'my-post.md': `${front(fields)}Body.` })
    const error = await loadPosts({ dir }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).name).toBe('ContentError')
    expect((error as Error).message).toContain(`${join(dir, 'my-post.md')}: ${message}`)
    expect((error as Error).message.split('\n')).toHaveLength(1)
  })

  it('a file without front matter, or with a name that cannot be an address', async () => {
    const bare = await writing({ 'bare.md': '# Just a heading' })
    await expect(loadPosts({ dir: bare })).rejects.toThrow(/bare\.md: expected front matter/)
    const named = await writing({ 'My Post.md': `${front(valid)}Body.` })
    await expect(loadPosts({ dir: named })).rejects.toThrow(
      /My Post\.md: the file name is the address/,
    )
  })
})

describe('rendering a post', () => {
  async function render(body: string) {
    const dir = await writing({ 'post.md': `${front(valid)}${body}` })
    const { posts, css } = await loadPosts({ dir })
    return { html: posts[0]?.html ?? '', css }
  }

  it('a <script> or any other raw HTML is shown as text, never passed through', async () => {
    const { html } = await render(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n',
    )
    expect(html).not.toMatch(/<script|<img|<iframe/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=')
  })

  it('drops links and images to javascript: and data: addresses', async () => {
    const { html } = await render(
      '[click](javascript:alert(1)) ![x](data:text/html;base64,PHNjcmlwdD4=)\n',
    )
    expect(html).not.toMatch(/href="javascript:|src="data:/)
  })

  it('headings get anchors, unique within the post', async () => {
    const { html } = await render(
      '## Why it matters\n\ntext\n\n## Why it matters\n\n### Café & Co.\n',
    )
    expect(html).toContain(
      '<h2 id="why-it-matters">Why it matters <a class="heading-anchor" href="#why-it-matters" aria-label="Link to this section: Why it matters">#</a></h2>',
    )
    expect(html).toContain('<h2 id="why-it-matters-1">')
    expect(html).toContain('<h3 id="cafe-co">')
  })

  it('lists, tables, blockquotes, images from public/ and links', async () => {
    const { html } = await render(
      [
        '- one\n- two\n',
        '1. first\n2. second\n',
        '| a | b |\n| - | - |\n| 1 | 2 |\n',
        '> quoted\n',
        '![A diagram](/images/diagram.png)\n',
        'See [the docs](https://example.com/docs).\n',
      ].join('\n'),
    )
    expect(html).toContain('<ul>\n<li>one</li>')
    expect(html).toContain('<ol>\n<li>first</li>')
    expect(html).toContain('<table>')
    expect(html).toContain('<blockquote>\n<p>quoted</p>')
    expect(html).toContain('<img src="/images/diagram.png" alt="A diagram">')
    expect(html).toContain('<a href="https://example.com/docs">the docs</a>')
  })

  it('highlights fenced code at build time with classes (no inline style, no script)', async () => {
    const { html, css } = await render(
      '```ts\nconst answer: number = 42 // the answer\n```\n\n```nosuchlang\nplain text\n```\n',
    )
    expect(html).toContain('<pre class="shiki')
    expect(html).not.toContain('style=')
    expect(html).toMatch(/<span class="code-[a-z0-9]+">const<\/span>/)
    expect(html).toContain('plain text')
    expect(css).toMatch(/^\.code-[a-z0-9]+\{--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}/m)
    // The block's own class carries both themes' backgrounds, which the colours were checked against.
    const block = /<pre class="shiki[^"]* (code-[a-z0-9]+)"/.exec(html)?.[1]
    expect(css).toMatch(
      new RegExp(
        `^\\.${block}\\{[^}]*--shiki-light-bg:#fff[^}]*--shiki-dark-bg:${CODE_BACKGROUNDS.dark}`,
        'm',
      ),
    )
  })

  it("every code colour reads at 4.5:1 or more on its theme's code background", async () => {
    const { css } = await render(
      '```ts\n// a comment\nimport { x } from "y"\nexport const f = async (a: string[]) => a.map((s) => `${s}!`)\n```\n\n```bash\necho "$HOME" # comment\n```\n\n```json\n{ "a": [1, true, null] }\n```\n',
    )
    const colours = [...css.matchAll(/--shiki-(light|dark):(#[0-9a-f]{6})/g)]
    expect(colours.length).toBeGreaterThan(10)
    for (const [, theme, colour = ''] of colours) {
      const background = CODE_BACKGROUNDS[theme as 'light' | 'dark']
      expect(contrastRatio(colour, background), `${theme} ${colour}`).toBeGreaterThanOrEqual(
        CODE_MIN_CONTRAST,
      )
    }
  })

  it('readableOn moves a faint colour just far enough, and leaves a readable one alone', () => {
    // GitHub light's comment grey reads 4.6:1 on white; a paler grey is darkened until it passes.
    expect(readableOn('#24292e', '#ffffff')).toBe('#24292e')
    const moved = readableOn('#aaaaaa', '#ffffff')
    expect(contrastRatio(moved, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(moved, '#ffffff')).toBeLessThan(5)
    expect(contrastRatio(readableOn('#444d56', '#24292e'), '#24292e')).toBeGreaterThanOrEqual(4.5)
  })
})
