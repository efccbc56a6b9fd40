// A GitHub REST API double: a real HTTP server on 127.0.0.1 that answers GET /users/{username}/repos the
// way api.github.com does (reference: ../shared/reference/external-apis.md, part B), and records every
// request it receives. Tests switch its mode to make it fail in each of GitHub's ways.
import { createHash } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type GithubDoubleMode =
  | 'ok'
  /** The primary rate limit is used up: 403 with GitHub's real body and x-ratelimit-remaining: 0. */
  | 'rate-limited'
  /** 500 with a JSON error body. */
  | 'server-error'
  /** Accepts the request and never answers. */
  | 'hang'
  /** 200 with an HTML body, as a proxy or GitHub's unicorn page sends. */
  | 'not-json'
  /** Destroys the connection without an answer (a socket reset). */
  | 'reset'
  /** 200 and the start of a JSON body, then one byte a second, never finishing. */
  | 'drip'
  /** 200 with JSON of the wrong shape: an object instead of the list of repositories. */
  | 'wrong-shape'

export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
}

export type GithubDouble = {
  url: string
  /** Every request received, oldest first. */
  requests: RecordedRequest[]
  /** Requests for the repository list only. */
  repoRequests: () => RecordedRequest[]
  setMode: (mode: GithubDoubleMode) => void
  /** Replaces a user's repositories (and so changes the ETag). */
  setRepos: (username: string, repos: Record<string, unknown>[]) => void
  /** Waits this long before answering any request. */
  setDelay: (ms: number) => void
  /** Holds every answer until `release()`; a delay then counts from the release. */
  hold: () => void
  release: () => void
  /** How many 304s it has sent. */
  notModifiedCount: () => number
  close: () => Promise<void>
}

export type GithubDoubleOptions = {
  /** Each user's repositories, as full GitHub repo objects. Any other user gets GitHub's 404. */
  users: Record<string, Record<string, unknown>[]>
  /**
   * Whether a 304 answered to an unauthenticated request still counts against the rate limit. GitHub's
   * docs ("Conditional requests") promise a free 304 only to authorised requests.
   */
  unauthenticated304Counts?: boolean
}

// GitHub's real error bodies
const RATE_LIMIT_DOCS = 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api'
const rateLimitedBody = (authenticated: boolean) =>
  JSON.stringify({
    message: authenticated
      ? 'API rate limit exceeded for user ID 583231.'
      : "API rate limit exceeded for 110.144.44.79. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.) If you reach out to GitHub Support for help, please include the request ID E19A:36FB4A:0813:0A62:67F1D9DD and timestamp 2025-04-06 01:33:17 UTC.",
    documentation_url: RATE_LIMIT_DOCS,
    status: '403',
  })
const NOT_FOUND_USER_BODY = JSON.stringify({
  message: 'Not Found',
  documentation_url: 'https://docs.github.com/rest/repos/repos#list-repositories-for-a-user',
  status: '404',
})
const NOT_FOUND_ROUTE_BODY = JSON.stringify({
  message: 'Not Found',
  documentation_url: 'https://docs.github.com/rest',
  status: '404',
})
// Not captured in the reference; the shape follows GitHub's other error bodies.
const SERVER_ERROR_BODY = JSON.stringify({ message: 'Server Error', status: '500' })
const UNICORN_PAGE =
  '<!DOCTYPE html>\n<html><head><title>Unicorn! &middot; GitHub</title></head><body><p>No server is currently available to service your request.</p></body></html>'

const EXPOSED =
  'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset'

type RateLimit = { limit: number; used: number; reset: number }

export async function startGithubDouble(options: GithubDoubleOptions): Promise<GithubDouble> {
  const users = new Map(
    Object.entries(options.users).map(([name, repos]) => [name.toLowerCase(), repos]),
  )
  const unauthenticated304Counts = options.unauthenticated304Counts ?? true
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  let mode: GithubDoubleMode = 'ok'
  let delayMs = 0
  let gate: Promise<void> | undefined
  let openGate = () => {}
  let notModified = 0
  let requestNumber = 0
  const limits = new Map<'anonymous' | 'token', RateLimit>()

  const rateLimitFor = (authenticated: boolean): RateLimit => {
    const key = authenticated ? 'token' : 'anonymous'
    let limit = limits.get(key)
    if (!limit) {
      // 60 an hour per IP without a token, 5,000 with one; reset is in epoch seconds
      limit = {
        limit: authenticated ? 5000 : 60,
        used: 0,
        reset: Math.floor(Date.now() / 1000) + 3600,
      }
      limits.set(key, limit)
    }
    return limit
  }

  const commonHeaders = (authenticated: boolean, limit: RateLimit) => {
    requestNumber += 1
    return {
      server: 'GitHub.com',
      date: new Date().toUTCString(),
      'x-github-media-type': 'github.v3; format=json',
      'x-github-api-version-selected': '2022-11-28',
      'access-control-expose-headers': EXPOSED,
      'access-control-allow-origin': '*',
      'strict-transport-security': 'max-age=31536000; includeSubdomains; preload',
      'x-frame-options': 'deny',
      'x-content-type-options': 'nosniff',
      'x-xss-protection': '0',
      'referrer-policy': 'origin-when-cross-origin, strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'",
      vary: authenticated
        ? 'Accept, Authorization, Cookie, X-GitHub-OTP,Accept-Encoding, Accept, X-Requested-With'
        : 'Accept,Accept-Encoding, Accept, X-Requested-With',
      'x-ratelimit-limit': String(limit.limit),
      'x-ratelimit-remaining': String(Math.max(0, limit.limit - limit.used)),
      'x-ratelimit-reset': String(limit.reset),
      'x-ratelimit-resource': 'core',
      'x-ratelimit-used': String(limit.used),
      'x-github-request-id': `14E0:4BC6:F1B8BA:208E317:${requestNumber.toString(16).padStart(8, '0').toUpperCase()}`,
    }
  }

  const sendJson = (
    response: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string>,
  ) => {
    response.writeHead(status, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
    })
    response.end(body)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    })
    const answer = () => {
      if (mode === 'hang') return // never answers; the socket is destroyed on close()
      if (mode === 'reset') return request.socket.destroy()
      if (mode === 'drip') {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        response.write('[')
        const timer = setInterval(() => response.write(' '), 1000)
        response.on('close', () => clearInterval(timer))
        return
      }
      if (mode === 'wrong-shape') {
        return sendJson(response, 200, JSON.stringify({ repositories: [], total_count: 0 }), {})
      }
      const authenticated = /^(bearer|token) \S+/i.test(request.headers.authorization ?? '')
      const limit = rateLimitFor(authenticated)

      const match = /^\/users\/([^/]+)\/repos\/?$/.exec(url.pathname)
      if (request.method !== 'GET' || !match) {
        return sendJson(response, 404, NOT_FOUND_ROUTE_BODY, commonHeaders(authenticated, limit))
      }
      if (mode === 'rate-limited' || limit.used >= limit.limit) {
        return sendJson(response, 403, rateLimitedBody(authenticated), {
          ...commonHeaders(authenticated, limit),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-used': String(limit.limit),
        })
      }
      if (mode === 'server-error') {
        limit.used += 1
        return sendJson(response, 500, SERVER_ERROR_BODY, commonHeaders(authenticated, limit))
      }
      if (mode === 'not-json') {
        limit.used += 1
        response.writeHead(200, {
          ...commonHeaders(authenticated, limit),
          'content-type': 'text/html; charset=utf-8',
        })
        return response.end(UNICORN_PAGE)
      }

      const repos = users.get(decodeURIComponent(match[1] ?? '').toLowerCase())
      if (!repos) {
        limit.used += 1
        return sendJson(response, 404, NOT_FOUND_USER_BODY, commonHeaders(authenticated, limit))
      }
      const body = JSON.stringify(listFor(repos, url.searchParams))
      // a weak ETag over the body; it differs between authenticated and anonymous calls
      const etag = `W/"${createHash('sha256')
        .update(`${authenticated ? 'token' : 'anonymous'}:${body}`)
        .digest('hex')}"`
      const cacheHeaders = {
        'cache-control': `${authenticated ? 'private' : 'public'}, max-age=60, s-maxage=60`,
        etag,
      }
      if (request.headers['if-none-match'] === etag) {
        notModified += 1
        if (!authenticated && unauthenticated304Counts) limit.used += 1
        response.writeHead(304, { ...commonHeaders(authenticated, limit), ...cacheHeaders })
        return response.end()
      }
      limit.used += 1
      sendJson(response, 200, body, {
        ...commonHeaders(authenticated, limit),
        ...cacheHeaders,
        'accept-ranges': 'bytes',
      })
    }
    const respond = () => (delayMs > 0 ? setTimeout(answer, delayMs) : answer())
    if (gate) void gate.then(respond)
    else respond()
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    repoRequests: () => requests.filter((r) => /^\/users\/[^/]+\/repos\/?$/.test(r.path)),
    setMode: (next) => {
      mode = next
    },
    setRepos: (username, repos) => {
      users.set(username.toLowerCase(), repos)
    },
    setDelay: (ms) => {
      delayMs = ms
    },
    hold: () => {
      gate = new Promise((resolve) => {
        openGate = resolve
      })
    },
    release: () => {
      openGate()
      gate = undefined
    },
    notModifiedCount: () => notModified,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

// sort=updated lists the most recently updated first; the default is by full name
function listFor(repos: Record<string, unknown>[], query: URLSearchParams) {
  const perPage = Math.min(Number(query.get('per_page') ?? 30) || 30, 100)
  const sorted = [...repos]
  if (query.get('sort') === 'updated') {
    sorted.sort((a, b) => String(b.updated_at).localeCompare(String(a.updated_at)))
  } else {
    sorted.sort((a, b) => String(a.full_name).localeCompare(String(b.full_name)))
  }
  return sorted.slice(0, perPage)
}
