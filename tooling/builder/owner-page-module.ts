// The owner's page as a module of the server's code (`virtual:owner-page`), for the hosts whose public
// files a CDN serves (Workers, Netlify, Vercel): inside the worker or the function, the page and its
// files are reachable only through the app, which serves them while OWNER_TOKEN is set. Node reads
// dist/owner itself.
import { NOT_FOUND_FILE } from '../../src/core/pages.ts'
import { inlineScriptHashes } from '../../src/server/csp.ts'
import { loadOwnerPage } from '../../src/server/hosts/node/owner-page-files.ts'

/** The module's file, in the build's `server/`. */
export const OWNER_PAGE_MODULE = 'owner-page.js'

// Text files go in as strings (no decoding at startup); anything else as base64.
const TEXT = /^(text\/|image\/svg\+xml)/

/**
 * The source of `virtual:owner-page`: `ownerPage` (the built page and its files, from `ownerDir`),
 * `notFoundPage` (the site's 404 page from the prerendered `pages`, for the owner's paths while there
 * is no token) and `scriptHashes` (their inline scripts', for the CSP).
 */
export async function ownerPageModule(
  ownerDir: string,
  pages: Readonly<Record<string, string>>,
): Promise<string> {
  const page = loadOwnerPage(ownerDir)
  const notFoundPage = pages[NOT_FOUND_FILE]
  if (!page || notFoundPage === undefined) {
    throw new Error(
      `the owner page module needs ${ownerDir} and ${NOT_FOUND_FILE}: build them first`,
    )
  }
  const assets = Object.entries(page.assets).map(([path, { body, type }]) => {
    const bytes = Buffer.from(body)
    const value = TEXT.test(type)
      ? JSON.stringify(bytes.toString('utf8'))
      : `bytes(${JSON.stringify(bytes.toString('base64'))})`
    return `  ${JSON.stringify(path)}: { type: ${JSON.stringify(type)}, body: ${value} },`
  })
  const hashes = await inlineScriptHashes([page.html, notFoundPage])
  return [
    `// Written by tooling/builder/owner-page-module.ts from the build's owner page and ${NOT_FOUND_FILE}.`,
    'const bytes = (base64) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))',
    `export const ownerPage = { html: ${JSON.stringify(page.html)}, assets: {`,
    ...assets,
    '} }',
    `export const notFoundPage = ${JSON.stringify(notFoundPage)}`,
    `export const scriptHashes = ${JSON.stringify(hashes)}`,
    '',
  ].join('\n')
}
