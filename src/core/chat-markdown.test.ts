import { describe, expect, it } from 'vitest'
import {
  displayAddress,
  parseInline,
  parseMarkdown,
  safeHref,
  settledMarkdown,
  type Block,
  type Inline,
} from './chat-markdown'

const text = (value: string): Inline => ({ type: 'text', text: value })
const paragraph = (...children: Inline[]): Block => ({ type: 'paragraph', children })

describe('safeHref: links only for http(s) and mailto', () => {
  it.each<[string, string | undefined]>([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:ananya.rao@example.com', 'mailto:ananya.rao@example.com'],
    ['  https://example.com  ', 'https://example.com/'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['java&#115;cript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['file:///etc/passwd', undefined],
    ['//evil.example.com', undefined],
    ['/resume', undefined],
    ['', undefined],
  ])('%j -> %j', (raw, expected) => {
    expect(safeHref(raw)).toBe(expected)
  })
})

describe('parseInline', () => {
  it.each<[string, string, Inline[]]>([
    ['plain text', 'Hello there', [text('Hello there')]],
    [
      '**bold**',
      'She knows **Python** well',
      [text('She knows '), { type: 'strong', children: [text('Python')] }, text(' well')],
    ],
    ['__bold__', '__AWS__', [{ type: 'strong', children: [text('AWS')] }]],
    [
      '*italic*',
      'an *applied* engineer',
      [text('an '), { type: 'em', children: [text('applied')] }, text(' engineer')],
    ],
    ['_italic_', '_really_', [{ type: 'em', children: [text('really')] }]],
    ['snake_case stays text', 'use git_insights_app now', [text('use git_insights_app now')]],
    ['a lone star stays text', '5 * 3 = 15', [text('5 * 3 = 15')]],
    ['`code`', 'run `npm test`', [text('run '), { type: 'code', text: 'npm test' }]],
    ['code keeps its stars', '`**x**`', [{ type: 'code', text: '**x**' }]],
    [
      'bold with italics inside',
      '**a *b* c**',
      [
        {
          type: 'strong',
          children: [text('a '), { type: 'em', children: [text('b')] }, text(' c')],
        },
      ],
    ],
    [
      '[text](https url)',
      'see [her GitHub](https://github.com/ananya-rao-dev)',
      [
        text('see '),
        {
          type: 'link',
          href: 'https://github.com/ananya-rao-dev',
          children: [text('her GitHub (https://github.com/ananya-rao-dev)')],
        },
      ],
    ],
    [
      '[text](mailto)',
      '[email her](mailto:ananya.rao@example.com)',
      [
        {
          type: 'link',
          href: 'mailto:ananya.rao@example.com',
          children: [text('email her (ananya.rao@example.com)')],
        },
      ],
    ],
    [
      'a URL with parentheses',
      '[wiki](https://en.wikipedia.org/wiki/Rust_(language))',
      [
        {
          type: 'link',
          href: 'https://en.wikipedia.org/wiki/Rust_(language)',
          children: [text('wiki (https://en.wikipedia.org/wiki/Rust_(language))')],
        },
      ],
    ],
    ['[text](javascript:) is text only', '[click](javascript:alert(1))', [text('click')]],
    ['[text](data:) is text only', '[x](data:text/html,hi)', [text('x')]],
    ['[text](relative) is text only', '[resume](/resume)', [text('resume')]],
    [
      'a bare URL, without the full stop after it',
      'Visit https://example.com/a.',
      [
        text('Visit '),
        { type: 'link', href: 'https://example.com/a', children: [text('https://example.com/a')] },
        text('.'),
      ],
    ],
    [
      '<autolink>',
      '<mailto:a@b.co>',
      [{ type: 'link', href: 'mailto:a@b.co', children: [text('a@b.co')] }],
    ],
    ['an escaped star', '\\*not italic\\*', [text('*not italic*')]],
    [
      'HTML is just text',
      '<b>hi</b> <img src=x onerror=alert(1)>',
      [text('<b>hi</b> <img src=x onerror=alert(1)>')],
    ],
    ['a line break', 'a\nb', [text('a'), { type: 'break' }, text('b')]],
  ])('%s', (_name, source, expected) => {
    expect(parseInline(source)).toEqual(expected)
  })
})

describe('parseMarkdown', () => {
  it.each<[string, string, Block[]]>([
    ['one paragraph', 'Hello', [paragraph(text('Hello'))]],
    ['two paragraphs', 'a\n\nb', [paragraph(text('a')), paragraph(text('b'))]],
    [
      'a bullet list',
      'Skills:\n* Python\n- Java\n+ Go',
      [
        paragraph(text('Skills:')),
        {
          type: 'list',
          ordered: false,
          start: 1,
          items: [
            { children: [text('Python')] },
            { children: [text('Java')] },
            { children: [text('Go')] },
          ],
        },
      ],
    ],
    [
      'an ordered list keeps its start',
      '3. three\n4. four',
      [
        {
          type: 'list',
          ordered: true,
          start: 3,
          items: [{ children: [text('three')] }, { children: [text('four')] }],
        },
      ],
    ],
    [
      'a nested list (Gemini indents sub-points)',
      '*   **Role:** Engineer\n    *   Python\n    *   AWS\n*   Next',
      [
        {
          type: 'list',
          ordered: false,
          start: 1,
          items: [
            {
              children: [{ type: 'strong', children: [text('Role:')] }, text(' Engineer')],
              sublist: {
                type: 'list',
                ordered: false,
                start: 1,
                items: [{ children: [text('Python')] }, { children: [text('AWS')] }],
              },
            },
            { children: [text('Next')] },
          ],
        },
      ],
    ],
    [
      'a loose list (blank lines between items) stays one list',
      '- a\n\n- b',
      [
        {
          type: 'list',
          ordered: false,
          start: 1,
          items: [{ children: [text('a')] }, { children: [text('b')] }],
        },
      ],
    ],
    [
      'a fenced code block is kept verbatim',
      '```ts\nconst a = **b**\n```',
      [{ type: 'code-block', text: 'const a = **b**' }],
    ],
    ['a heading', '## Experience', [{ type: 'heading', children: [text('Experience')] }]],
    ['a rule is dropped', 'a\n\n---\n\nb', [paragraph(text('a')), paragraph(text('b'))]],
    ['CRLF line ends', 'a\r\nb', [paragraph(text('a'), { type: 'break' }, text('b'))]],
    ['nothing', '', []],
  ])('%s', (_name, source, expected) => {
    expect(parseMarkdown(source)).toEqual(expected)
  })

  it('never produces a link that is not http(s) or mailto, however the reply is written', () => {
    const hostile = [
      '[a](javascript:alert(1))',
      '[b](JAVASCRIPT:alert(1))',
      '[c]( javascript:alert(1) )',
      '[d](<javascript:alert(1)>)',
      '<javascript:alert(1)>',
      'javascript:alert(1)',
      '[e](data:text/html;base64,PHNjcmlwdD4=)',
      '[f](vbscript:x)',
      '<a href="javascript:alert(1)">g</a>',
      '- [h](javascript:alert(1))',
      '**[i](javascript:alert(1))**',
    ].join('\n\n')
    const hrefs: string[] = []
    const walk = (nodes: Inline[]) => {
      for (const node of nodes) {
        if (node.type === 'link') hrefs.push(node.href)
        if ('children' in node) walk(node.children)
      }
    }
    const walkBlocks = (blocks: Block[]) => {
      for (const block of blocks) {
        if (block.type === 'paragraph' || block.type === 'heading') walk(block.children)
        if (block.type === 'list') {
          for (const item of block.items) {
            walk(item.children)
            if (item.sublist) walkBlocks([item.sublist])
          }
        }
      }
    }
    walkBlocks(parseMarkdown(hostile))
    expect(hrefs).toEqual([])
  })
})

describe('section links and post links', () => {
  it.each<[string, string | undefined]>([
    ['#experience', '#experience'],
    ['#writing', '#writing'],
    ['/writing', '/writing'],
    ['/writing/honest-timeouts', '/writing/honest-timeouts'],
    ['/writing/../admin', undefined],
    ['/writing/a?b=<x>', undefined],
    ['/resume', undefined],
    ['//evil.example/writing/a', undefined],
    ['#contact', '#contact'],
    [' #projects ', '#projects'],
    ['#nowhere', undefined],
    ['#experience"onclick=alert(1)', undefined],
  ])('%j -> %j', (raw, expected) => {
    expect(safeHref(raw)).toBe(expected)
  })

  it('a link to a post keeps its label: the assistant names the post by its title', () => {
    expect(parseInline('Read [Honest timeouts](/writing/honest-timeouts).')).toEqual([
      text('Read '),
      { type: 'link', href: '/writing/honest-timeouts', children: [text('Honest timeouts')] },
      text('.'),
    ])
  })

  it('a link to a section is a link; to an unknown anchor, text', () => {
    expect(parseInline('See [her experience](#experience) or [this](#secret).')).toEqual([
      text('See '),
      { type: 'link', href: '#experience', children: [text('her experience')] },
      text(' or this.'),
    ])
  })
})

// What a reader sees of a render: its text, with the whitespace between blocks collapsed.
function visibleText(blocks: Block[]): string {
  const inline = (nodes: Inline[]): string =>
    nodes
      .map((node) =>
        node.type === 'text' || node.type === 'code'
          ? node.text
          : node.type === 'break'
            ? ' '
            : inline(node.children),
      )
      .join('')
  const block = (b: Block): string =>
    b.type === 'code-block'
      ? b.text
      : b.type === 'list'
        ? b.items
            .map((item) => `${inline(item.children)} ${item.sublist ? block(item.sublist) : ''}`)
            .join(' ')
        : inline(b.children)
  return blocks.map(block).join(' ').replace(/\s+/g, ' ').trim()
}

describe('settledMarkdown: a reply that is still arriving', () => {
  it.each<[string, string]>([
    ['She knows **Pyt', 'She knows '],
    ['She knows **Python**', 'She knows **Python**'],
    ['She knows **Python** and `Type', 'She knows **Python** and '],
    ['Use `npm', 'Use '],
    ['See [her GitHub](https://git', 'See '],
    ['See [her Git', 'See '],
    ['See [her GitHub](https://github.com/x) now', 'See [her GitHub](https://github.com/x) now'],
    ['A *really', 'A '],
    ['A *really* good', 'A *really* good'],
    ['5 * 3 = 15', '5 * 3 = 15'],
    ['snake_case_name here', 'snake_case_name here'],
    ['Ends with *', 'Ends with '],
    ['Ends with **', 'Ends with '],
    ['Skills:\n\n- AWS\n-', 'Skills:\n\n- AWS\n'],
    ['Skills:\n\n1', 'Skills:\n\n'],
    ['Intro\n\n##', 'Intro\n\n'],
    ['**Done.**\n\nNext **one', '**Done.**\n\nNext '],
    ['Code:\n```\nconst a = `x', 'Code:\n```\nconst a = `x'],
    ['Her site: https://exam', 'Her site: '],
    ['A literal \\*star', 'A literal \\*star'],
  ])('%j -> %j', (source, expected) => {
    expect(settledMarkdown(source)).toBe(expected)
  })

  const replies = [
    'She works with **Python**, `TypeScript` and:\n\n- AWS\n- Docker\n\n1. First\n2. Second',
    'See [her experience](#experience) and *her* [GitHub](https://github.com/ananya-rao-dev).',
    '## Skills\n\nShe is an __expert__ in _machine learning_ and 5 * 3 things.\n\n```\ncode `here`\n```\n\nDone: https://example.com/x.',
    'Mixed: **bold with `code` inside** and a [link **bold**](https://example.com) end',
  ]
  it.each(replies)('never shows text the finished reply does not show: %j', (reply) => {
    const final = visibleText(parseMarkdown(reply))
    for (let end = 0; end <= reply.length; end++) {
      const shown = visibleText(parseMarkdown(settledMarkdown(reply.slice(0, end))))
      expect(final.startsWith(shown), `at ${end}: ${JSON.stringify(shown)}`).toBe(true)
    }
    expect(visibleText(parseMarkdown(settledMarkdown(`${reply} `)))).toBe(final)
  })
})

describe('links that show one address and open another', () => {
  const links = (reply: string) =>
    parseInline(reply).filter(
      (node): node is Extract<Inline, { type: 'link' }> => node.type === 'link',
    )
  const shown = (nodes: Inline[]): string =>
    nodes
      .map((node) => ('text' in node ? node.text : 'children' in node ? shown(node.children) : ''))
      .join('')

  it.each<[string, string, string | undefined, string | undefined]>([
    // [trick, reply, the href, the link's visible text]
    [
      'a label naming another address',
      '[https://a.example](https://b.example)',
      'https://b.example/',
      'https://b.example',
    ],
    [
      'a bare host as the label',
      '[bank.example](https://evil.example/login)',
      'https://evil.example/login',
      'https://evil.example/login',
    ],
    [
      'a Cyrillic look-alike host',
      '[apple](https://аpple.com)',
      'https://xn--pple-43d.com/',
      'apple (https://xn--pple-43d.com)',
    ],
    [
      'a bare look-alike URL',
      'https://раураl.com/x',
      'https://xn--l-7sba6dbr.com/x',
      'https://xn--l-7sba6dbr.com/x',
    ],
    [
      'a right-to-left override in the path',
      '[docs](https://example.com/\u202Egnp.exe)',
      'https://example.com/%E2%80%AEgnp.exe',
      'docs (https://example.com/%E2%80%AEgnp.exe)',
    ],
    [
      'user information before the host',
      '[bank](https://bank.example@evil.example/)',
      undefined,
      undefined,
    ],
    [
      'user information in a bare URL',
      'https://bank.example:pw@evil.example/',
      undefined,
      undefined,
    ],
    [
      'a link inside a link',
      '[see https://a.example here](https://b.example)',
      'https://b.example/',
      'https://b.example',
    ],
  ])('%s', (_, reply, href, text) => {
    const found = links(reply.replace('\\u202E', '\u202E'))
    if (href === undefined) {
      expect(found).toEqual([])
      return
    }
    expect(found).toHaveLength(1)
    expect(found[0]?.href).toBe(href)
    expect(shown(found[0]?.children ?? [])).toBe(text)
    expect(JSON.stringify(found[0]?.children)).not.toContain('"type":"link"')
  })

  it('shows an address as the URL parser normalises it', () => {
    expect(displayAddress('https://EXAMPLE.com/')).toBe('https://example.com')
    expect(displayAddress('mailto:a@b.co')).toBe('a@b.co')
  })
})
