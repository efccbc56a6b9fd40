import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { z } from 'zod'
import { CHAT_REQUEST_MAX_BYTES } from '@/core/chat'
import { apiError } from '../errors'

// The chat's limit, which the panel checks before sending, is every API body's.
export const MAX_BODY_BYTES = CHAT_REQUEST_MAX_BYTES

type JsonBodyEnv<T> = { Variables: { body: T } }

/**
 * Validates a JSON request body with a zod schema before the handler sees it: over 16 KB is 413,
 * a body that is not JSON by its content type is 415, unparsable JSON or a wrong shape is 400.
 * The parsed body is `c.get('body')`.
 */
export function jsonBody<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<JsonBodyEnv<z.infer<S>>> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => apiError(c, 413, 'payload_too_large', 'The request body is larger than 16 KB.'),
  })
  return async (c, next) => {
    const type = c.req.header('Content-Type') ?? ''
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return apiError(c, 415, 'unsupported_media_type', 'Send the body as application/json.')
    }
    return limit(c, async () => {
      let raw: unknown
      try {
        raw = await c.req.json()
      } catch {
        c.res = apiError(c, 400, 'invalid_json', 'The request body is not valid JSON.')
        return
      }
      const parsed = schema.safeParse(raw)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
        c.res = apiError(c, 400, 'invalid_body', `${where}${issue?.message ?? 'invalid body'}`)
        return
      }
      c.set('body', parsed.data)
      await next()
    })
  }
}
