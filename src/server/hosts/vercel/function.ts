// The Vercel host: Vercel's CDN serves the pages and files (.vercel/output/static, with our headers in
// the routes of config.json), and this Node.js function answers /api/*, /healthz and the owner's page
// with the shared serverless entry (../serverless.ts) and Vercel's row of ../hosts.ts. Built by
// tooling/builder/build-vercel.ts (Vercel's Build Output API) into one self-contained file.
import { getRequestListener } from '@hono/node-server'
import { serverlessHandler } from '../serverless'

const handle = serverlessHandler('vercel')

/** The web request as the app sees it; Node's request and response are what Vercel's launcher passes. */
export async function fetchHandler(request: Request): Promise<Response> {
  // Vercel's edge ends TLS and says so in x-forwarded-proto (nothing else reaches the function), so the
  // app sees the address the visitor used, and sends HSTS.
  const url = new URL(request.url)
  if (request.headers.get('x-forwarded-proto') === 'https' && url.protocol === 'http:') {
    url.protocol = 'https:'
    return handle(new Request(url, request))
  }
  return handle(request)
}

export default getRequestListener(fetchHandler)
