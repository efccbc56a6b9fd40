import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './csp'

const sha = (text: string) => createHash('sha256').update(text).digest('base64')

describe('inlineScriptHashes', () => {
  it('hashes each distinct executable inline script once, across pages', async () => {
    const boot = '(function(){document.documentElement.classList.add("dark")})()'
    const pages = [
      `<head><script>${boot}</script><script type="module" src="/assets/a.js"></script></head>`,
      `<head><script>${boot}</script></head><script type="application/ld+json">{"@type":"Person"}</script>`,
    ]
    expect(await inlineScriptHashes(pages)).toEqual([sha(boot)])
  })

  it('finds nothing in a page without inline scripts', async () => {
    expect(await inlineScriptHashes(['<p>hi</p>'])).toEqual([])
  })
})
