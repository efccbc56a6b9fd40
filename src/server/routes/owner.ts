// The owner's API, /api/owner/*: sign-in and sign-out, what the conversation log says, one
// conversation in full, the export, and deleting. Mounted only while OWNER_TOKEN is set (app.ts), so
// without it every path here is the API's plain 404.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import { timingSafeEqual } from 'hono/utils/buffer'
import { rateLimiter, type Store } from 'hono-rate-limiter'
import { z } from 'zod'
import { translationFile } from '@/content/translations'
import {
  INSIGHT_WINDOWS,
  summariseInsights,
  windowStart,
  type InsightLanguages,
} from '@/core/owner-insights'
import { turnRecordSchema, type TurnRecord } from '@/core/insights'
import { turnsToCsv } from '@/core/turns-csv'
import { apiError } from '../errors'
import type { ConversationLog } from '../insights/conversation-log'
import { jsonBody } from '../middleware/json-body'
import type { Logger } from '../logger'

export const OWNER_SESSION_COOKIE = 'owner_session'
/** How long a sign-in lasts: a working day, so a forgotten session on a shared machine ends. */
export const OWNER_SESSION_SECONDS = 12 * 60 * 60
/** Failed sign-ins one address may make in a window; the token's length makes guessing hopeless anyway. */
export const OWNER_SIGN_IN_LIMIT = { attempts: 5, windowMs: 15 * 60_000 }

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether `offered` is the owner's token, in constant time: Hono's timingSafeEqual (the one its
 * bearerAuth uses) compares the SHA-256 digests of both, and then both texts, without stopping at the
 * first difference. node:crypto's would need Node's APIs, which the Workers build does not have.
 */
export const isOwnerToken = (offered: string, token: string) => timingSafeEqual(offered, token)

export type OwnerRoutesDeps = {
  token: string
  /** Absent: the log is off (INSIGHTS=off); the page then says so and shows nothing. */
  conversationLog?: ConversationLog
  dailyTokenBudget: number
  log: Logger
  /** Who is signing in, for the limit on failed sign-ins (the chat limits' key). */
  clientKey: (c: Context) => string
  /** Where failed sign-ins count, shared like the chat limits. */
  signInStore: Store
  /** The site's languages, the default first: the owner's figures may be read for one of them. */
  locales: readonly string[]
  now?: () => number
}

const signInSchema = z.object({ token: z.string().max(1024) })
const windowSchema = z.object({
  days: z.enum(INSIGHT_WINDOWS.map(String) as ['7', '30']).default('7'),
  // A language the turns were asked in: one of the site's, or one it no longer publishes.
  locale: turnRecordSchema.shape.locale,
})
const exportSchema = z.object({ format: z.enum(['json', 'csv']).default('json') })
const idSchema = z.string().min(1).max(200)

// The session's signing key is derived from the token: every instance shares it without another
// secret, and a new token ends every session signed with the old one.
const sessionKey = (token: string) => `owner-session:${token}`

export function createOwnerRoutes({
  token,
  conversationLog,
  dailyTokenBudget,
  log,
  clientKey,
  signInStore,
  locales,
  now = Date.now,
}: OwnerRoutesDeps) {
  const app = new Hono()
  // An unanswered question's FAQ entry goes to the content in the language it was asked in.
  const languages: InsightLanguages = {
    locales,
    faqFile: (locale) =>
      locale === locales[0] ? 'src/content/profile.ts' : translationFile(locale),
  }

  // Nothing here is for a search engine or a shared cache.
  app.use('*', async (c, next) => {
    await next()
    c.header('X-Robots-Tag', 'noindex, nofollow')
    c.header('Cache-Control', 'no-store')
  })

  const signedIn = async (c: Context) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1]
    if (bearer !== undefined) return await isOwnerToken(bearer, token)
    const expiry = await getSignedCookie(c, sessionKey(token), OWNER_SESSION_COOKIE)
    return typeof expiry === 'string' && Number(expiry) > now()
  }

  // Every attempt counts, and a successful one is given back: only failures use up the limit.
  const signInLimit = rateLimiter({
    windowMs: OWNER_SIGN_IN_LIMIT.windowMs,
    limit: OWNER_SIGN_IN_LIMIT.attempts,
    keyGenerator: clientKey,
    store: signInStore,
    skipSuccessfulRequests: true,
    standardHeaders: false,
    handler: (c) => {
      log({ level: 'warn', msg: 'owner sign-in refused: too many attempts', visitor: clientKey(c) })
      return apiError(c, 429, 'rate_limited', 'Too many sign-in attempts. Try again later.')
    },
  })

  app.post('/session', signInLimit, jsonBody(signInSchema), async (c) => {
    if (!(await isOwnerToken(c.get('body').token, token))) {
      // The address's key, never the token that was tried: it may be the real one mistyped.
      log({ level: 'warn', msg: 'owner sign-in failed', visitor: clientKey(c) })
      return apiError(c, 401, 'unauthorized', 'That is not the owner token.')
    }
    const expires = now() + OWNER_SESSION_SECONDS * 1000
    await setSignedCookie(c, OWNER_SESSION_COOKIE, String(expires), sessionKey(token), {
      path: '/',
      httpOnly: true,
      // A browser keeps a Secure cookie from http only on loopback, where `npm start` runs.
      secure: !LOOPBACK_HOSTS.has(new URL(c.req.url).hostname),
      sameSite: 'Strict',
      maxAge: OWNER_SESSION_SECONDS,
    })
    log({ level: 'info', msg: 'owner signed in' })
    return c.body(null, 204)
  })

  // Whether this browser is signed in, answered 200 either way: the page asks on every load, and a
  // 401 would be an error in the console of every signed-out visit.
  app.get('/session', async (c) => c.json({ signedIn: await signedIn(c) }))

  app.delete('/session', (c) => {
    deleteCookie(c, OWNER_SESSION_COOKIE, { path: '/' })
    return c.body(null, 204)
  })

  const ownerOnly: MiddlewareHandler = async (c, next) => {
    if (!(await signedIn(c))) return apiError(c, 401, 'unauthorized', 'Sign in first.')
    await next()
  }
  app.use('*', ownerOnly)

  const turns = async (query: Parameters<ConversationLog['list']>[0]): Promise<TurnRecord[]> =>
    conversationLog ? conversationLog.list(query) : []

  app.get('/insights', async (c) => {
    const parsed = windowSchema.safeParse(c.req.query())
    if (!parsed.success)
      return apiError(c, 400, 'invalid_query', 'days must be 7 or 30, and locale a language tag.')
    const days = Number(parsed.data.days)
    const at = now()
    const summary = summariseInsights(await turns({ since: windowStart(at, days) }), {
      now: at,
      days,
      dailyTokenBudget,
      languages,
      locale: parsed.data.locale,
    })
    const health = conversationLog ? await conversationLog.health() : undefined
    return c.json({ logging: conversationLog !== undefined, health, ...summary })
  })

  app.get('/conversations/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return apiError(c, 400, 'invalid_id', 'No such conversation id.')
    const list = await turns({ since: 0, conversationId: id.data })
    if (list.length === 0) return apiError(c, 404, 'not_found', 'No such conversation.')
    return c.json({ id: id.data, turns: list.toReversed() })
  })

  app.delete('/conversations/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return apiError(c, 400, 'invalid_id', 'No such conversation id.')
    await conversationLog?.deleteConversation(id.data)
    log({ level: 'info', msg: 'owner deleted a conversation' })
    return c.body(null, 204)
  })

  app.delete('/conversations', async (c) => {
    await conversationLog?.deleteAll()
    log({ level: 'info', msg: 'owner deleted every conversation' })
    return c.body(null, 204)
  })

  app.get('/export', async (c) => {
    const parsed = exportSchema.safeParse(c.req.query())
    if (!parsed.success) return apiError(c, 400, 'invalid_query', 'format must be json or csv.')
    const { format } = parsed.data
    // Oldest first, as a log is read.
    const list = (await turns({ since: 0 })).toReversed()
    const name = `conversations-${new Date(now()).toISOString().slice(0, 10)}.${format}`
    c.header('Content-Disposition', `attachment; filename="${name}"`)
    if (format === 'csv') {
      c.header('Content-Type', 'text/csv; charset=utf-8')
      return c.body(turnsToCsv(list))
    }
    return c.json({ exportedAt: new Date(now()).toISOString(), turns: list })
  })

  return app
}
