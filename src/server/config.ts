import { z } from 'zod'

const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535')

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
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
})

export type Config = z.infer<typeof envSchema>

const SECRETS = new Set(['GITHUB_TOKEN'])

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the server's settings from the environment once, at startup. A bad value is a one-line error. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = envSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.')
    // A secret is named, never echoed.
    const value = SECRETS.has(name) ? '(hidden)' : JSON.stringify(present[name] ?? '')
    return `${name}=${value} ${issue.message}`
  })
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}
