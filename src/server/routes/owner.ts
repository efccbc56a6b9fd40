// The owner's API, /api/owner/*: sign-in and sign-out, what the conversation log says, one
// conversation, the export, and deleting. Mounted only while OWNER_TOKEN is set (app.ts), so without it
// every path here is the API's plain 404.
//
// Who may come in: the token, from the sign-in form or as `Authorization: Bearer` on any route, and a
// session the form opened. Every failed attempt at the token counts against the address it came from,
// in the shared store (services/owner-access.ts), with a backoff rather than a lockout; a session is
// open in that store until it expires or is closed, so signing out ends it on every instance.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import { timingSafeEqual } from 'hono/utils/buffer'
import { z } from 'zod'
import { translationFile } from '@/content/translations'
import { turnRecordSchema } from '@/core/insights'
import { INSIGHT_WINDOWS, type InsightLanguages } from '@/core/owner-insights'
import { apiError } from '../errors'
import type { ConversationLog } from '../insights/conversation-log'
import { exportStream, readInsights } from '../insights/read-insights'
import { jsonBody } from '../middleware/json-body'
import type { Logger } from '../logger'
import type { OwnerAccessStore } from '../services/owner-access'

export const OWNER_SESSION_COOKIE = 'owner_session'
/** How long a sign-in lasts: a working day, so a forgotten session on a shared machine ends. */
export const OWNER_SESSION_SECONDS = 12 * 60 * 60
/**
 * Failed attempts at the token from one address: the first `free` cost nothing; then each attempt must
 * wait `firstDelayMs` after the last failure, doubling with each further failure up to `maxDelayMs`; a
 * run is forgotten `forgetMs` after its last failure. A neighbour behind the same NAT can make the owner
 * wait two minutes at most, never lock them out; a guesser gets 30 tries an hour at most, against a
 * token of at least 32 characters.
 */
export const OWNER_BACKOFF = {
  free: 5,
  firstDelayMs: 10_000,
  maxDelayMs: 120_000,
  forgetMs: 15 * 60_000,
} as const
/** The most turns one conversation shows (the latest); the export holds them all. */
export const CONVERSATION_TURNS_SHOWN = 200

/** How long an address must wait after its last failure, given how many it has made. */
export const backoffMs = (failures: number) =>
  failures < OWNER_BACKOFF.free
    ? 0
    : Math.min(
        OWNER_BACKOFF.maxDelayMs,
        OWNER_BACKOFF.firstDelayMs * 2 ** (failures - OWNER_BACKOFF.free),
      )

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
  /** Who is trying the token, for the backoff (the chat limits' key). */
  clientKey: (c: Context) => string
  /** The sessions and the failed attempts, shared like the chat limits. */
  access: OwnerAccessStore
  /**
   * Whether the browser reached the site over https (a trusted X-Forwarded-Proto, or SITE_URL): the
   * session cookie is then `Secure`, with the `__Host-` prefix. Never from the Host header.
   */
  https: (c: Context) => boolean
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

// The cookie's signing key is derived from the token: every instance shares it without another secret,
// and a new token ends every session signed with the old one.
const sessionKey = (token: string) => `owner-session:${token}`

/** A store that did not answer (in time, or at all): the page says the store is unavailable. */
class StoreUnavailable extends Error {
  override name = 'StoreUnavailable'
}
const fromStore = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw new StoreUnavailable(error instanceof Error ? error.message : String(error), {
      cause: error,
    })
  })

export function createOwnerRoutes({
  token,
  conversationLog,
  dailyTokenBudget,
  log,
  clientKey,
  access,
  https,
  locales,
  now = Date.now,
}: OwnerRoutesDeps) {
  const app = new Hono<{ Variables: { session?: string } }>()
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

  app.onError((error, c) => {
    if (!(error instanceof StoreUnavailable)) {
      log({ level: 'error', msg: 'unhandled error', path: c.req.path, error: error.message })
      return apiError(c, 500, 'internal', 'Something went wrong on our side. Please try again.')
    }
    log({ level: 'error', msg: 'owner page: the store did not answer', detail: error.message })
    return apiError(
      c,
      503,
      'store_unavailable',
      'The store that keeps the log and the sessions is not answering. Try again in a minute.',
    )
  })

  /**
   * One attempt at the token (the form's, or a bearer's): refused without a look while the address
   * must wait, counted and logged when wrong. Answers the refusal, or undefined for the right token.
   */
  const tryToken = async (c: Context, offered: string, via: 'form' | 'bearer') => {
    const visitor = clientKey(c)
    const run = await fromStore(access.failedAttempts(visitor))
    const wait = run ? run.lastAt + backoffMs(run.failures) - now() : 0
    if (wait > 0) {
      log({ level: 'warn', msg: 'owner sign-in refused: too soon after failures', visitor, via })
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      return apiError(c, 429, 'rate_limited', 'Too many sign-in attempts. Try again later.')
    }
    if (await isOwnerToken(offered, token)) return undefined
    const failed = await fromStore(access.countFailure(visitor, now(), OWNER_BACKOFF.forgetMs))
    // The address's key, never the token that was tried: it may be the real one mistyped.
    log({ level: 'warn', msg: 'owner sign-in failed', visitor, via, failures: failed.failures })
    return apiError(c, 401, 'unauthorized', 'That is not the owner token.')
  }

  const cookieName = (c: Context) => ({
    name: OWNER_SESSION_COOKIE,
    // On https the cookie is `__Host-owner_session`: Secure, for this host and path / only, so neither
    // plain http nor a sibling subdomain can set one the server would read.
    ...(https(c) ? { prefix: 'host' as const } : {}),
  })

  /** The session this browser's cookie names, if its signature holds and it has not expired. */
  const sessionOf = async (c: Context) => {
    const { name, prefix } = cookieName(c)
    const value = await getSignedCookie(c, sessionKey(token), name, prefix)
    if (typeof value !== 'string') return undefined
    const [id = '', expiry] = value.split(':')
    return Number(expiry) > now() ? id : undefined
  }

  app.post('/session', jsonBody(signInSchema), async (c) => {
    const refused = await tryToken(c, c.get('body').token, 'form')
    if (refused) return refused
    const id = crypto.randomUUID()
    const expires = now() + OWNER_SESSION_SECONDS * 1000
    await fromStore(access.openSession(id, expires))
    const { name, prefix } = cookieName(c)
    await setSignedCookie(c, name, `${id}:${expires}`, sessionKey(token), {
      path: '/',
      httpOnly: true,
      secure: prefix !== undefined,
      ...(prefix ? { prefix } : {}),
      sameSite: 'Strict',
      maxAge: OWNER_SESSION_SECONDS,
    })
    log({ level: 'info', msg: 'owner signed in' })
    return c.body(null, 204)
  })

  // Whether this browser is signed in, answered 200 either way: the page asks on every load, and a
  // 401 would be an error in the console of every signed-out visit.
  app.get('/session', async (c) => {
    const id = await sessionOf(c)
    return c.json({ signedIn: id !== undefined && (await fromStore(access.sessionOpen(id))) })
  })

  const endCookie = (c: Context) => {
    const { name, prefix } = cookieName(c)
    deleteCookie(c, name, {
      path: '/',
      secure: prefix !== undefined,
      ...(prefix ? { prefix } : {}),
    })
  }

  // Signing out closes the session in the store, so a copy of the cookie is worth nothing anywhere.
  app.delete('/session', async (c) => {
    const id = await sessionOf(c)
    endCookie(c)
    if (id) await fromStore(access.closeSession(id))
    log({ level: 'info', msg: 'owner signed out' })
    return c.body(null, 204)
  })

  const ownerOnly: MiddlewareHandler = async (c, next) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1]
    if (bearer !== undefined) {
      const refused = await tryToken(c, bearer, 'bearer')
      if (refused) return refused
      return next()
    }
    const id = await sessionOf(c)
    if (id && (await fromStore(access.sessionOpen(id)))) return next()
    return apiError(c, 401, 'unauthorized', 'Sign in first.')
  }
  app.use('*', ownerOnly)

  // Every session ends, this one included: for a browser left signed in somewhere else.
  app.delete('/sessions', async (c) => {
    await fromStore(access.closeAllSessions())
    endCookie(c)
    log({ level: 'info', msg: 'owner signed out everywhere' })
    return c.body(null, 204)
  })

  app.get('/insights', async (c) => {
    const parsed = windowSchema.safeParse(c.req.query())
    if (!parsed.success)
      return apiError(c, 400, 'invalid_query', 'days must be 7 or 30, and locale a language tag.')
    const days = Number(parsed.data.days)
    const options = {
      now: now(),
      days,
      dailyTokenBudget,
      languages,
      locale: parsed.data.locale,
    }
    if (!conversationLog) {
      const empty = await readInsights(emptyLog, options)
      return c.json({ logging: false, ...empty })
    }
    const [summary, health] = await fromStore(
      Promise.all([readInsights(conversationLog, options), conversationLog.health()]),
    )
    return c.json({ logging: true, health, ...summary })
  })

  app.get('/conversations/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return apiError(c, 400, 'invalid_id', 'No such conversation id.')
    const list = conversationLog
      ? await fromStore(
          conversationLog.list({
            since: 0,
            conversationId: id.data,
            limit: CONVERSATION_TURNS_SHOWN + 1,
          }),
        )
      : []
    if (list.length === 0) return apiError(c, 404, 'not_found', 'No such conversation.')
    return c.json({
      id: id.data,
      // The latest turns, oldest first, as a conversation is read.
      turns: list.slice(0, CONVERSATION_TURNS_SHOWN).toReversed(),
      more: list.length > CONVERSATION_TURNS_SHOWN,
    })
  })

  app.delete('/conversations/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'))
    if (!id.success) return apiError(c, 400, 'invalid_id', 'No such conversation id.')
    await fromStore(conversationLog?.deleteConversation(id.data) ?? Promise.resolve())
    log({ level: 'info', msg: 'owner deleted a conversation' })
    return c.body(null, 204)
  })

  app.delete('/conversations', async (c) => {
    await fromStore(conversationLog?.deleteAll() ?? Promise.resolve())
    log({ level: 'info', msg: 'owner deleted every conversation' })
    return c.body(null, 204)
  })

  app.get('/export', async (c) => {
    const parsed = exportSchema.safeParse(c.req.query())
    if (!parsed.success) return apiError(c, 400, 'invalid_query', 'format must be json or csv.')
    const { format } = parsed.data
    const at = new Date(now()).toISOString()
    c.header(
      'Content-Disposition',
      `attachment; filename="conversations-${at.slice(0, 10)}.${format}"`,
    )
    c.header(
      'Content-Type',
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    )
    // Streamed a page at a time: a store that stops answering ends the download short, logged.
    return c.body(
      exportStream(conversationLog ?? emptyLog, format, at, (error) =>
        log({
          level: 'error',
          msg: 'owner export broken off: the store did not answer',
          detail: error instanceof Error ? error.message : String(error),
        }),
      ),
    )
  })

  return app
}

/** What the routes read while the log is off: nothing. */
const emptyLog: ConversationLog = {
  record: async () => 'share-full',
  countRefusal: async () => {},
  list: async () => [],
  digests: async () => [],
  tallies: async () => [],
  deleteConversation: async () => {},
  deleteAll: async () => {},
  health: async () => ({
    rows: 0,
    bytes: 0,
    maxRows: 0,
    maxBytes: 0,
    failures: 0,
    retentionDays: 0,
  }),
  dayKey: async () => new Uint8Array(32),
}
