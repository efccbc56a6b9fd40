// What the Netlify and Vercel functions serve beside the API: the owner's page, carried inside the
// function (tooling/builder/owner-page-module.ts) so that no CDN path reaches it, and the site's 404 page
// for the owner's paths while OWNER_TOKEN is unset, so that they look like any unknown address.
import { notFoundPage, ownerPage, scriptHashes } from 'virtual:owner-page'
import { NOT_FOUND_FILE } from '@/core/pages'
import type { HostDeps } from '@/server/compose'

export const functionPages: Pick<HostDeps, 'ownerPage' | 'pages' | 'scriptHashes'> = {
  ownerPage,
  pages: { [NOT_FOUND_FILE]: { html: notFoundPage } },
  scriptHashes,
}
