import type { MiddlewareHandler } from 'hono'

/** The part of Workers' assets binding (`env.ASSETS`) the app uses. */
export type AssetsBinding = { fetch: (request: Request) => Promise<Response> }

/**
 * Serves a request from the assets binding, for requests that reach the worker script but are the
 * assets layer's to answer. The binding answers with immutable headers, as any fetch does, and the
 * app's middleware (security headers) must be able to set them, so the response is copied first.
 */
export function assetsFromBinding(assets: AssetsBinding): MiddlewareHandler {
  return async (c) => {
    const response = await assets.fetch(c.req.raw)
    return new Response(response.body, response)
  }
}
