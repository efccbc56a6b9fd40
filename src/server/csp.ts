const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g

/**
 * The base64 sha256 of every executable inline script in the given pages, for the CSP's script-src.
 * Computed from the HTML actually served, so the policy can never drift from the markup.
 */
export async function inlineScriptHashes(pages: readonly string[]): Promise<string[]> {
  const scripts = new Set(
    pages.flatMap((html) => [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '')),
  )
  const hashes = await Promise.all(
    [...scripts].map(async (script) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))
      return btoa(String.fromCharCode(...new Uint8Array(digest)))
    }),
  )
  return hashes.sort()
}
