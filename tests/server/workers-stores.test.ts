// The chat limits' Durable Object under the real Workers runtime (workerd, through wrangler, offline):
// the contracts every backend of the limits and the token budget runs, through the bindings the site's
// worker uses, and the projects cache's over the Cache API. The worker in tests/fixtures/workers-stores
// passes each call on.
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter'
import type { TokenStore } from '@/server/middleware/token-budget'
import type { ProjectsCache, SharedProjects } from '@/server/services/github-projects'
import { describeLimitStores } from '../fixtures/limit-stores-contract'
import { describeProjectsCache } from '../fixtures/projects-cache-contract'
import { describeTokenStore } from '../fixtures/token-store-contract'
import { useFixtureWorker } from '../fixtures/workerd'

const call = useFixtureWorker('workers-stores')

// One object holds the day's tokens, as on the site: each case takes days of its own.
describeTokenStore('durable-object (workerd)', async () => ({
  reserve: async (...args) =>
    (await call('/tokens', { method: 'reserve', args })) as Awaited<
      ReturnType<TokenStore['reserve']>
    >,
  settle: async (...args) => void (await call('/tokens', { method: 'settle', args })),
}))

/** A count as the object answers it, its end a Date again. */
const info = (answer: unknown) => {
  if (answer === null) return undefined
  const { totalHits, resetTime } = answer as { totalHits: number; resetTime: string }
  return { totalHits, resetTime: new Date(resetTime) } satisfies ClientRateLimitInfo
}

// One object per visitor (their windows by limit) and one for everyone's cap, as on the site.
describeLimitStores('durable-object (workerd)', async () => (limit) => {
  let windowMs = 60_000
  const on = (method: 'get' | 'increment', key: string) =>
    call('/limits', { limit, windowMs, method, key })
  return {
    init: (options: { windowMs: number }) => {
      windowMs = options.windowMs
    },
    get: async (key: string) => info(await on('get', key)),
    increment: async (key: string) => info(await on('increment', key))!,
    decrement: async () => {},
    resetKey: async () => {},
  } as Store
})

// The Cache API has no atomic claim: each isolate may ask GitHub once (stores/cache-api/projects-cache.ts).
describeProjectsCache(
  'cache-api (workerd)',
  async () => {
    const on = (method: keyof ProjectsCache, ...args: unknown[]) =>
      call('/projects', { method, args })
    return {
      read: async () => ((await on('read')) as SharedProjects | null) ?? undefined,
      write: async (state) => void (await on('write', state)),
      claim: async (ms) => (await on('claim', ms)) as boolean,
      release: async () => void (await on('release')),
    }
  },
  { claims: 'always granted' },
)
