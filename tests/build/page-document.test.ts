// One document for every page: the templates hold only their script, so the head, and the attributes of
// <html> that the languages and the owner's look need, are written in one place.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { pageDocument } from '../../tooling/vite/page-document'
import { PAGES } from '../../src/core/pages'
import { OWNER_PAGE } from '../../src/core/owner-page'

const templates = [...new Set([...Object.values(PAGES), OWNER_PAGE].map((page) => page.template))]

describe('the page templates', () => {
  it.each(templates)('%s holds its script and nothing of the document', async (template) => {
    const text = await readFile(template, 'utf8')
    expect(text.trim()).toMatch(
      /^<script type="module" src="\/src\/client\/pages\/[\w-]+\/main\.tsx"><\/script>$/,
    )
  })
})

describe('pageDocument', () => {
  it('puts the script in the body of the one document, under the rendered page and head', () => {
    const document = pageDocument('<script type="module" src="/a.tsx"></script>\n')
    expect(document).toMatch(/^<!doctype html>\n<html class="dark">\n {2}<head>\n/)
    expect(document).toContain('<meta charset="UTF-8" />')
    expect(document.indexOf('<!--app-head-->')).toBeLessThan(document.indexOf('</head>'))
    expect(document).toContain(
      '<div id="root"><!--app-html--></div>\n    <script type="module" src="/a.tsx"></script>\n  </body>',
    )
  })
})
