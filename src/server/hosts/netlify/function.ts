// The Netlify host: Netlify's CDN serves the pages and files (dist/netlify/site, with our headers in
// `_headers`), and this Netlify Function answers /api/*, /healthz and the owner's page with the shared
// serverless entry (../serverless.ts) and Netlify's row of ../hosts.ts. Built by
// tooling/builder/build-netlify.ts into one self-contained file.
import type { NetlifyContext } from '../hosts'
import { serverlessHandler } from '../serverless'

/**
 * The paths this function answers; everything else is the CDN's. Literal, as Netlify reads it from the
 * file without running it (OWNER_PAGE's path and assets folder, src/core/owner-page.ts).
 */
export const config = { path: ['/api/*', '/healthz', '/owner', '/owner-assets/*'] }

const handle = serverlessHandler('netlify')

export default (request: Request, context: NetlifyContext = {}) => handle(request, { context })
