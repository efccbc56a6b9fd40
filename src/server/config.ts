import { z } from 'zod'
import {
  DEFAULT_PROVIDER,
  PROVIDERS,
  PROVIDER_IDS,
  PROVIDER_SECRETS,
  PROVIDER_VARIABLES,
} from './models/providers'
import { parseProxyTrust } from './trusted-proxies'

const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535')

const count = z.coerce
  .number({ error: 'must be a whole number of at least 1' })
  .int('must be a whole number of at least 1')
  .min(1, 'must be a whole number of at least 1')

const ORIGIN_ERROR = 'must list origins (scheme and host, no path), such as https://you.github.io'
const origin = z
  .string()
  .refine((value) => {
    const url = URL.parse(value)
    return (
      url !== null &&
      /^https?:$/.test(url.protocol) &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username
    )
  }, ORIGIN_ERROR)
  .transform((value) => new URL(value).origin)

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Every variable the server reads; .env.example and docs/configuration.md list each one. */
export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  /**
   * Behind a reverse proxy: which peers' X-Forwarded-Proto and X-Forwarded-For count, as addresses or CIDR
   * ranges, or a hop count; `true` is one hop (the nearest proxy's entry, never the left-most).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseProxyTrust(value)
      if ('error' in trust) {
        context.addIssue({ code: 'custom', message: trust.error })
        return z.NEVER
      }
      return trust
    }),
  /**
   * The site's public address, as the build reads it. Behind a proxy the HTTPS redirect goes only to its
   * host, never to one a request names; unset, it goes to the request's own Host.
   */
  SITE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the site’s public address, such as https://example.com',
    })
    .optional(),
  /**
   * Other origins whose pages may use the API, comma-separated: a static copy of the site (GitHub
   * Pages) that asks this server's assistant. Every other origin is refused.
   */
  CORS_ALLOWED_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin))
    .default([]),
  // Abuse limits on the assistant: per visitor, and for everyone together (the owner's bill).
  CHAT_LIMIT_PER_MINUTE: count.default(10),
  CHAT_LIMIT_PER_DAY: count.default(100),
  CHAT_DAILY_CAP: count.default(1000),
  // One IPv6 host owns a whole /64, so the per-visitor limits count IPv6 addresses by this prefix.
  CHAT_IPV6_PREFIX_LENGTH: z.coerce
    .number({ error: 'must be a whole number from 32 to 128' })
    .int({ error: 'must be a whole number from 32 to 128' })
    .min(32, { error: 'must be a whole number from 32 to 128' })
    .max(128, { error: 'must be a whole number from 32 to 128' })
    .default(64),
  // A network shares one daily allowance below the cap, so that one network cannot spend the whole day's
  // cap from many addresses. Unset: a fifth of CHAT_DAILY_CAP (see networkAllowance).
  CHAT_LIMIT_PER_NETWORK: count.optional(),
  // What counts as one network: an IPv6 /48 is one site's usual allocation (tunnel brokers hand them out
  // free, 65,536 /64s each); IPv4 addresses count alone by default, since carrier and campus NAT put
  // whole towns behind one /24.
  CHAT_IPV6_NETWORK_PREFIX: z.coerce
    .number({ error: 'must be a whole number from 16 to 64' })
    .int({ error: 'must be a whole number from 16 to 64' })
    .min(16, { error: 'must be a whole number from 16 to 64' })
    .max(64, { error: 'must be a whole number from 16 to 64' })
    .default(48),
  CHAT_IPV4_NETWORK_PREFIX: z.coerce
    .number({ error: 'must be a whole number from 8 to 32' })
    .int({ error: 'must be a whole number from 8 to 32' })
    .min(8, { error: 'must be a whole number from 8 to 32' })
    .max(32, { error: 'must be a whole number from 8 to 32' })
    .default(32),
  // The owner's bill in tokens: input plus output of every answer per UTC day, from the provider's usage
  // reports. 750,000 is about 250 questions of ~3,000 tokens, Gemini 2.5 Flash's free tier of 250
  // requests a day (docs/assistant.md has the figures).
  CHAT_DAILY_TOKEN_BUDGET: count.default(750_000),
  // The most one question may send the model (instructions, portfolio, history and question or job
  // description), estimated before it is sent; the oldest history goes first.
  CHAT_MAX_INPUT_TOKENS: count.default(10_000),
  // Which model answers the visitors (models/providers.ts lists them), and every provider's settings.
  LLM_PROVIDER: z
    .enum(PROVIDER_IDS, { error: `must be one of ${PROVIDER_IDS.join(', ')}` })
    .default(DEFAULT_PROVIDER),
  ...PROVIDER_VARIABLES,
  // Signs the assistant's replies, so the history a browser sends back holds only replies this site wrote.
  // Every instance must share it; unset, each instance makes its own at startup.
  CHAT_HISTORY_SECRET: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters, such as the output of `openssl rand -base64 32`')
    .optional(),
  // The owner's page (/owner) and its API exist only while this is set: it is what the owner signs in
  // with, and what a script sends as `Authorization: Bearer`. Unset, both are 404.
  OWNER_TOKEN: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters, such as the output of `openssl rand -base64 32`')
    .optional(),
  // Projects (GitHub). The base URL is configurable so tests can point the server at a double.
  GITHUB_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.github.com'),
  GITHUB_TOKEN: z.string().trim().min(1, 'must not be blank').optional(),
  GITHUB_CACHE_TTL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be a whole number of seconds')
    .default(600), // 10 minutes
  // Shared state for several Node instances: the chat limits and the projects cache live in Redis.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  // The conversation log (docs/privacy.md): kept only while OWNER_TOKEN is set, so nothing is kept that
  // nobody can read; `off` keeps nothing even then.
  INSIGHTS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  INSIGHTS_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 365' })
    .int('must be a whole number of days from 1 to 365')
    .min(1, 'must be a whole number of days from 1 to 365')
    .max(365, 'must be a whole number of days from 1 to 365')
    .default(30),
  // A flood cannot fill the disk or the Redis: past this many turns the oldest go (each turn is at
  // most ~10 KB, usually ~1 KB).
  INSIGHTS_MAX_ROWS: z.coerce
    .number({ error: 'must be a whole number from 100 to 1000000' })
    .int('must be a whole number from 100 to 1000000')
    .min(100, 'must be a whole number from 100 to 1000000')
    .max(1_000_000, 'must be a whole number from 100 to 1000000')
    .default(20_000),
  // Where a single Node instance keeps its SQLite file (insights.sqlite); created on first start.
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  // A webhook told when a job description is pasted (Slack and Discord accept its `text`): https, or
  // http on loopback for a local test.
  OWNER_NOTIFY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an https:// URL (http only on loopback)' })
    .refine((value) => {
      const url = new URL(value)
      return url.protocol === 'https:' || LOOPBACK.has(url.hostname)
    }, 'must be an https:// URL (http only on loopback)')
    .optional(),
  OWNER_NOTIFY_PER_HOUR: count.default(10),
})

// The chosen provider's own requirements: a variable it cannot work without.
const configSchema = envSchema.superRefine((config, context) => {
  const required: Partial<Record<string, string>> = PROVIDERS[config.LLM_PROVIDER].required ?? {}
  for (const [name, message] of Object.entries(required)) {
    if (!config[name as keyof typeof config] && message)
      context.addIssue({ code: 'custom', path: [name], message })
  }
})

export type Config = z.infer<typeof envSchema>

// Named in an error, never echoed: a Redis URL may hold a password.
const SECRETS = new Set([
  ...PROVIDER_SECRETS,
  'GITHUB_TOKEN',
  'REDIS_URL',
  'CHAT_HISTORY_SECRET',
  'OWNER_TOKEN',
  // a Slack or Discord webhook's address is its secret
  'OWNER_NOTIFY_URL',
])

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the server's settings from the environment once, at startup. A bad value is a one-line error. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = configSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    // A list's entry is named by its variable.
    const name = String(issue.path[0] ?? '')
    // A secret is named, never echoed.
    const value = SECRETS.has(name) ? '(hidden)' : JSON.stringify(present[name] ?? '')
    return `${name}=${value} ${issue.message}`
  })
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}

/** The questions one network may ask per day: CHAT_LIMIT_PER_NETWORK, or a fifth of the cap. */
export function networkAllowance(config: Config): number {
  return config.CHAT_LIMIT_PER_NETWORK ?? Math.ceil(config.CHAT_DAILY_CAP / 5)
}
