// A static host such as GitHub Pages answers every unknown address with the one 404.html at the site's
// root, whatever its language. This script, inlined in that page's <head> when the site has other
// languages, reads the language from the address (`/pt/no-such-page`) and shows that language's own 404
// page in its place, at the same address; servers that can pick the page (ours, Workers, Netlify) send
// `pt/404.html` themselves and the script finds nothing to do.

/**
 * Shows `<base><tag>/404.html` when the address is under one of `tags`. It runs as page text, serialised
 * with toString(): it may use only its arguments and the browser's globals. The page stays hidden while
 * the other one arrives, so the default language never flashes; without it, the page shows as it is.
 */
export function showNotFoundInLanguage(base: string, tags: readonly string[], own: string): void {
  const path = location.pathname
  if (!path.startsWith(base)) return
  const tag = path.slice(base.length).split('/')[0] ?? ''
  if (tag === own || !tags.includes(tag)) return
  const root = document.documentElement
  root.hidden = true
  fetch(`${base}${tag}/404.html`)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error())))
    .then((html) => {
      document.open()
      document.write(html)
      document.close()
    })
    .catch(() => {
      root.hidden = false
    })
}

/** The text of the inline script: the function above, called with the site's base and its languages. */
export const notFoundLanguageScript = (base: string, tags: readonly string[], own: string) =>
  `(${showNotFoundInLanguage.toString()})(${[base, tags, own].map((arg) => JSON.stringify(arg)).join(',')})`
