// How each built page asks for its CSS and JavaScript. Every page is complete HTML before any script
// runs, so only the HTML and the CSS stand between a visitor and the first paint:
// - the stylesheet is asked for first, so it reuses the page's warm connection, then the text font
//   (tooling/vite/text-fonts.ts), which the first paint needs and the browser would otherwise find only once
//   the stylesheet is parsed;
// - the scripts download at low priority, so they never compete with the CSS. They still run before
//   DOMContentLoaded (module scripts are deferred), so the islands hydrate before the load event.

/**
 * Rewrites the tags Vite put in a page template: stylesheets first (right after `<!--app-head-->`), then
 * `preloads`, and every script and module preload at low priority.
 */
export function orderHead(template: string, preloads: readonly string[] = []): string {
  const stylesheets: string[] = []
  const html = template.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
    stylesheets.push(tag.trim())
    return ''
  })
  return html
    .replace(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    )
    .replace('<!--app-head-->', ['<!--app-head-->', ...stylesheets, ...preloads].join('\n    '))
}

/** Adds `attributes` to the template's `<html>` tag (the owner's look: see src/content/look.ts). */
export function withHtmlAttributes(template: string, attributes: Record<string, string>): string {
  const added = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/[&"<>]/g, '')}"`)
    .join('')
  return template.replace(/<html\b([^>]*)>/, `<html$1${added}>`)
}
