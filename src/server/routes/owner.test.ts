import { afterEach, describe, expect, it, vi } from 'vitest'
import { bilingualOwner } from '../../../tests/fixtures/bilingual-owner'
import { aTurn } from '../../../tests/fixtures/turns'
import type { OwnerInsights } from '@/core/owner-insights'
import { createApp, type AppDeps } from '../app'
import { loadConfig } from '../config'
import type { ConversationLog } from '../insights/conversation-log'
import { memoryConversationLog } from '../stores/memory/conversation-log'
import type { LogLine } from '../logger'
import { memoryOwnerAccess, type OwnerAccessStore } from '../services/owner-access'
import { conversationLogWithDeadlines, ownerAccessWithDeadlines } from '../store-deadlines'
import type { Pages } from './pages'
import {
  CONVERSATION_TURNS_SHOWN,
  OWNER_BACKOFF,
  OWNER_SESSION_COOKIE,
  OWNER_SESSION_SECONDS,
  backoffMs,
} from './owner'

const TOKEN = 'owner-token-for-tests-0123456789abcdef'
const pages: Pages = {
  'index.html': { html: '<h1>home</h1>' },
  '404.html': { html: '<h1>404</h1>' },
}
const ownerPage = {
  html: '<title>Owner</title>',
  assets: { '/owner-assets/owner-abc.js': { body: 'console.log(1)', type: 'text/javascript' } },
}
const bounds = { retentionDays: 30, maxRows: 1000, maxBytes: 1 << 20 }

afterEach(() => {
  vi.useRealTimers()
})

/** Stops the clock at `at` (only Date: timers keep running), for tests that move it. */
const clockAt = (at: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(at)
  return { forward: (ms: number) => vi.setSystemTime(Date.now() + ms) }
}

function ownerApp(
  env: Record<string, string> = { OWNER_TOKEN: TOKEN },
  deps: Partial<AppDeps> = {},
) {
  const lines: LogLine[] = []
  const conversationLog = memoryConversationLog(bounds)
  const app = createApp({
    config: loadConfig(env),
    pages,
    ownerPage,
    conversationLog,
    log: (line) => lines.push(line),
    // The test says which address each request comes from, as a host's connection info would.
    remoteAddress: (c) => c.req.header('x-test-peer') ?? '203.0.113.7',
    ...deps,
  })
  return { app, lines, conversationLog }
}
type App = ReturnType<typeof ownerApp>['app']

const signIn = (
  app: App,
  token: string,
  { peer = '203.0.113.7', origin = 'http://localhost' } = {},
) =>
  app.request(`${origin}/api/owner/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-test-peer': peer },
    body: JSON.stringify({ token }),
  })

const cookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

const bearer = (app: App, token: string, peer = '203.0.113.7') =>
  app.request('/api/owner/insights', {
    headers: { Authorization: `Bearer ${token}`, 'x-test-peer': peer },
  })

const signedIn = async (
  app: App,
  cookie: string,
  {
    origin = 'http://localhost',
    headers = {},
  }: { origin?: string; headers?: Record<string, string> } = {},
) => {
  const response = await app.request(`${origin}/api/owner/session`, {
    headers: { Cookie: cookie, ...headers },
  })
  return ((await response.json()) as { signedIn: boolean }).signedIn
}

describe('without OWNER_TOKEN', () => {
  const { app } = ownerApp({})

  it.each([
    ['GET', '/owner'],
    ['GET', '/owner-assets/owner-abc.js'],
    ['POST', '/api/owner/session'],
    ['GET', '/api/owner/insights'],
    ['GET', '/api/owner/export'],
    ['DELETE', '/api/owner/conversations'],
    ['DELETE', '/api/owner/sessions'],
  ])('%s %s is 404, as any unknown path', async (method, path) => {
    const response = await app.request(path, {
      method,
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ token: TOKEN }) : undefined,
    })
    expect(response.status).toBe(404)
  })
})

describe('the owner page', () => {
  it('is served at /owner, noindex and never cached, with its own assets', async () => {
    const { app } = ownerApp()
    const page = await app.request('/owner')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('<title>Owner</title>')
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const script = await app.request('/owner-assets/owner-abc.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect((await app.request('/owner-assets/other.js')).status).toBe(404)
  })

  it('leaves the public pages without its noindex header', async () => {
    const { app } = ownerApp()
    const home = await app.request('/')
    expect(home.status).toBe(200)
    expect(home.headers.get('x-robots-tag')).toBeNull()
  })
})

describe('signing in', () => {
  it('refuses a wrong token with 401, logging the attempt without the token', async () => {
    const { app, lines } = ownerApp()
    const response = await signIn(app, `${TOKEN}x`)
    expect(response.status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'owner sign-in failed', via: 'form', failures: 1 }),
    )
    expect(JSON.stringify(lines)).not.toContain(TOKEN)
  })

  it('over plain http sets a signed session cookie: HttpOnly, SameSite=Strict, an expiry, not Secure', async () => {
    const { app, lines } = ownerApp()
    const response = await signIn(app, TOKEN)
    expect(response.status).toBe(204)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${OWNER_SESSION_COOKIE}=[^;]+;`))
    expect(cookie).toContain(`Max-Age=${OWNER_SESSION_SECONDS}`)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Secure')
    expect(JSON.stringify(lines)).not.toContain(TOKEN)
  })

  // The scheme the browser used decides, never the Host header: nginx sends `Host: 127.0.0.1` by default.
  it.each([
    [
      'a trusted proxy says https',
      { TRUST_PROXY: '127.0.0.1' },
      'http://127.0.0.1',
      { 'X-Forwarded-Proto': 'https' },
    ],
    ['SITE_URL is https', { SITE_URL: 'https://owner.example' }, 'http://127.0.0.1', {}],
    ['the request itself is https', {}, 'https://owner.example', {}],
  ])('is __Host- and Secure when %s', async (_, env, origin, headers) => {
    const { app } = ownerApp({ OWNER_TOKEN: TOKEN, ...env }, { remoteAddress: () => '127.0.0.1' })
    const response = await app.request(`${origin}/api/owner/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ token: TOKEN }),
    })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(new RegExp(`^__Host-${OWNER_SESSION_COOKIE}=`))
    expect(setCookie).toContain('Secure')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).not.toContain('Domain')
    // Read back under its own name; the same value under the plain name means nothing on https.
    const cookie = cookieOf(response)
    expect(await signedIn(app, cookie, { origin, headers })).toBe(true)
    const plain = cookie.replace('__Host-', '')
    expect(await signedIn(app, plain, { origin, headers })).toBe(false)
  })

  it.each([
    ['a Host header naming another site', 'http://owner.example', {}],
    [
      'an X-Forwarded-Proto from a peer no one trusts',
      'http://127.0.0.1',
      { 'X-Forwarded-Proto': 'https' },
    ],
  ])('is not Secure for %s', async (_, origin, headers) => {
    const { app } = ownerApp()
    const response = await app.request(`${origin}/api/owner/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ token: TOKEN }),
    })
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${OWNER_SESSION_COOKIE}=`))
    expect(response.headers.get('set-cookie')).not.toContain('Secure')
  })

  it('ends the session when its expiry passes, whatever the browser keeps', async () => {
    const clock = clockAt(Date.UTC(2026, 10, 26, 9))
    const { app } = ownerApp()
    const headers = { Cookie: cookieOf(await signIn(app, TOKEN)) }
    const insights = async () => (await app.request('/api/owner/insights', { headers })).status
    clock.forward(OWNER_SESSION_SECONDS * 1000 - 1)
    expect(await insights()).toBe(200)
    clock.forward(2)
    expect(await insights()).toBe(401)
  })

  it('refuses a cookie whose value was changed, or whose signature is another key’s', async () => {
    const { app } = ownerApp()
    const cookie = cookieOf(await signIn(app, TOKEN))
    const [name, value = ''] = cookie.split('=')
    const [session = '', signature] = decodeURIComponent(value).split('.')
    const [id, expiry] = session.split(':')
    const forged = `${name}=${encodeURIComponent(`${id}:${Number(expiry) + 1_000_000}.${signature}`)}`
    expect(await signedIn(app, cookie)).toBe(true)
    expect(await signedIn(app, forged)).toBe(false)
    // A session signed under another token is worthless once the token changes.
    const other = ownerApp({ OWNER_TOKEN: `${TOKEN}-rotated` }).app
    expect(
      (await other.request('/api/owner/insights', { headers: { Cookie: cookie } })).status,
    ).toBe(401)
    expect((await app.request('/api/owner/insights', { headers: { Cookie: forged } })).status).toBe(
      401,
    )
  })

  it('does not count successful sign-ins as failures', async () => {
    const { app } = ownerApp()
    for (let attempt = 0; attempt < OWNER_BACKOFF.free + 2; attempt += 1) {
      expect((await signIn(app, TOKEN)).status).toBe(204)
    }
  })
})

describe('signing out', () => {
  it('closes the session in the store: a copy of the cookie is refused, on this instance and on another', async () => {
    const shared = memoryOwnerAccess()
    const first = ownerApp({ OWNER_TOKEN: TOKEN }, { ownerAccess: shared }).app
    const second = ownerApp({ OWNER_TOKEN: TOKEN }, { ownerAccess: shared }).app
    const cookie = cookieOf(await signIn(first, TOKEN))
    expect(await signedIn(second, cookie)).toBe(true)
    const out = await first.request('/api/owner/session', {
      method: 'DELETE',
      headers: { Cookie: cookie },
    })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(
      new RegExp(`^${OWNER_SESSION_COOKIE}=;.*Max-Age=0`),
    )
    // The copied cookie, used after the sign-out, on either instance.
    for (const app of [first, second]) {
      expect(await signedIn(app, cookie)).toBe(false)
      expect((await app.request('/api/owner/export', { headers: { Cookie: cookie } })).status).toBe(
        401,
      )
    }
  })

  it('everywhere: every session ends, not only this browser’s', async () => {
    const { app, lines } = ownerApp()
    const [here, elsewhere] = [
      cookieOf(await signIn(app, TOKEN)),
      cookieOf(await signIn(app, TOKEN)),
    ]
    const out = await app.request('/api/owner/sessions', {
      method: 'DELETE',
      headers: { Cookie: here },
    })
    expect(out.status).toBe(204)
    expect([await signedIn(app, here), await signedIn(app, elsewhere)]).toEqual([false, false])
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'owner signed out everywhere' }))
    // It is the owner's to do: a stranger cannot sign the owner out.
    expect((await app.request('/api/owner/sessions', { method: 'DELETE' })).status).toBe(401)
  })
})

describe('failed attempts at the token', () => {
  it('backoffMs: the first five free, then 10 s doubling to 2 minutes', () => {
    expect([0, 4, 5, 6, 7, 8, 50].map(backoffMs)).toEqual([
      0, 0, 10_000, 20_000, 40_000, 80_000, 120_000,
    ])
  })

  it('refuses the 6th wrong bearer attempt from one address, and logs every failure', async () => {
    const { app, lines } = ownerApp()
    for (let attempt = 1; attempt <= OWNER_BACKOFF.free; attempt += 1) {
      expect((await bearer(app, `wrong-${attempt}`)).status).toBe(401)
    }
    const sixth = await bearer(app, 'wrong-6')
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    // Refused without a look, the right token too: the wait tells a guesser nothing.
    expect((await bearer(app, TOKEN)).status).toBe(429)
    const failures = lines.filter((line) => line.msg === 'owner sign-in failed')
    expect(failures).toHaveLength(OWNER_BACKOFF.free)
    expect(failures.every((line) => line.via === 'bearer' && line.visitor === '203.0.113.7')).toBe(
      true,
    )
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'owner sign-in refused: too soon after failures',
        via: 'bearer',
      }),
    )
    // Another address is not held back by the first one's failures.
    expect((await bearer(app, TOKEN, '198.51.100.2')).status).toBe(200)
  })

  it('counts the form and the bearer together, on every owner route', async () => {
    const { app } = ownerApp()
    await signIn(app, 'wrong-1')
    await signIn(app, 'wrong-2')
    for (const path of ['/api/owner/export', '/api/owner/conversations/x']) {
      expect((await app.request(path, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(
        401,
      )
    }
    expect((await bearer(app, 'wrong-5')).status).toBe(401)
    expect((await signIn(app, TOKEN)).status).toBe(429)
  })

  it('waits rather than locks out: once the wait is over the owner comes in, each failure doubling it', async () => {
    const clock = clockAt(Date.UTC(2026, 10, 26, 9))
    const { app } = ownerApp()
    // A neighbour behind the same NAT fails five times.
    for (let attempt = 1; attempt <= OWNER_BACKOFF.free; attempt += 1)
      await signIn(app, 'neighbour')
    expect((await signIn(app, TOKEN)).status).toBe(429)
    clock.forward(backoffMs(OWNER_BACKOFF.free))
    expect((await signIn(app, TOKEN)).status).toBe(204)
    // A sixth failure makes the next wait twice as long, never more than two minutes however many.
    await signIn(app, 'neighbour')
    clock.forward(backoffMs(OWNER_BACKOFF.free))
    expect((await signIn(app, TOKEN)).status).toBe(429)
    clock.forward(backoffMs(OWNER_BACKOFF.free))
    expect((await signIn(app, TOKEN)).status).toBe(204)
    // Forgotten a quarter of an hour after the last failure.
    clock.forward(OWNER_BACKOFF.forgetMs)
    for (let attempt = 1; attempt < OWNER_BACKOFF.free; attempt += 1) await signIn(app, 'neighbour')
    expect((await signIn(app, TOKEN)).status).toBe(204)
  })
})

describe('the owner API', () => {
  it.each([
    ['no credentials', {}],
    ['a made-up cookie', { Cookie: `${OWNER_SESSION_COOKIE}=x:9999999999999.abc` }],
  ])('is 401 with %s', async (_, headers: Record<string, string>) => {
    const { app } = ownerApp()
    for (const path of ['/api/owner/insights', '/api/owner/export', '/api/owner/conversations/x']) {
      const response = await app.request(path, { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    }
  })

  it('takes Authorization: Bearer, and sums up the window and the log', async () => {
    const { app, conversationLog } = ownerApp()
    await conversationLog.record(aTurn({ question: 'Does she know Rust?', outcome: 'unanswered' }))
    await conversationLog.record(
      aTurn({ conversationId: 'c2', kind: 'job-fit', reply: '**Verdict:** A strong fit.' }),
    )
    await conversationLog.countRefusal('visitor-limit', Date.now())
    const response = await bearer(app, TOKEN)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toMatchObject({
      logging: true,
      days: 7,
      totals: { conversations: 2, questions: 1, jobFits: 1 },
      unanswered: [
        {
          question: 'Does she know Rust?',
          faqEntry: '{ question: "Does she know Rust?", answer: "" },',
        },
      ],
      jobFits: [{ verdict: 'strong' }],
      limits: { visitorLimit: 1 },
      health: { rows: 2, maxRows: 1000, maxBytes: 1 << 20, failures: 0, retentionDays: 30 },
    })
    expect(body.health.bytes).toBeGreaterThan(0)
    expect(body.daily).toHaveLength(7)
  })

  it('gives each conversation its language, reads one language alone, and names each FAQ entry’s file', async () => {
    const { app, conversationLog } = ownerApp(undefined, { profile: bilingualOwner })
    // Kept before the site had languages: asked in the default one.
    await conversationLog.record(
      aTurn({
        conversationId: 'en',
        question: 'Is she on a visa?',
        outcome: 'unanswered',
        at: Date.now() - 2000,
      }),
    )
    await conversationLog.record(
      aTurn({
        conversationId: 'pt',
        locale: 'pt',
        question: 'Ela precisa de visto?',
        outcome: 'unanswered',
        at: Date.now() - 1000,
      }),
    )
    const insights = async (query: string) => {
      const response = await app.request(`/api/owner/insights?days=7${query}`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      })
      expect(response.status).toBe(200)
      return (await response.json()) as OwnerInsights
    }
    const all = await insights('')
    expect(all.languages).toEqual(['en', 'pt'])
    expect(all.conversations.map(({ id, locales }) => [id, locales])).toEqual([
      ['pt', ['pt']],
      ['en', ['en']],
    ])
    expect(all.unanswered.map(({ question, file }) => [question, file])).toEqual([
      ['Is she on a visa?', 'src/content/profile.ts'],
      ['Ela precisa de visto?', 'src/content/profile.pt.ts'],
    ])
    const portuguese = await insights('&locale=pt')
    expect(portuguese).toMatchObject({ locale: 'pt', totals: { conversations: 1, questions: 1 } })
    expect(portuguese.unanswered.map(({ file }) => file)).toEqual(['src/content/profile.pt.ts'])
    const bad = await app.request('/api/owner/insights?locale=%3Cscript%3E', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(bad.status).toBe(400)
  })

  it('refuses a window other than 7 or 30 days', async () => {
    const { app } = ownerApp()
    expect(
      (
        await app.request('/api/owner/insights?days=365', {
          headers: { Authorization: `Bearer ${TOKEN}` },
        })
      ).status,
    ).toBe(400)
  })

  it('says the log is off when the host has none', async () => {
    const app = createApp({ config: loadConfig({ OWNER_TOKEN: TOKEN }), log: () => {} })
    const response = await app.request('/api/owner/insights', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(await response.json()).toMatchObject({ logging: false, totals: { conversations: 0 } })
  })

  it('gives one conversation, oldest turn first, its latest turns only', async () => {
    const { app, conversationLog } = ownerApp()
    await conversationLog.record(
      aTurn({ conversationId: 'c1', question: 'first', at: Date.now() - 2000 }),
    )
    await conversationLog.record(
      aTurn({ conversationId: 'c1', question: 'second', at: Date.now() - 1000 }),
    )
    await conversationLog.record(aTurn({ conversationId: 'c2', question: 'elsewhere' }))
    const auth = { headers: { Authorization: `Bearer ${TOKEN}` } }
    const response = await app.request('/api/owner/conversations/c1', auth)
    const body = (await response.json()) as { turns: { question: string }[]; more: boolean }
    expect(body.turns.map((turn) => turn.question)).toEqual(['first', 'second'])
    expect(body.more).toBe(false)
    expect((await app.request('/api/owner/conversations/none', auth)).status).toBe(404)

    const long = memoryConversationLog({ ...bounds, maxRows: 10_000 })
    for (let i = 0; i < CONVERSATION_TURNS_SHOWN + 5; i++) {
      await long.record(
        aTurn({
          conversationId: 'long',
          visitor: `v${i}`,
          network: `n${i}`,
          at: Date.now() - 10_000 + i,
        }),
      )
    }
    const many = ownerApp({ OWNER_TOKEN: TOKEN }, { conversationLog: long }).app
    const shown = (await (
      await many.request('/api/owner/conversations/long', auth)
    ).json()) as typeof body
    expect(shown.turns).toHaveLength(CONVERSATION_TURNS_SHOWN)
    expect(shown.more).toBe(true)
  })

  it('exports every turn as JSON and as CSV, streamed, newest first, holding no address', async () => {
    const { app, conversationLog } = ownerApp()
    const count = 250
    for (let i = 0; i < count; i++) {
      await conversationLog.record(
        aTurn({
          question: `Where, "exactly"? ${i}`,
          visitor: `v${i}`,
          network: `n${i}`,
          at: Date.now() - 10_000 + i,
        }),
      )
    }
    const auth = { headers: { Authorization: `Bearer ${TOKEN}`, 'x-test-peer': '203.0.113.7' } }
    const json = await app.request('/api/owner/export?format=json', auth)
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="conversations-\d{4}-\d\d-\d\d\.json"$/,
    )
    const exported = await json.text()
    const { turns } = JSON.parse(exported) as { turns: { question: string }[] }
    expect(turns).toHaveLength(count)
    expect(turns[0]!.question).toBe(`Where, "exactly"? ${count - 1}`)
    const csv = await app.request('/api/owner/export?format=csv', auth)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const rows = (await csv.text()).trim().split('\r\n')
    expect(rows).toHaveLength(count + 1)
    expect(rows[1]).toContain(`"Where, ""exactly""? ${count - 1}"`)
    for (const text of [exported, rows.join('\n')]) expect(text).not.toContain('203.0.113.7')
    expect((await app.request('/api/owner/export?format=xml', auth)).status).toBe(400)
  })

  it('deletes one conversation, then all of them', async () => {
    const { app, conversationLog } = ownerApp()
    await conversationLog.record(aTurn({ conversationId: 'c1' }))
    await conversationLog.record(aTurn({ conversationId: 'c2' }))
    await conversationLog.record(aTurn({ conversationId: 'c3' }))
    const auth = { Authorization: `Bearer ${TOKEN}` }
    const one = await app.request('/api/owner/conversations/c1', {
      method: 'DELETE',
      headers: auth,
    })
    expect(one.status).toBe(204)
    expect(
      (await conversationLog.list({ since: 0 })).map((turn) => turn.conversationId).sort(),
    ).toEqual(['c2', 'c3'])
    expect((await app.request('/api/owner/conversations', { method: 'DELETE' })).status).toBe(401)
    const all = await app.request('/api/owner/conversations', { method: 'DELETE', headers: auth })
    expect(all.status).toBe(204)
    expect(await conversationLog.list({ since: 0 })).toEqual([])
  })
})

describe('a store that does not answer', () => {
  const hanging = <T extends object>(store: T): T =>
    Object.fromEntries(Object.keys(store).map((name) => [name, () => new Promise(() => {})])) as T

  it('the sessions: the page hears the store is unavailable within the deadline, never a hang', async () => {
    const { app, lines } = ownerApp(
      { OWNER_TOKEN: TOKEN },
      {
        ownerAccess: ownerAccessWithDeadlines(hanging(memoryOwnerAccess()) as OwnerAccessStore, 50),
      },
    )
    // A cookie the same token signed, elsewhere: whether its session is open is the store's to say.
    const cookie = cookieOf(await signIn(ownerApp().app, TOKEN))
    for (const request of [
      () => app.request('/api/owner/session', { headers: { Cookie: cookie } }),
      () => signIn(app, TOKEN),
      () => bearer(app, TOKEN),
    ]) {
      const response = await request()
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ error: { code: 'store_unavailable' } })
    }
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'owner page: the store did not answer' }),
    )
  })

  it('the log: its reads and deletes answer 503 within the deadline', async () => {
    const log = conversationLogWithDeadlines(
      hanging(memoryConversationLog(bounds)) as ConversationLog,
      50,
    )
    const { app } = ownerApp({ OWNER_TOKEN: TOKEN }, { conversationLog: log })
    const auth = { Authorization: `Bearer ${TOKEN}` }
    for (const [method, path] of [
      ['GET', '/api/owner/insights'],
      ['GET', '/api/owner/conversations/c1'],
      ['DELETE', '/api/owner/conversations/c1'],
      ['DELETE', '/api/owner/conversations'],
    ] as const) {
      expect((await app.request(path, { method, headers: auth })).status, path).toBe(503)
    }
  })
})
