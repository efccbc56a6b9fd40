// Every page's document, written once: the page templates (index.html, resume.html, writing.html,
// 404.html and owner.html) hold only what differs between them, the script that hydrates the page's
// islands, and this plugin puts it in the one document they share before Vite reads it, in `npm run dev`
// as in the build. The attributes of <html> are the rendered page's (`htmlAttributes`, from
// src/client/render.tsx: its language and the owner's look), written by withHtmlAttributes
// (tooling/builder/page-head.ts); `dark` is the theme before the theme script has run.
import type { Plugin } from 'vite'

/** The document around a template's `body`; `<!--app-head-->` and `<!--app-html-->` are the render's. */
export const pageDocument = (body: string) => `<!doctype html>
<html class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark light" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    ${body.trim()}
  </body>
</html>
`

export function pageDocumentPlugin(): Plugin {
  return {
    name: 'portfolio:page-document',
    // Before Vite looks for the scripts to bundle, so that it finds them in the whole document.
    transformIndexHtml: { order: 'pre', handler: (template) => pageDocument(template) },
  }
}
