// The small Markdown the assistant writes (paragraphs, bold, italics, inline code, code blocks, lists,
// headings and links), parsed into a tree the panel renders as React elements. There is no HTML in the
// tree at all: markup in a reply shows as text, and a link survives only for http(s), mailto and the
// page's own sections (#experience, ...).
import { ALL_SECTION_IDS } from './sections'
import { WRITING_PATH } from './posts'

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' }

export type ListItem = { children: Inline[]; sublist?: Block & { type: 'list' } }

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; children: Inline[] }
  | { type: 'code-block'; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: ListItem[] }

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

const SECTION_LINKS = new Set<string>(ALL_SECTION_IDS.map((id) => `#${id}`))

/** Whether a link target is one of the page's sections, which the panel follows on the page itself. */
export const isSectionLink = (href: string) => SECTION_LINKS.has(href)

// The owner's writing: the list and each post, which the assistant links to when asked about them.
const POST_LINK = new RegExp(`^${WRITING_PATH}(?:/[a-z0-9]+(?:-[a-z0-9]+)*)?$`)

/** Whether a link target is the site's writing page or one of its posts, opened in the same tab. */
export const isPostLink = (href: string) => POST_LINK.test(href)

/**
 * The link target if it is an absolute http(s) or mailto URL, one of the page's section anchors, or the
 * site's writing page or a post; else undefined (the text stays).
 */
export function safeHref(raw: string): string | undefined {
  if (isSectionLink(raw.trim()) || isPostLink(raw.trim())) return raw.trim()
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return undefined
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return undefined
  // `https://bank.example@evil.example` shows one host and opens another.
  if (url.protocol !== 'mailto:' && (url.username || url.password)) return undefined
  return url.href
}

/**
 * The address a link opens, as the visitor should read it: normalised by the URL parser, so a host in
 * another script shows as punycode (`xn--pple-43d.com`, not a look-alike `аpple.com`) and bidi or
 * invisible characters are percent-encoded; `mailto:` and a lone trailing slash are left off.
 */
export function displayAddress(href: string): string {
  if (href.startsWith('mailto:')) return decodeURIComponent(href.slice('mailto:'.length))
  const url = new URL(href)
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href
}

/** A label that reads as an address (`https://a.example`, `a.example/x`) would name another target. */
const looksLikeAddress = (label: string) =>
  /^\S*[\w-]\.[a-z]{2,}\S*$/i.test(label.trim()) || /:\/\//.test(label)

/** Links inside a link's label become their text: an anchor never holds another. */
const withoutLinks = (nodes: Inline[]): Inline[] =>
  nodes.flatMap((node) =>
    node.type === 'link'
      ? withoutLinks(node.children)
      : node.type === 'strong' || node.type === 'em'
        ? [{ ...node, children: withoutLinks(node.children) }]
        : [node],
  )

/**
 * A link's children: for one of the page's sections, its label; elsewhere the address it really opens,
 * after the label unless the label itself reads as an (other) address.
 */
function linkChildren(label: string, href: string): Inline[] {
  const children = withoutLinks(parseInline(label))
  if (isSectionLink(href) || isPostLink(href)) return children
  const address = displayAddress(href)
  if (looksLikeAddress(label) || label.trim() === address) return [{ type: 'text', text: address }]
  pushText(children, ` (${address})`)
  return children
}

// One pattern, tried left to right at each position; the first alternative that matches wins.
const INLINE = new RegExp(
  [
    /\\([\\`*_{}[\]()#+\-.!>~|])/.source, // 1: an escaped character
    /(`+)([^`]|[^`][\s\S]*?[^`])\2(?!`)/.source, // 2, 3: inline code
    /\*\*(?=\S)([\s\S]*?\S)\*\*/.source, // 4: **strong**
    /__(?=\S)([\s\S]*?\S)__(?!\w)/.source, // 5: __strong__
    /\[([^\]\n]+)\]\(\s*<?([^\s<>()]*(?:\([^\s<>()]*\)[^\s<>()]*)*)>?(?:\s+"[^"\n]*")?\s*\)/.source, // 6, 7: [text](url)
    /<((?:https?:\/\/|mailto:)[^\s<>]+)>/.source, // 8: <https://autolink>
    /(https?:\/\/[^\s<>()]*[^\s<>().,:;!?'"*_])/.source, // 9: a bare URL, without trailing punctuation
    /\*(?=[^\s*])([^*\n]*?[^\s*])\*/.source, // 10: *em*
    /(?<![\w_])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\w_])/.source, // 11: _em_, never inside snake_case
  ].join('|'),
  'g',
)

function pushText(nodes: Inline[], text: string) {
  if (!text) return
  const last = nodes.at(-1)
  if (last?.type === 'text') last.text += text
  else nodes.push({ type: 'text', text })
}

/** Inline Markdown within one line (or a paragraph's lines joined by `\n`, which become breaks). */
export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = []
  let index = 0
  for (const match of source.matchAll(INLINE)) {
    const start = match.index
    if (start < index) continue
    pushTextWithBreaks(nodes, source.slice(index, start))
    index = start + match[0].length
    const [
      ,
      escaped,
      ,
      code,
      strong,
      strongUnderscore,
      linkText,
      linkUrl,
      autolink,
      bare,
      em,
      emUnderscore,
    ] = match
    if (escaped !== undefined) pushText(nodes, escaped)
    else if (code !== undefined) nodes.push({ type: 'code', text: code.trim() || code })
    else if (strong !== undefined || strongUnderscore !== undefined) {
      nodes.push({ type: 'strong', children: parseInline(strong ?? strongUnderscore ?? '') })
    } else if (linkText !== undefined) {
      const href = safeHref(linkUrl ?? '')
      if (href) nodes.push({ type: 'link', href, children: linkChildren(linkText, href) })
      else for (const child of parseInline(linkText)) pushNode(nodes, child)
    } else if (autolink !== undefined || bare !== undefined) {
      const url = autolink ?? bare ?? ''
      const href = safeHref(url)
      if (href)
        nodes.push({
          type: 'link',
          href,
          children: [{ type: 'text', text: displayAddress(href) }],
        })
      else pushText(nodes, match[0])
    } else if (em !== undefined || emUnderscore !== undefined) {
      nodes.push({ type: 'em', children: parseInline(em ?? emUnderscore ?? '') })
    }
  }
  pushTextWithBreaks(nodes, source.slice(index))
  return nodes
}

function pushNode(nodes: Inline[], node: Inline) {
  if (node.type === 'text') pushText(nodes, node.text)
  else nodes.push(node)
}

function pushTextWithBreaks(nodes: Inline[], text: string) {
  text.split('\n').forEach((line, i) => {
    if (i > 0) nodes.push({ type: 'break' })
    pushText(nodes, line)
  })
}

const FENCE = /^\s{0,3}(```|~~~)/
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/
const LIST_ITEM = /^(\s*)(?:([-*+•])|(\d{1,9})[.)])\s+(.*)$/
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/

type RawItem = { indent: number; ordered: boolean; number: number; text: string }

/** Builds nested lists from items by indentation: a deeper item belongs to the item above it. */
function buildList(items: RawItem[]): Block & { type: 'list' } {
  const first = items[0] as RawItem
  const list: Block & { type: 'list' } = {
    type: 'list',
    ordered: first.ordered,
    start: first.number,
    items: [],
  }
  let i = 0
  while (i < items.length) {
    const item = items[i] as RawItem
    let j = i + 1
    while (j < items.length && (items[j] as RawItem).indent > first.indent) j++
    const nested = items.slice(i + 1, j)
    list.items.push({
      children: parseInline(item.text),
      ...(nested.length ? { sublist: buildList(nested) } : {}),
    })
    i = j
  }
  return list
}

/** Parses a reply into blocks. Anything it does not understand stays as text. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let paragraph: string[] = []
  let items: RawItem[] = []

  const flushParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) })
    paragraph = []
  }
  const flushList = () => {
    if (items.length) blocks.push(buildList(items))
    items = []
  }

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const fence = FENCE.exec(line)
    if (fence) {
      flushParagraph()
      flushList()
      const code: string[] = []
      i++
      while (i < lines.length && !(lines[i] as string).trimStart().startsWith(fence[1] as string)) {
        code.push(lines[i] as string)
        i++
      }
      blocks.push({ type: 'code-block', text: code.join('\n') })
      continue
    }
    if (!line.trim()) {
      flushParagraph()
      // A blank line between items keeps the list going ("loose" lists are common in replies).
      const next = lines.slice(i + 1).find((l) => l.trim())
      if (!(items.length && next && LIST_ITEM.test(next))) flushList()
      continue
    }
    if (RULE.test(line)) {
      flushParagraph()
      flushList()
      continue
    }
    const item = LIST_ITEM.exec(line)
    if (item) {
      flushParagraph()
      const [, indent = '', bullet, number, text = ''] = item
      items.push({
        indent: indent.replace(/\t/g, '    ').length,
        ordered: bullet === undefined,
        number: number ? Number(number) : 1,
        text,
      })
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flushParagraph()
      flushList()
      blocks.push({ type: 'heading', children: parseInline(heading[1] ?? '') })
      continue
    }
    const lastItem = items.at(-1)
    if (lastItem && /^\s+\S/.test(line)) {
      // an indented line continues the list item above it
      lastItem.text += ` ${line.trim()}`
      continue
    }
    flushList()
    paragraph.push(line.trim())
  }
  flushParagraph()
  flushList()
  return blocks
}

// A last line that may still turn into a list item, a heading, a rule or a code fence.
const BLOCK_MARKER_START = /^\s*(?:[-*+•_#>`~]{1,6}|\d{1,9}[.)]?)\s*$/
// A link, complete: [text](target).
const WHOLE_LINK = /^\[[^\]\n]+\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:\s+"[^"\n]*")?\s*\)/
// A link that is still arriving: [text, [text], [text](targ.
const LINK_SO_FAR = /^\[[^\]\n]*(?:\](?:\([^)\n]*)?)?$/

/** Where the first inline marker without its closing half starts in `text`, or -1 if there is none. */
function firstOpenMarker(text: string): number {
  let i = 0
  while (i < text.length) {
    const char = text[i] as string
    const rest = text.slice(i)
    if (char === '\\') {
      i += 2
      continue
    }
    if (char === '`') {
      const run = (/^`+/.exec(rest) as RegExpExecArray)[0]
      const close = text.indexOf(run, i + run.length)
      if (close === -1) return i
      i = close + run.length
      continue
    }
    if (char === '[') {
      const link = WHOLE_LINK.exec(rest)
      if (link) {
        i += link[0].length
        continue
      }
      if (LINK_SO_FAR.test(rest)) return i
      i += 1
      continue
    }
    if (char === '*' || char === '_') {
      // snake_case is not emphasis
      if (char === '_' && /\w/.test(text[i - 1] ?? '')) {
        i += 1
        continue
      }
      const double = text[i + 1] === char
      const marker = double ? char + char : char
      const after = text[i + marker.length]
      // At the very end it may still become an opener ("*" before "**", "**" before its word).
      if (after === undefined) return i
      if (/\s/.test(after) || after === char) {
        i += marker.length
        continue
      }
      const body = text.slice(i + marker.length)
      // The closing half follows a non-space; single markers close on the same line.
      const closer = double
        ? body.search(new RegExp(`\\S${escapeRegExp(marker)}`))
        : body.search(
            new RegExp(
              `[^\\s${escapeRegExp(char)}\\n]${escapeRegExp(char)}(?!${escapeRegExp(char)})`,
            ),
          )
      if (closer === -1 || (!double && body.slice(0, closer).includes('\n'))) return i
      i += marker.length + closer + 1 + marker.length
      continue
    }
    i += 1
  }
  return -1
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The part of a reply that is still arriving which can be shown now without ever showing raw markup: an
 * unclosed `**`, backtick or link waits (with the words after it) until its closing half arrives, and a
 * last line that may still become a list item or heading waits for its next character. Everything shown
 * renders then exactly as it will in the finished reply, so nothing flickers from raw to formatted.
 */
export function settledMarkdown(source: string): string {
  let text = source.replace(/\r\n?/g, '\n')
  const lastBreak = text.lastIndexOf('\n')
  if (BLOCK_MARKER_START.test(text.slice(lastBreak + 1))) text = text.slice(0, lastBreak + 1)
  // Inside an open code fence everything is code already: nothing to hold back.
  const fences = text.split('\n').filter((line) => FENCE.test(line)).length
  if (fences % 2 === 1) return text
  // Inline markup never spans a blank line, so only the last paragraph can hold an open marker.
  const blank = text.lastIndexOf('\n\n')
  const paragraphStart = blank === -1 ? 0 : blank + 2
  const paragraph = text.slice(paragraphStart)
  const open = firstOpenMarker(paragraph)
  let settled = open === -1 ? text : text.slice(0, paragraphStart + open)
  // A bare address still arriving would turn from text into a link when it ends.
  settled = settled.replace(/(?<=^|\s)(?:https?:\/\/|<)\S*$/, '')
  return settled
}
