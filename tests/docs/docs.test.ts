// The README is the front door and the manual lives in docs/: the README stays short, and every relative
// link in them (a page, a picture, a heading on a page) leads somewhere that exists.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const README_LIMIT = 8000 // bytes: 1 KB = 1000 bytes, as in the performance budgets

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

const pages = [
  join(root, 'README.md'),
  join(root, 'CONTRIBUTING.md'),
  ...markdownFiles(join(root, 'docs')),
]

/** The text outside fenced code blocks, where a bracket is code, not a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '')

/** Every link target: Markdown links and images, and HTML src and href attributes. */
function linkTargets(text: string): string[] {
  const body = prose(text)
  return [
    ...[...body.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!),
    ...[...body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!),
  ]
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>()
  for (const [, heading] of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    anchors.add(
      heading!
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    )
  }
  return anchors
}

function brokenLinks(page: string): string[] {
  const text = readFileSync(page, 'utf8')
  const broken: string[] = []
  for (const target of linkTargets(text)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue // https:, mailto: and the like
    const [path = '', anchor] = target.split('#')
    const file = path === '' ? page : join(dirname(page), decodeURIComponent(path))
    if (!existsSync(file)) broken.push(`${target} (no such file)`)
    else if (anchor && file.endsWith('.md')) {
      if (!headingAnchors(readFileSync(file, 'utf8')).has(anchor))
        broken.push(`${target} (no such heading)`)
    }
  }
  return broken
}

describe('the docs', () => {
  it(`keep the README under ${README_LIMIT} bytes`, () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThan(README_LIMIT)
  })

  it('find the links and anchors the way GitHub does', () => {
    expect(
      linkTargets(
        '[a](docs/a.md#x) ![b](b.png "t") <img src="c.png"> [d](https://e.test)\n```\n[no](code.md)\n```',
      ),
    ).toEqual(['docs/a.md#x', 'b.png', 'https://e.test', 'c.png'])
    expect([
      ...headingAnchors('## Abuse, faults and load\n### Benchmark: `npm run bench`\n# SITE_URL'),
    ]).toEqual(['abuse-faults-and-load', 'benchmark-npm-run-bench', 'site_url'])
  })

  it.each(pages.map((page) => [relative(root, page), page]))(
    '%s links only to files and headings that exist',
    (_name, page) => {
      expect(brokenLinks(page)).toEqual([])
    },
  )
})
