import { profile as ownerProfile } from '@/content/profile'
import type { Profile } from '@/content/schema'
import type { PostMeta } from '@/core/posts'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { networkAllowance, type Config } from './config'
import { apiError } from './errors'
import { chatLimits, type LimitStores } from './middleware/chat-limits'
import { visitorKey } from './middleware/visitor-key'
import { visitorAddress, visitorProto } from './trusted-proxies'
import { corsAllowList } from './middleware/cors'
import { jsonLogger, type Logger } from './logger'
import { requestLog } from './middleware/request-log'
import { memoryTokenStore, tokenBudget, type TokenStore } from './middleware/token-budget'
import { httpsRedirect } from './middleware/https-redirect'
import { securityHeaders } from './middleware/security-headers'
import { createChatRoutes } from './routes/chat'
import { servePage, type Pages } from './routes/pages'
import { modelWithoutKey, type ChatModel } from './models/chat-model'
import { createProjectsRoutes } from './routes/projects'
import type { ProjectsService } from './services/github-projects'
import type { ReplySigner } from './services/reply-signatures'
import type { ConversationLog } from './insights/conversation-log'
import { CountingStore } from './middleware/chat-limits'
import { createOwnerRoutes } from './routes/owner'
import { serveOwnerPage, type OwnerPageFiles } from './routes/owner-page'
import { OWNER_API_PATH } from '@/core/owner-page'
import { guardedConversationLog } from './insights/guarded-log'
import { keepTurns } from './insights/keep-turns'
import { ownerNotifier } from './insights/owner-notify'
import { visitorPseudonyms } from './insights/visitor-pseudonym'

export type AppDeps = {
  config: Config
  /** The prerendered pages; left out where the host serves them itself (Workers static assets). */
  pages?: Pages
  /** Serves the build's static files; host-specific (Node's file system, a CDN binding, ...). */
  assets?: MiddlewareHandler
  /** Hashes of the pages' inline scripts, allowed by the CSP (see csp.ts). */
  scriptHashes?: readonly string[]
  log?: Logger
  /**
   * Who the visitor is, as the host says: the connection's address on Node (X-Forwarded-For counts on
   * top of it only from a proxy TRUST_PROXY names), the platform's header elsewhere (Workers:
   * CF-Connecting-IP; Netlify: x-nf-client-connection-ip; Vercel: x-forwarded-for).
   */
  remoteAddress?: (c: Context) => string | undefined
  /** Where the chat limits count (default: in this process's memory). */
  limitStores?: LimitStores
  /** Where the day's tokens count, shared like the limits (default: in this process's memory). */
  tokenStore?: TokenStore
  /**
   * Keeps work alive after the response is sent, such as a GitHub call a visitor started but did not
   * wait for (Workers: `ctx.waitUntil`). Node keeps every promise alive and needs nothing.
   */
  waitUntil?: (c: Context, work: Promise<unknown>) => void
  /** The host compresses responses itself (Workers), so the app must not (default: false). */
  hostCompresses?: boolean
  /** The assistant's chat model (createServices builds it from the config); without one it has no key. */
  model?: ChatModel
  /**
   * GET /api/projects, and the assistant's list of projects; left out, the route is not mounted and
   * the assistant's prompt uses the sample projects.
   */
  projects?: ProjectsService
  /** Whom the assistant speaks for; default: the owner in src/content/profile.ts. */
  profile?: Profile
  /** The text of the owner's resume PDF for the assistant's prompt (read at build time). */
  resumeText?: string
  /** The owner's posts (read at build time), which the assistant knows and links to. */
  posts?: readonly PostMeta[]
  /** Signs the assistant's replies (createServices builds it from CHAT_HISTORY_SECRET). */
  signer?: ReplySigner
  /**
   * Where the assistant's turns are kept for the owner (src/server/insights/); absent, the log is off:
   * composeApp leaves it out unless OWNER_TOKEN is set and INSIGHTS is not off.
   */
  conversationLog?: ConversationLog
  /**
   * The owner's page as the build wrote it (dist/owner), served at /owner while OWNER_TOKEN is set; left
   * out where the host has no copy of it (the owner's API still answers there).
   */
  ownerPage?: OwnerPageFiles
}

/** The whole server as a plain fetch handler: it runs on Node (see hosts/), serverless and edge hosts. */
export function createApp({
  config,
  pages,
  assets,
  scriptHashes = [],
  log = jsonLogger,
  model = modelWithoutKey(),
  projects,
  profile,
  remoteAddress = () => undefined,
  limitStores,
  tokenStore = memoryTokenStore(),
  waitUntil = () => {},
  hostCompresses = false,
  resumeText,
  posts,
  signer,
  conversationLog: store,
  ownerPage,
}: AppDeps) {
  const app = new Hono()
  // The log every part of the app shares: a write that fails or hangs is counted, never thrown.
  const conversationLog = store && guardedConversationLog(store, log)

  // Behind a trusted proxy (TRUST_PROXY) the visitor is the address the outermost one appended to
  // X-Forwarded-For (trusted-proxies.ts). The address becomes a key by visitorKey: an IPv6 host by its prefix, anything else `unknown`.
  const clientAddress = (c: Context) =>
    visitorAddress(config.TRUST_PROXY, remoteAddress(c), c.req.header('X-Forwarded-For'))
  const forwardedProto = (c: Context) =>
    visitorProto(
      config.TRUST_PROXY,
      remoteAddress(c),
      c.req.header('X-Forwarded-For'),
      c.req.header('X-Forwarded-Proto'),
    )
  const clientKey = (c: Context) => visitorKey(clientAddress(c), config.CHAT_IPV6_PREFIX_LENGTH)
  const networkKey = (c: Context) =>
    visitorKey(clientAddress(c), config.CHAT_IPV6_NETWORK_PREFIX, config.CHAT_IPV4_NETWORK_PREFIX)
  const limits = chatLimits(
    {
      perMinute: config.CHAT_LIMIT_PER_MINUTE,
      perDay: config.CHAT_LIMIT_PER_DAY,
      perNetworkPerDay: networkAllowance(config),
      dailyCap: config.CHAT_DAILY_CAP,
    },
    { visitor: clientKey, network: networkKey },
    { stores: limitStores, log },
  )
  const keepAlive = (c: Context) => (work: Promise<unknown>) => waitUntil(c, work)
  const budget = tokenBudget({
    dailyTokens: config.CHAT_DAILY_TOKEN_BUDGET,
    store: tokenStore,
    log,
  })

  app.use('*', requestLog(log))
  app.use('*', securityHeaders({ scriptHashes, forwardedProto }))
  app.use(
    '*',
    httpsRedirect(forwardedProto, config.SITE_URL ? new URL(config.SITE_URL).host : undefined),
  )
  app.use('/api/*', corsAllowList(config.CORS_ALLOWED_ORIGINS))
  if (projects) {
    app.route(
      '/api/projects',
      createProjectsRoutes(projects, { compress: !hostCompresses, keepAlive }),
    )
  }

  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'ok' })
  })

  if (conversationLog) {
    // The turn goes to the log after its reply is sent (keep-turns.ts); the visitor waits for nothing.
    const pseudonym = visitorPseudonyms(config.OWNER_TOKEN ?? crypto.randomUUID())
    const notify =
      config.OWNER_NOTIFY_URL &&
      ownerNotifier({ url: config.OWNER_NOTIFY_URL, perHour: config.OWNER_NOTIFY_PER_HOUR, log })
    app.use(
      '/api/chat',
      keepTurns({
        conversationLog,
        visitor: (c) => pseudonym(clientKey(c)),
        owner: (profile ?? ownerProfile).name,
        model,
        waitUntil,
        log,
        ...(notify
          ? // The link to /owner uses the site's public address when it is known (behind a proxy).
            { onTurn: (turn, origin) => notify(turn, config.SITE_URL ?? origin) }
          : {}),
      }),
    )
  }

  app.route(
    '/api/chat',
    createChatRoutes({
      model,
      log,
      limits,
      ...(profile ? { profile } : {}),
      resumeText,
      ...(posts ? { posts } : {}),
      budget,
      maxInputTokens: config.CHAT_MAX_INPUT_TOKENS,
      ...(signer ? { signer } : {}),
      ...(conversationLog ? { keptDays: config.INSIGHTS_RETENTION_DAYS } : {}),
      // The assistant knows the projects the page shows: the cached GitHub list, or the samples. A
      // question never waits for a slow GitHub; the call it starts fills the cache for the next one.
      getProjects: projects
        ? async (c) => (await projects.getProjects(keepAlive(c), { wait: false })).projects
        : undefined,
    }),
  )

  // The owner's page and API exist only while OWNER_TOKEN is set: otherwise every path is a plain 404.
  if (config.OWNER_TOKEN) {
    app.route(
      OWNER_API_PATH,
      createOwnerRoutes({
        token: config.OWNER_TOKEN,
        conversationLog,
        dailyTokenBudget: config.CHAT_DAILY_TOKEN_BUDGET,
        log,
        clientKey,
        signInStore: limitStores ? limitStores('owner-sign-in') : new CountingStore(),
        locales: (profile ?? ownerProfile).locales,
      }),
    )
    if (ownerPage) app.route('/', serveOwnerPage(ownerPage))
  }

  app.all('/api/*', (c) => apiError(c, 404, 'not_found', 'No such API route.'))

  // After the API, so that no API request ever looks at the file system.
  if (assets) app.use('*', assets)

  if (pages) app.get('*', servePage(pages))

  app.notFound((c) => apiError(c, 404, 'not_found', 'Not found.'))

  app.onError((error, c) => {
    log({ level: 'error', msg: 'unhandled error', path: c.req.path, error: error.message })
    return apiError(c, 500, 'internal', 'Something went wrong on our side. Please try again.')
  })

  return app
}
