// `npm run dev` follows every edit: a real Vite dev server on a free port, in a temporary copy of the
// project (tes../support/project-copy.ts) whose content the tests edit while it runs. The placeholder owner
// has no writing folder, the case where Vite's watcher used to drop every change in src/content.
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exampleFiles } from '../../scripts/example-files'
import { startDevServer, type DevServer } from '../support/project-copy'

// Long enough for a busy 2-core machine to notice the edit and render the page again.
const NOTICED = { timeout: 20_000, interval: 100 }

let dev: DevServer
beforeAll(async () => {
  // What an owner edits: a whole profile in src/content (the project ships one pointing at the
  // placeholder example), and its avatar in public/, as `npm run use-example -- placeholder` puts them
  // there (the current owner may be another example, whose files the copy has instead).
  dev = await startDevServer({}, async (dir) => {
    for (const { source, target } of [
      { source: 'examples/placeholder/profile.ts', target: 'src/content/profile.ts' },
      ...exampleFiles('placeholder', dir),
    ])
      await copyFile(join(dir, source), join(dir, target))
  })
}, 60_000)
afterAll(async () => {
  await dev?.stop()
})

const get = async (path: string) => {
  const response = await fetch(`${dev.url}${path}`)
  return { status: response.status, text: await response.text() }
}
const profileFile = () => join(dev.dir, 'src/content/profile.ts')
const post = (title: string) =>
  `---\ntitle: ${title}\ndate: 2026-03-04\nsummary: What it says.\n---\n\nSome code:\n\n\`\`\`ts\nconst answer: number = 42\n\`\`\`\n`

describe('npm run dev follows every edit', () => {
  it('an edit to profile.ts, with no writing folder, shows on the next request, and a TODO left in it is said', async () => {
    expect((await get('/')).status).toBe(200)
    const source = await readFile(profileFile(), 'utf8')
    // The owner's name: every profile has one (a headline, say, is optional).
    const edited = source.replace(
      /\n {2}name: '[^']*'/,
      "\n  // TODO: a note the import left\n  name: 'Edited While Dev Runs'",
    )
    expect(edited).not.toBe(source)
    await writeFile(profileFile(), edited)
    await expect.poll(async () => (await get('/')).text, NOTICED).toContain('Edited While Dev Runs')
    // Whatever TODOs the content had before (an imported owner's), the new one is among those said.
    expect(dev.output()).toMatch(
      /src\/content\/profile\.ts has (a|\d+) TODOs?[^\n]*\n(.*\n)*.*a note the import left/,
    )
  })

  it('a mistake shows in the browser and the terminal, naming the file and the field', async () => {
    const source = await readFile(profileFile(), 'utf8')
    await writeFile(profileFile(), source.replace(/email: '[^']*'/, "email: 'not an address'"))
    await expect
      .poll(async () => (await get('/')).text, NOTICED)
      .toMatch(/src\/content\/profile\.ts is invalid[\s\S]*email/)
    expect(dev.output()).toMatch(/src\/content\/profile\.ts is invalid[\s\S]*email/)
    // Fixed, the page is back.
    await writeFile(profileFile(), source)
    await expect.poll(async () => (await get('/')).status, NOTICED).toBe(200)
  })

  it('the first post, added after the API answered, renders with its code highlighted; renamed and deleted, it follows', async () => {
    // The API first: it used to replace the global Response, which Shiki's WASM loader then choked on.
    expect((await get('/api/projects')).status).toBe(200)
    // The stylesheet too, as the owner's open page has it before there is any post.
    expect((await get('/src/client/styles.css')).status).toBe(200)
    const writing = join(dev.dir, 'src/content/writing')
    await mkdir(writing)
    await writeFile(join(writing, 'first-post.md'), post('My first post'))
    await expect.poll(async () => (await get('/writing/first-post')).status, NOTICED).toBe(200)
    const page = (await get('/writing/first-post')).text
    expect(page).toContain('My first post')
    // Its code's colours are in the stylesheet now, without a restart.
    const [, token] = /class="[^"]*(code-[\w-]+)/.exec(page) ?? []
    expect(token).toBeDefined()
    await expect
      .poll(async () => (await get('/src/client/styles.css')).text, NOTICED)
      .toContain(`.${token}{`)
    expect((await get('/writing')).text).toContain('My first post')

    await rename(join(writing, 'first-post.md'), join(writing, 'renamed-post.md'))
    await expect.poll(async () => (await get('/writing/renamed-post')).status, NOTICED).toBe(200)
    expect((await get('/writing/first-post')).status).toBe(404)

    await writeFile(
      join(writing, 'renamed-post.md'),
      post('My first post').replace('date:', 'dat:'),
    )
    await expect
      .poll(async () => (await get('/writing/renamed-post')).text, NOTICED)
      .toMatch(/renamed-post\.md: date/)

    await rm(join(writing, 'renamed-post.md'))
    await expect.poll(async () => (await get('/writing/renamed-post')).status, NOTICED).toBe(404)
    expect((await get('/')).status).toBe(200)
    // Five edits, each waited for: more than the default's guard against a hang.
  }, 60_000)

  it('a new resume PDF and a new photo show on the next request', async () => {
    // Without one of the owner's, the PDF rendered from the content; then theirs, once it is there.
    const rendered = Buffer.from(await (await fetch(`${dev.url}/resume.pdf`)).arrayBuffer())
    expect(rendered.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const own = Buffer.concat([rendered, Buffer.from('\n% the owner’s own\n')])
    await writeFile(join(dev.dir, 'public/resume.pdf'), own)
    await expect
      .poll(
        async () => (await fetch(`${dev.url}/resume.pdf`)).headers.get('content-length'),
        NOTICED,
      )
      .toBe(String(own.byteLength))
    const svg = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`
    await writeFile(join(dev.dir, 'public/me.svg'), svg('#123456'))
    const source = await readFile(profileFile(), 'utf8')
    // The owner's photo, in place of the one the content has, if any (a second key would lose to it).
    const photo = "photo: { src: '/me.svg', alt: 'Me' },"
    await writeFile(
      profileFile(),
      /\n {2}photo: \{[^}]*\},?/.test(source)
        ? source.replace(/\n {2}photo: \{[^}]*\},?/, `\n  ${photo}`)
        : source.replace(/\n {2}name: /, `\n  ${photo}\n  name: `),
    )
    await expect.poll(async () => (await get('/')).text, NOTICED).toContain('%23123456')
    await writeFile(join(dev.dir, 'public/me.svg'), svg('#654321'))
    await expect.poll(async () => (await get('/')).text, NOTICED).toContain('%23654321')
  })
})

describe('npm run dev without a model provider', () => {
  it('offers the demo model: the panel is told it is a demo, and a question is answered from the content', async () => {
    const status = await fetch(`${dev.url}/api/chat/status`)
    expect(await status.json()).toMatchObject({ available: true, demo: true })
    const asked = await fetch(`${dev.url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'How can I contact them?', history: [] }),
    })
    const { profile } = (await import(join(dev.dir, 'src/content/profile.ts'))) as {
      profile: { email: string }
    }
    expect(((await asked.json()) as { reply: string }).reply).toContain(profile.email)
    expect(dev.output()).toContain('Assistant: the demo model')
  })
})
