import { describe, expect, it } from 'vitest'
import { bilingualOwner } from '../../../tests/fixtures/bilingual-owner'
import { aTurn } from '../../../tests/fixtures/turns'
import type { Profile } from '@/content/schema'
import type { OwnerInsights } from '@/core/owner-insights'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { memoryConversationLog } from '../insights/memory-log'
import type { LogLine } from '../logger'
import type { Pages } from './pages'
import { CountingStore } from '../middleware/chat-limits'
import {
  OWNER_SESSION_COOKIE,
  OWNER_SESSION_SECONDS,
  OWNER_SIGN_IN_LIMIT,
  createOwnerRoutes,
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

function ownerApp(env: Record<string, string> = { OWNER_TOKEN: TOKEN }, profile?: Profile) {
  const lines: LogLine[] = []
  const conversationLog = memoryConversationLog({ retentionDays: 30, maxRows: 1000 })
  const app = createApp({
    config: loadConfig(env),
    ...(profile ? { profile } : {}),
    pages,
    ownerPage,
    conversationLog,
    log: (line) => lines.push(line),
    // The test says which address each request comes from, as a host's connection info would.
    remoteAddress: (c) => c.req.header('x-test-peer') ?? '203.0.113.7',
  })
  return { app, lines, conversationLog }
}

const signIn = (app: ReturnType<typeof ownerApp>['app'], token: string, peer = '203.0.113.7') =>
  app.request('http://localhost/api/owner/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-test-peer': peer },
    body: JSON.stringify({ token }),
  })

const cookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

describe('without OWNER_TOKEN', () => {
  const { app } = ownerApp({})

  it.each([
    ['GET', '/owner'],
    ['GET', '/owner-assets/owner-abc.js'],
    ['POST', '/api/owner/session'],
    ['GET', '/api/owner/insights'],
    ['GET', '/api/owner/export'],
    ['DELETE', '/api/owner/conversations'],
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
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'owner sign-in failed' }))
    expect(JSON.stringify(lines)).not.toContain(TOKEN)
  })

  it('sets a signed session cookie: HttpOnly, SameSite=Strict, with an expiry, not Secure on loopback', async () => {
    const { app, lines } = ownerApp()
    const response = await signIn(app, TOKEN)
    expect(response.status).toBe(204)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${OWNER_SESSION_COOKIE}=\\d+\\.[^;]+;`))
    expect(cookie).toContain(`Max-Age=${OWNER_SESSION_SECONDS}`)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Secure')
    expect(JSON.stringify(lines)).not.toContain(TOKEN)
  })

  it('ends the session when its expiry passes, whatever the browser keeps', async () => {
    let clock = Date.UTC(2026, 10, 26, 9)
    const routes = createOwnerRoutes({
      token: TOKEN,
      dailyTokenBudget: 1000,
      log: () => {},
      clientKey: () => 'owner',
      signInStore: new CountingStore(),
      locales: ['en'],
      now: () => clock,
    })
    const response = await routes.request('http://localhost/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: TOKEN }),
    })
    const headers = { Cookie: cookieOf(response) }
    const insights = async () => (await routes.request('/insights', { headers })).status
    clock += OWNER_SESSION_SECONDS * 1000 - 1
    expect(await insights()).toBe(200)
    clock += 2
    expect(await insights()).toBe(401)
  })

  it.each(['https://owner.example', 'http://owner.example'])(
    'marks the cookie Secure on %s',
    async (origin) => {
      const { app } = ownerApp()
      const response = await app.request(`${origin}/api/owner/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: TOKEN }),
      })
      expect(response.headers.get('set-cookie')).toContain('Secure')
    },
  )

  it('lets the session read the API, and signing out ends it', async () => {
    const { app } = ownerApp()
    const cookie = cookieOf(await signIn(app, TOKEN))
    const session = await app.request('/api/owner/session', { headers: { Cookie: cookie } })
    expect(await session.json()).toEqual({ signedIn: true })
    expect(await (await app.request('/api/owner/session')).json()).toEqual({ signedIn: false })
    const out = await app.request('/api/owner/session', { method: 'DELETE' })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(
      new RegExp(`^${OWNER_SESSION_COOKIE}=;.*Max-Age=0`),
    )
  })

  it('refuses a cookie whose value was changed, or whose signature is another key’s', async () => {
    const { app } = ownerApp()
    const cookie = cookieOf(await signIn(app, TOKEN))
    const [name, value = ''] = cookie.split('=')
    const [expiry, signature] = decodeURIComponent(value).split('.')
    const forged = `${name}=${encodeURIComponent(`${Number(expiry) + 1_000_000}.${signature}`)}`
    const session = async (headers: Record<string, string>) =>
      (await app.request('/api/owner/session', { headers })).json()
    expect(await session({ Cookie: cookie })).toEqual({ signedIn: true })
    expect(await session({ Cookie: forged })).toEqual({ signedIn: false })
    // A session signed under another token is worthless once the token changes.
    const other = ownerApp({ OWNER_TOKEN: `${TOKEN}-rotated` }).app
    expect(
      (await other.request('/api/owner/insights', { headers: { Cookie: cookie } })).status,
    ).toBe(401)
    expect((await app.request('/api/owner/insights', { headers: { Cookie: forged } })).status).toBe(
      401,
    )
  })

  it(`refuses the attempt after ${OWNER_SIGN_IN_LIMIT.attempts} failures from one address, even with the right token`, async () => {
    const { app, lines } = ownerApp()
    for (let attempt = 0; attempt < OWNER_SIGN_IN_LIMIT.attempts; attempt += 1) {
      expect((await signIn(app, 'wrong')).status).toBe(401)
    }
    const limited = await signIn(app, TOKEN)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('set-cookie')).toBeNull()
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'owner sign-in refused: too many attempts' }),
    )
    // Another address is not held back by the first one's failures.
    expect((await signIn(app, TOKEN, '198.51.100.2')).status).toBe(204)
  })

  it('does not count successful sign-ins against the limit', async () => {
    const { app } = ownerApp()
    for (let attempt = 0; attempt < OWNER_SIGN_IN_LIMIT.attempts + 2; attempt += 1) {
      expect((await signIn(app, TOKEN)).status).toBe(204)
    }
  })
})

describe('the owner API', () => {
  it.each([
    ['no credentials', {}],
    ['a wrong bearer token', { Authorization: 'Bearer not-the-token' }],
    ['a made-up cookie', { Cookie: `${OWNER_SESSION_COOKIE}=9999999999999.abc` }],
  ])('is 401 with %s', async (_, headers: Record<string, string>) => {
    const { app } = ownerApp()
    for (const path of ['/api/owner/insights', '/api/owner/export', '/api/owner/conversations/x']) {
      const response = await app.request(path, { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    }
  })

  it('takes Authorization: Bearer, and sums up the window', async () => {
    const { app, conversationLog } = ownerApp()
    await conversationLog.record(aTurn({ question: 'Does she know Rust?', outcome: 'unanswered' }))
    await conversationLog.record(
      aTurn({ conversationId: 'c2', kind: 'job-fit', reply: '**Verdict:** A strong fit.' }),
    )
    const response = await app.request('/api/owner/insights?days=30', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toMatchObject({
      logging: true,
      days: 30,
      totals: { conversations: 2, questions: 1, jobFits: 1 },
      unanswered: [
        {
          question: 'Does she know Rust?',
          faqEntry: '{ question: "Does she know Rust?", answer: "" },',
        },
      ],
      jobFits: [{ verdict: 'strong' }],
      health: { rows: 2, failures: 0, retentionDays: 30 },
    })
    expect(body.daily).toHaveLength(30)
  })

  it('gives each conversation its language, reads one language alone, and names each FAQ entry’s file', async () => {
    const { app, conversationLog } = ownerApp(undefined, bilingualOwner)
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
    const response = await app.request('/api/owner/insights?days=365', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(response.status).toBe(400)
  })

  it('says the log is off when the host has none', async () => {
    const app = createApp({ config: loadConfig({ OWNER_TOKEN: TOKEN }), log: () => {} })
    const response = await app.request('/api/owner/insights', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(await response.json()).toMatchObject({ logging: false, totals: { conversations: 0 } })
  })

  it('gives one conversation in full, oldest turn first', async () => {
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
    const body = (await response.json()) as { turns: { question: string }[] }
    expect(body.turns.map((turn) => turn.question)).toEqual(['first', 'second'])
    expect((await app.request('/api/owner/conversations/none', auth)).status).toBe(404)
  })

  it('exports every turn as JSON and as CSV, as attachments, holding no address', async () => {
    const { app, conversationLog } = ownerApp()
    await conversationLog.record(aTurn({ question: 'Where, "exactly"?' }))
    const auth = { headers: { Authorization: `Bearer ${TOKEN}`, 'x-test-peer': '203.0.113.7' } }
    const json = await app.request('/api/owner/export?format=json', auth)
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="conversations-\d{4}-\d\d-\d\d\.json"$/,
    )
    const exported = await json.text()
    expect(JSON.parse(exported).turns).toHaveLength(1)
    const csv = await app.request('/api/owner/export?format=csv', auth)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const rows = (await csv.text()).trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain('"Where, ""exactly""?"')
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
