import { z } from 'zod'

const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535')

const flag = z.stringbool({ error: 'must be true or false' })

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  /** Behind a reverse proxy: trust X-Forwarded-Proto and X-Forwarded-For. */
  TRUST_PROXY: flag.default(false),
})

export type Config = z.infer<typeof envSchema>

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
    return `${name}=${JSON.stringify(present[name] ?? '')} ${issue.message}`
  })
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}
