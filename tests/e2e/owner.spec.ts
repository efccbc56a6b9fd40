// The owner's page end to end: the production server (Node, and the Workers runtime, which carries the
// page inside the worker), Chromium, and the model double. It exists only with OWNER_TOKEN, no visitor's
// page can reach its code, and a visitor's question shows on it once the owner signs in. The chat panel
// tells the visitor, in one line, while their conversation is kept.
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { OWNER_API_PATH, OWNER_PAGE } from '@/core/owner-page'
import { CHAT_API_PATH } from '@/core/chat'
import { profile } from '@/content/profile'
import { documentsOf } from '@/core/pages'
import { SITE_FILES } from '@/core/seo'
import { OWNER_BACKOFF } from '@/server/routes/owner'
import { sqliteConversationLog } from '@/server/stores/sqlite/conversation-log'
import { SHIPPED_LOCALES } from '@/i18n/catalog'
import { aTurn } from '../fixtures/turns'
import { reply } from '../doubles/chat-model'
import { loadPosts } from '../../tooling/vite/posts'
import { metaOf } from '@/core/posts'
import { ask, input, keptInTab, openChatAt, panel } from '../support/chat'
import { anyValues, count, fill, intl, t } from '../support/words'
import { ANY_OWNER, expect, test, useModelDouble } from './fixtures'
import { waitForScrollEnd } from './support/page'

const KEY = 'e2e-model-key-0123456789'
const OWNER_TOKEN = 'e2e-owner-token-0123456789abcdefghij'
// Not the default (30), so that the panel's line shows the server's setting.
const RETENTION_DAYS = 14
// The owner page's own files, as the build named them (dist/owner/owner-assets/).
const OWNER_ASSETS = readdirSync(join('dist/owner', OWNER_PAGE.assetsDir)).map(
  (name) => `/${OWNER_PAGE.assetsDir}/${name}`,
)

/** Opens the chat panel once the server has said whether it keeps conversations (its status). */
async function openChatWithStatus(page: Page, url: string) {
  const status = page.waitForResponse((answer) => answer.url().endsWith(`${CHAT_API_PATH}/status`))
  await openChatAt(page, url)
  expect((await status).status()).toBe(200)
}

async function signIn(page: Page, url: string, token: string) {
  await page.goto(`${url}${OWNER_PAGE.path}`)
  await page.getByLabel(t.owner.token).fill(token)
  await page.getByRole('button', { name: t.owner.signIn }).click()
  // Signed in once the cookie is set: a reload before then would lose the sign-in.
  await expect(page.getByRole('button', { name: t.owner.signOut, exact: true })).toBeVisible()
}

/** Every script a page loads, and the text of each, for a look at what the page could run. */
async function scriptsOf(request: APIRequestContext, url: string, html: string) {
  const sources = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map(([, src = '']) => src)
  return Promise.all(sources.map(async (src) => (await request.get(new URL(src, url).href)).text()))
}

test.describe('without OWNER_TOKEN', ANY_OWNER, () => {
  useModelDouble(KEY)

  test('the chat panel does not say that conversations are kept', async ({ page, server }) => {
    await openChatWithStatus(page, server.url)
    await expect(input(page)).toBeEnabled()
    await expect(panel(page).getByText(anyValues(t.chat.kept))).toHaveCount(0)
  })

  test('the owner page, its files and its API are 404, as any unknown address', async ({
    request,
    server,
  }) => {
    expect(OWNER_ASSETS.length).toBeGreaterThan(0)
    for (const path of [OWNER_PAGE.path, `${OWNER_PAGE.path}.html`, ...OWNER_ASSETS]) {
      expect((await request.get(`${server.url}${path}`)).status(), path).toBe(404)
    }
    for (const path of ['/session', '/insights', '/export']) {
      const response = await request.get(`${server.url}${OWNER_API_PATH}${path}`, {
        headers: { Authorization: `Bearer ${OWNER_TOKEN}` },
      })
      expect(response.status(), path).toBe(404)
    }
    const signIn = await request.post(`${server.url}${OWNER_API_PATH}/session`, {
      data: { token: OWNER_TOKEN },
    })
    expect(signIn.status()).toBe(404)
  })
})

test.describe('with OWNER_TOKEN', () => {
  useModelDouble(KEY, { OWNER_TOKEN, INSIGHTS_RETENTION_DAYS: String(RETENTION_DAYS) })
  test.beforeEach(({ model }) => model.reset())

  test('the chat panel says, in one line, for how many days conversations are kept', async ({
    page,
    server,
  }) => {
    await openChatWithStatus(page, server.url)
    await expect(panel(page).getByText(anyValues(t.chat.kept))).toHaveText(
      count(t.chat.kept, RETENTION_DAYS, { owner: profile.name }),
    )
  })

  test('a visitor’s question appears on /owner after the owner signs in', async ({
    browser,
    page,
    server,
    model,
  }) => {
    const question = `Does she know Rust? (${Date.now()})`
    model.enqueue(reply('The portfolio does not mention Rust.'))
    await openChatAt(page, server.url)
    await ask(page, question)
    await expect(panel(page).getByText('The portfolio does not mention Rust.')).toBeVisible()

    // The owner, in a browser of their own: the visitor's session shares nothing with it.
    const owner = await (await browser.newContext()).newPage()
    await signIn(owner, server.url, OWNER_TOKEN)
    const conversations = owner.getByRole('region', { name: t.owner.conversations })
    // The turn is written after the reply is sent: the page shows it once the log has it.
    await expect(async () => {
      await owner.reload()
      await expect(conversations.getByText(question, { exact: true })).toBeVisible({
        timeout: 1000,
      })
    }).toPass()
    await expect(owner.getByRole('region', { name: t.owner.mostAsked })).toContainText(question)
    await conversations
      .getByRole('button', { name: fill(t.owner.openConversation, { opening: question }) })
      .click()
    const full = owner.getByRole('region', { name: anyValues(t.owner.conversationOf) })
    await expect(full).toContainText(question)
    await expect(full).toContainText('The portfolio does not mention Rust.')
    // The opened conversation takes focus, and the page scrolls smoothly down to it. A click on a row
    // while it moves can press on the button and let go elsewhere (Playwright checks only where the
    // press lands), so no click reaches the button: the confirmation never came, once on Workers.
    await expect(full.getByRole('heading', { level: 3 })).toBeFocused()
    await waitForScrollEnd(owner)

    // Deleting asks once more, and then the conversation is gone.
    await conversations
      .getByRole('button', { name: fill(t.owner.deleteConversation, { opening: question }) })
      .click()
    const confirm = conversations.getByRole('button', { name: t.owner.delete, exact: true })
    await expect(confirm).toBeFocused()
    await confirm.click()
    await expect(conversations.getByText(question, { exact: true })).toHaveCount(0)

    await owner.getByRole('button', { name: t.owner.signOut, exact: true }).click()
    await expect(owner.getByLabel(t.owner.token)).toBeVisible()
    await owner.reload()
    await expect(owner.getByLabel(t.owner.token)).toBeVisible()
    await owner.context().close()
  })

  test(
    'one conversation stays one in the log across a reload, and a new tab starts another',
    ANY_OWNER,
    async ({ page, context, request, server, model }) => {
      const asked = `Where is she based? (${Date.now()})`
      const first = `${asked} first`
      const second = `${asked} after a reload`
      const third = `${asked} in a new tab`
      model.enqueue(reply('In Pune.'))
      model.enqueue(reply('Yes, she works remotely too.'))
      model.enqueue(reply('In Pune, still.'))
      await openChatAt(page, server.url)
      await ask(page, first)
      await expect(panel(page).getByText('In Pune.')).toBeVisible()
      await keptInTab(page, 'In Pune.')
      await page.reload()
      await openChatAt(page, server.url)
      await ask(page, second)
      await expect(panel(page).getByText('Yes, she works remotely too.')).toBeVisible()
      const other = await context.newPage()
      await openChatAt(other, server.url)
      await ask(other, third)
      await expect(panel(other).getByText('In Pune, still.')).toBeVisible()

      const auth = { headers: { Authorization: `Bearer ${OWNER_TOKEN}` } }
      /** The conversation id the log holds for each of the three questions, once it holds all three. */
      const conversations = async () => {
        const response = await request.get(
          `${server.url}${OWNER_API_PATH}/export?format=json`,
          auth,
        )
        const { turns } = (await response.json()) as {
          turns: { question: string; conversationId: string }[]
        }
        return [first, second, third].map(
          (question) => turns.find((turn) => turn.question === question)?.conversationId,
        )
      }
      await expect.poll(async () => (await conversations()).every(Boolean)).toBe(true)
      const [ofFirst, ofSecond, ofThird] = await conversations()
      expect(ofSecond).toBe(ofFirst)
      expect(ofThird).not.toBe(ofFirst)
    },
  )

  test(
    'the export holds the turns and no address',
    ANY_OWNER,
    async ({ page, request, server, model }) => {
      const question = `What is her GPA? (${Date.now()})`
      model.enqueue(reply('3.9/4.0.'))
      await openChatAt(page, server.url)
      await ask(page, question)
      await expect(panel(page).getByText('3.9/4.0.')).toBeVisible()
      const auth = { headers: { Authorization: `Bearer ${OWNER_TOKEN}` } }
      for (const format of ['json', 'csv']) {
        await expect(async () => {
          const response = await request.get(
            `${server.url}${OWNER_API_PATH}/export?format=${format}`,
            auth,
          )
          expect(response.status()).toBe(200)
          const text = await response.text()
          expect(text).toContain(question.replace(/"/g, '""'))
          // The server saw the visitor as 127.0.0.1 (or ::1): no form of it may be in the log.
          for (const address of ['127.0.0.1', '::1', 'localhost'])
            expect(text).not.toContain(address)
        }).toPass()
      }
    },
  )

  test('in both themes and on a phone: no accessibility violations, nothing wider than the screen', async ({
    page,
    server,
    model,
  }) => {
    // Four sign-ins and four axe runs: longer than one test's usual time on a busy machine.
    test.setTimeout(120_000)
    model.enqueue(reply('She works with Python.'))
    await openChatAt(page, server.url)
    await ask(page, 'What does she work with?')
    await expect(panel(page).getByText('She works with Python.')).toBeVisible()
    for (const theme of ['dark', 'light']) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 })
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
        await signIn(page, server.url, OWNER_TOKEN)
        await expect(page.getByRole('heading', { name: anyValues(t.owner.activity) })).toBeVisible()
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        await page.getByText(t.owner.chartTable).click()
        const { violations } = await new AxeBuilder({ page }).analyze()
        expect(
          violations.map((violation) => `${violation.id}: ${violation.help}`),
          `${theme} ${width}`,
        ).toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${theme} ${width}`).toBe(0)
        await page.getByRole('button', { name: t.owner.signOut, exact: true }).click()
        await expect(page.getByLabel(t.owner.token)).toBeVisible()
      }
    }
  })

  test(
    'the page is noindex, under the same strict CSP, and its API refuses strangers',
    ANY_OWNER,
    async ({ request, server }) => {
      const response = await request.get(`${server.url}${OWNER_PAGE.path}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
      expect(response.headers()['cache-control']).toBe('no-store')
      const csp = response.headers()['content-security-policy'] ?? ''
      expect(csp).toContain("default-src 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
      // Its files come from the app too: never indexed, and kept by the owner's browser alone.
      for (const path of OWNER_ASSETS) {
        const asset = await request.get(`${server.url}${path}`)
        expect(asset.status(), path).toBe(200)
        expect(asset.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
        expect(asset.headers()['cache-control'], path).toMatch(/^private,/)
      }
      for (const path of ['/insights', '/export', '/conversations/x']) {
        expect((await request.get(`${server.url}${OWNER_API_PATH}${path}`)).status(), path).toBe(
          401,
        )
      }
    },
  )

  test('no public page, and nothing a crawler reads, leads to the owner page or loads its code', async ({
    request,
    server,
  }) => {
    const posts = (await loadPosts()).posts.map(metaOf)
    const paths = documentsOf({ posts }).map((document) => document.path ?? '/no-such-page')
    for (const path of paths) {
      const html = await (await request.get(`${server.url}${path}`)).text()
      for (const text of [html, ...(await scriptsOf(request, `${server.url}${path}`, html))]) {
        expect(text, path).not.toContain(OWNER_PAGE.assetsDir)
        expect(text, path).not.toContain(OWNER_API_PATH)
        expect(text, path).not.toContain(t.owner.token)
      }
      expect(html, path).not.toMatch(/<form|type="password"/)
    }
    for (const file of [SITE_FILES.sitemap, SITE_FILES.llms, SITE_FILES.feed]) {
      const text = await (await request.get(`${server.url}${file}`)).text()
      expect(text, file).not.toContain(OWNER_PAGE.path)
    }
    // The public build itself holds no owner file: only the server, given the token, serves them.
    const built = readdirSync('dist/client', { recursive: true }).map(String)
    expect(built.filter((name) => /owner/.test(name))).toEqual([])
    expect(readFileSync('dist/owner/owner.html', 'utf8')).toContain(OWNER_PAGE.assetsDir)
  })
})

// The log's turns in two languages, kept in the SQLite file the server opens: the site's default and
// another. Node only: the Durable Object's log cannot be filled from here, and its language column is
// tested under workerd by tests/server/workers-log.test.ts.
test.describe('the owner page in the languages of the log @node-only', () => {
  const home = profile.locale
  const other = SHIPPED_LOCALES.find((locale) => locale !== home)!
  const words = t.owner
  const nameOf = (locale: string) =>
    new Intl.DisplayNames([intl], { type: 'language' }).of(locale) ?? locale
  const asked = {
    home: `Asked at home? (${Date.now()})`,
    other: `Asked in ${other}? (${Date.now()})`,
  }
  // Its own folder, filled before the server of this block starts and opens it.
  const dataDir = join(tmpdir(), `owner-languages-${process.pid}`)
  test.use({ serverSetup: { env: { OWNER_TOKEN, DATA_DIR: dataDir } } })
  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true })
    const log = sqliteConversationLog(dataDir, {
      retentionDays: 30,
      maxRows: 1000,
      maxBytes: 1 << 20,
    })
    await Promise.all(
      (
        [
          ['home-conversation', asked.home, undefined],
          ['other-conversation', asked.other, other],
        ] as const
      ).map(([conversationId, question, locale]) =>
        log.record(
          aTurn({ conversationId, question, outcome: 'unanswered', ...(locale ? { locale } : {}) }),
        ),
      ),
    )
    log.close()
  })
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  test('shows each conversation’s language, reads one language alone, and names its FAQ file', async ({
    page,
    server,
  }) => {
    await signIn(page, server.url, OWNER_TOKEN)
    const conversations = page.getByRole('region', { name: words.conversations })
    const row = (question: string) =>
      conversations.getByRole('listitem').filter({ hasText: question })
    await expect(row(asked.home)).toContainText(nameOf(home))
    await expect(row(asked.other)).toContainText(nameOf(other))
    const unanswered = page.getByRole('region', { name: words.unanswered })
    await expect(unanswered).toContainText(`src/content/profile.${other}.ts`)
    await expect(unanswered).toContainText('src/content/profile.ts')

    // The language menu and the languages in the rows: nothing axe finds serious.
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

    await page.getByLabel(words.language).selectOption({ label: nameOf(other) })
    await expect(row(asked.home)).toHaveCount(0)
    await expect(row(asked.other)).toBeVisible()
    await expect(unanswered).not.toContainText('src/content/profile.ts')
    await page.getByLabel(words.language).selectOption({ label: words.allLanguages })
    await expect(row(asked.home)).toBeVisible()
  })
})

test.describe('signing in', ANY_OWNER, () => {
  // A server of its own: the failures below use up this address's sign-in attempts.
  test.use({ serverSetup: { env: { OWNER_TOKEN } } })

  test('a wrong token is refused, and so is the attempt after the limit, right token or not', async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}${OWNER_PAGE.path}`)
    const token = page.getByLabel(t.owner.token)
    /** Signs in with `value`, and gives the status the server answered. */
    const attempt = async (value: string) => {
      await token.fill(value)
      const [response] = await Promise.all([
        page.waitForResponse(
          (answer) =>
            answer.url().endsWith(`${OWNER_API_PATH}/session`) &&
            answer.request().method() === 'POST',
        ),
        page.getByRole('button', { name: t.owner.signIn }).click(),
      ])
      return response.status()
    }
    for (let tried = 1; tried <= OWNER_BACKOFF.free; tried += 1) {
      expect(await attempt(`wrong-token-${tried}`)).toBe(401)
      await expect(page.getByRole('alert')).toHaveText(t.owner.wrongToken)
    }
    expect(await attempt(OWNER_TOKEN)).toBe(429)
    // The wait left after the fifth failure, in whole seconds.
    await expect(page.getByRole('alert')).toHaveText(anyValues(t.owner.tooSoon))
    await expect(page.getByRole('heading', { name: anyValues(t.owner.activity) })).toHaveCount(0)
  })
})

test.describe('the token and the session, on every route', ANY_OWNER, () => {
  // A server of its own: the failures below use up this address's free attempts.
  test.use({ serverSetup: { env: { OWNER_TOKEN } } })

  test('the 6th wrong bearer attempt from an address is refused, the right token too until the wait is over', async ({
    request,
    server,
  }) => {
    const asBearer = (token: string, path = '/insights') =>
      request.get(`${server.url}${OWNER_API_PATH}${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    // Every owner route counts them, as the sign-in form does.
    const routes = ['/insights', '/export', '/conversations/x', '/insights', '/export']
    for (const [index, path] of routes.entries()) {
      expect((await asBearer(`wrong-${index}`, path)).status(), path).toBe(401)
    }
    expect(OWNER_BACKOFF.free).toBe(routes.length)
    const sixth = await asBearer('wrong-6')
    expect(sixth.status()).toBe(429)
    expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(0)
    expect((await asBearer(OWNER_TOKEN)).status()).toBe(429)
  })
})

test.describe('signing out', ANY_OWNER, () => {
  test.use({ serverSetup: { env: { OWNER_TOKEN } } })

  test('ends the session in the store: a copy of the cookie is worth nothing, and everywhere ends every one', async ({
    browser,
    request,
    server,
  }) => {
    const here = await (await browser.newContext()).newPage()
    const there = await (await browser.newContext()).newPage()
    await signIn(here, server.url, OWNER_TOKEN)
    await signIn(there, server.url, OWNER_TOKEN)
    // A copy of this browser's session cookie, taken before it signs out.
    const [cookie] = await here.context().cookies(server.url)
    const copied = `${cookie!.name}=${cookie!.value}`
    const withCopy = () =>
      request.get(`${server.url}${OWNER_API_PATH}/export`, { headers: { Cookie: copied } })
    expect((await withCopy()).status()).toBe(200)
    await here.getByRole('button', { name: t.owner.signOut, exact: true }).click()
    await expect(here.getByLabel(t.owner.token)).toBeVisible()
    expect((await withCopy()).status()).toBe(401)
    // The other browser is still signed in, until it signs out everywhere.
    await there.reload()
    await expect(there.getByRole('button', { name: t.owner.signOutEverywhere })).toBeVisible()
    await signIn(here, server.url, OWNER_TOKEN)
    await there.getByRole('button', { name: t.owner.signOutEverywhere }).click()
    await expect(there.getByLabel(t.owner.token)).toBeVisible()
    await here.reload()
    await expect(here.getByLabel(t.owner.token)).toBeVisible()
    await here.context().close()
    await there.context().close()
  })
})
