// Every host the site deploys to, by the name `npm run check -- --host=` takes and its page in
// docs/deploy/ (docs/deploy/<id>.md): the one table that knows which exist and how each differs. Its
// entry (hosts/<id>/) only wires the app up with its row, as Hono's adapters do; the setup check and the
// shared serverless entry (serverless.ts) read the same rows. Adding a host is its folder, its row here
// and its deploy page; a row that leaves a part out does not compile.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export type HostDefinition = {
  /** Its name for the owner, in the setup summary and the logs. */
  label: string
  /** Other names `npm run check -- --host=` takes for it. */
  aliases: readonly string[]
  /** What runs there: the server (the app), or only files (a static site, whose assistant is another's). */
  runs: 'server' | 'files'
  /** It runs on the owner's own machine, so a model served there (Ollama) is in reach. */
  onThisMachine: boolean
  /**
   * How many instances answer: `one` process (several only with REDIS_URL, which they then share), or
   * `many`, as traffic needs (functions, isolates), each with a memory of its own; `none` for files.
   */
  instances: 'one' | 'many' | 'none'
  /**
   * The shared store it brings itself for the limits, the token budget, the projects cache and the
   * conversation log, by name; `none`: REDIS_URL's, if set.
   */
  ownStore: string
  /** Where the conversation log is kept without a shared store: a SQLite file of its own, or nowhere. */
  localLog: 'sqlite' | 'none'
  /** The host compresses the app's responses itself, so the app sends them whole. */
  compresses: boolean
  /** The visitor's address, as the host gives it to the app. */
  clientAddress: ((c: Context) => string | undefined) | 'none'
  /** Keeps work alive after the response is sent (a GitHub call a visitor did not wait for). */
  waitUntil: ((c: Context, work: Promise<unknown>) => void) | 'none'
}

/** What Netlify passes beside the request (the part the app uses). */
export type NetlifyContext = { waitUntil?: (work: Promise<unknown>) => void }

/** What the hosts of the shared serverless entry (serverless.ts) have in common: many functions, no store. */
const SERVERLESS = {
  aliases: [],
  runs: 'server',
  onThisMachine: false,
  instances: 'many',
  ownStore: 'none',
  localLog: 'none',
  compresses: false,
} as const satisfies Partial<HostDefinition>

export const HOSTS = {
  node: {
    label: 'Node',
    aliases: [],
    runs: 'server',
    onThisMachine: true,
    instances: 'one',
    ownStore: 'none',
    localLog: 'sqlite',
    compresses: false,
    // The connection's own address; X-Forwarded-For counts on top of it only from a proxy TRUST_PROXY names.
    clientAddress: (c) => getConnInfo(c).remote.address,
    // A Node process keeps every promise alive.
    waitUntil: 'none',
  },
  workers: {
    label: 'Workers',
    aliases: [],
    runs: 'server',
    onThisMachine: false,
    instances: 'many',
    ownStore: "the Worker's Durable Object",
    localLog: 'none',
    compresses: true,
    clientAddress: (c) => c.req.header('CF-Connecting-IP'),
    waitUntil: (c, work) => c.executionCtx.waitUntil(work),
  },
  netlify: {
    label: 'Netlify',
    ...SERVERLESS,
    // Netlify's edge puts the visitor's address in this header.
    clientAddress: (c) => c.req.header('x-nf-client-connection-ip'),
    waitUntil: (c, work) => (c.env as { context?: NetlifyContext }).context?.waitUntil?.(work),
  },
  vercel: {
    label: 'Vercel',
    ...SERVERLESS,
    // Vercel's edge sets x-forwarded-for to the visitor's address, replacing whatever the visitor sent.
    clientAddress: (c) => c.req.header('x-forwarded-for')?.split(',')[0]?.trim(),
    waitUntil: 'none',
  },
  // The static build (npm run build:static): GitHub Pages, or any file server. `static` was its name.
  'github-pages': {
    label: 'GitHub Pages',
    aliases: ['static'],
    runs: 'files',
    onThisMachine: false,
    instances: 'none',
    ownStore: 'none',
    localLog: 'none',
    compresses: true,
    clientAddress: 'none',
    waitUntil: 'none',
  },
} satisfies Record<string, HostDefinition>

export type HostId = keyof typeof HOSTS
export const HOST_IDS = Object.keys(HOSTS) as [HostId, ...HostId[]]

/** Every name `--host` takes: the hosts' ids and their aliases. */
export const HOST_NAMES = HOST_IDS.flatMap((id) => [id, ...HOSTS[id].aliases])

/** The host a name (an id or an alias) stands for. */
export const hostNamed = (name: string): HostId | undefined =>
  HOST_IDS.find((id) => id === name || (HOSTS[id].aliases as readonly string[]).includes(name))

/** How to deploy there. */
export const deployDoc = (id: HostId) => `docs/deploy/${id}.md`

/** What the app needs of the host beside its stores: the visitor's address, waitUntil, compression. */
export function hostParts(host: HostDefinition) {
  return {
    hostCompresses: host.compresses,
    ...(host.clientAddress === 'none' ? {} : { remoteAddress: host.clientAddress }),
    ...(host.waitUntil === 'none' ? {} : { waitUntil: host.waitUntil }),
  }
}

/** The line a cold start logs on a host of many instances without REDIS_URL, naming its deploy page. */
export const assistantOffWithoutRedis = (id: HostId) =>
  `the chat assistant is off: ${HOSTS[id].label} runs many instances, each with limits of its own, so set REDIS_URL to a shared Redis (${deployDoc(id)})`
