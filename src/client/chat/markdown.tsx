// Renders the assistant's Markdown as React elements. The parser (core/markdown) produces no HTML, so a
// reply can never inject markup, and links exist only for http(s), mailto, the home page's sections
// and the site's posts.
import type { ReactNode } from 'react'
import { sitePath } from '@/client/lib/site-path'
import {
  isPostLink,
  isSectionLink,
  parseMarkdown,
  settledMarkdown,
  type Block,
  type Inline,
} from '@/core/chat-markdown'

/**
 * How a link to one of the home page's sections (`#projects`) is followed: on the home page, in place,
 * with `onFollow` called before the browser scrolls there; on any other page, by going to the home page
 * at that section.
 */
type SectionLinks = { onPage: boolean; home: string; onFollow: (() => void) | undefined }

function renderInline(nodes: Inline[], sections: SectionLinks): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text
      case 'break':
        return <br key={i} />
      case 'strong':
        return (
          <strong key={i} className="font-semibold">
            {renderInline(node.children, sections)}
          </strong>
        )
      case 'em':
        return <em key={i}>{renderInline(node.children, sections)}</em>
      case 'code':
        return (
          <code key={i} className="rounded bg-background px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        )
      case 'link':
        // A section of the home page: followed in this tab, in place when this is the home page.
        if (isSectionLink(node.href))
          return (
            <a
              key={i}
              href={sections.onPage ? node.href : `${sections.home}${node.href}`}
              onClick={sections.onPage ? sections.onFollow : undefined}
              className="font-medium text-accent underline underline-offset-2 hover:no-underline"
            >
              {renderInline(node.children, sections)}
            </a>
          )
        // A post on this site: opened in this tab, under the path the site is served from.
        if (isPostLink(node.href))
          return (
            <a
              key={i}
              href={sitePath(node.href)}
              className="font-medium text-accent underline underline-offset-2 hover:no-underline"
            >
              {renderInline(node.children, sections)}
            </a>
          )
        return (
          <a
            key={i}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent underline underline-offset-2 hover:no-underline"
          >
            {renderInline(node.children, sections)}
          </a>
        )
    }
  })
}

function renderBlock(block: Block, key: number, sections: SectionLinks): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.children, sections)}</p>
    case 'heading':
      return (
        <p key={key} className="font-semibold">
          {renderInline(block.children, sections)}
        </p>
      )
    case 'code-block':
      return (
        <pre
          key={key}
          className="overflow-x-auto rounded-md bg-background p-2 font-mono text-xs whitespace-pre"
        >
          <code>{block.text}</code>
        </pre>
      )
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          {renderInline(item.children, sections)}
          {item.sublist ? renderBlock(item.sublist, 0, sections) : null}
        </li>
      ))
      return block.ordered ? (
        <ol key={key} start={block.start} className="list-decimal space-y-1 ps-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 ps-5">
          {items}
        </ul>
      )
    }
  }
}

export type MarkdownProps = {
  source: string
  /** The reply is still arriving: show only what can be shown without raw markup (see settledMarkdown). */
  streaming?: boolean
  /** This is the home page, which holds the sections: a link to one scrolls there. */
  sectionsOnPage?: boolean
  /** The home page in the page's language, where a link to a section goes from another page. */
  home: string
  /** Called when a visitor follows a link to a section on this page (the browser then scrolls there). */
  onSectionLink?: () => void
}

export function Markdown({
  source,
  streaming = false,
  sectionsOnPage = false,
  home,
  onSectionLink,
}: MarkdownProps) {
  const blocks = parseMarkdown(streaming ? settledMarkdown(source) : source)
  const sections = { onPage: sectionsOnPage, home, onFollow: onSectionLink }
  return (
    <div className="space-y-2 break-words">
      {blocks.map((block, i) => renderBlock(block, i, sections))}
    </div>
  )
}
