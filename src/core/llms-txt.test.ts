// /llms.txt in the llmstxt.org format, from the content.
import { describe, expect, it } from 'vitest'
import { fixtureOwner, withOwner } from '../../tests/fixtures/owner'
import { llmsTxt } from './llms-txt'

const SITE = 'https://ada-quinn.dev'

describe('llmsTxt', () => {
  const text = llmsTxt(fixtureOwner, SITE)
  const lines = text.split('\n')

  it('opens with the name as the only H1, then a blockquote summary', () => {
    expect(lines[0]).toBe(`# ${fixtureOwner.name}`)
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1)
    expect(lines[2]).toBe(`> ${fixtureOwner.tagline}. ${fixtureOwner.blurb}`)
  })

  it('lists the pages, the resume, the JSON Resume and the contact links under H2s, with absolute links', () => {
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      '## Pages',
      '## Resume',
      '## Contact',
      '## Optional',
    ])
    expect(text).toContain(`- [Portfolio](${SITE}/): `)
    expect(text).toContain(`- [Resume](${SITE}/resume): `)
    expect(text).toContain(`- [Resume (PDF)](${SITE}${fixtureOwner.resume.file}): `)
    expect(text).toContain(`- [JSON Resume](${SITE}/resume.json): `)
    expect(text).toContain(`- [Email](mailto:${fixtureOwner.email}): ${fixtureOwner.email}`)
    for (const social of fixtureOwner.social)
      expect(text).toContain(`- [${social.label}](${social.url})`)
    // Every list entry is a Markdown link, as the format asks.
    const entries = lines.filter((line) => line.startsWith('- '))
    expect(entries.every((line) => /^- \[[^\]]+\]\([^)\s]+\)(: .+)?$/.test(line))).toBe(true)
  })

  it('keeps a link whole when its text has brackets or its address parentheses', () => {
    const text = llmsTxt(
      {
        ...fixtureOwner,
        social: [
          { label: 'Blog [old]', url: 'https://en.wikipedia.org/wiki/Ada_(name)', kind: 'profile' },
        ],
      },
      SITE,
    )
    expect(text).toContain('- [Blog \\[old\\]](https://en.wikipedia.org/wiki/Ada_%28name%29)')
  })

  it('with posts: a Writing section lists each post by title, date and summary, and the feed', () => {
    const text = llmsTxt(fixtureOwner, SITE, [
      {
        slug: 'tracing',
        title: 'Tracing [LLM] calls',
        date: '2026-03-04',
        summary: 'Spans and traces.',
        tags: [],
        draft: false,
        readingMinutes: 3,
      },
    ])
    expect(text).toContain(`- [Writing](${SITE}/writing): `)
    expect(text).toContain(
      `## Writing\n\n- [Tracing \\[LLM\\] calls](${SITE}/writing/tracing): March 4, 2026. Spans and traces.\n`,
    )
    expect(text).toContain(`- [RSS feed](${SITE}/rss.xml)`)
    expect(lines).not.toContain('## Writing')
  })

  it('lists the owner’s FAQ, question and answer, only when there is one', () => {
    const faq = [{ question: 'Open to remote work?', answer: 'Yes, remote or hybrid.' }]
    expect(llmsTxt(withOwner({ faq }), SITE)).toContain(
      '## FAQ\n\n- Open to remote work? Yes, remote or hybrid.\n',
    )
    expect(text).not.toContain('## FAQ')
  })
})
