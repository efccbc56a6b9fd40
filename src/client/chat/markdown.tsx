// Renders the assistant's Markdown as React elements. The parser (core/markdown) produces no HTML, so a
// reply can never inject markup, and links exist only for http(s), mailto, the page's own sections
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

/** Called when a visitor follows a link to a section of the page (the browser then scrolls there). */
type OnSectionLink = (() => void) | undefined

function renderInline(nodes: Inline[], onSectionLink: OnSectionLink): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text
      case 'break':
        return <br key={i} />
      case 'strong':
        return (
          <strong key={i} className="font-semibold">
            {renderInline(node.children, onSectionLink)}
          </strong>
        )
      case 'em':
        return <em key={i}>{renderInline(node.children, onSectionLink)}</em>
      case 'code':
        return (
          <code key={i} className="rounded bg-background px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        )
      case 'link':
        // A section of this page: followed in place, not in a new tab.
        if (isSectionLink(node.href))
          return (
            <a
              key={i}
              href={node.href}
              onClick={onSectionLink}
              className="font-medium text-accent underline underline-offset-2 hover:no-underline"
            >
              {renderInline(node.children, onSectionLink)}
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
              {renderInline(node.children, onSectionLink)}
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
            {renderInline(node.children, onSectionLink)}
          </a>
        )
    }
  })
}

function renderBlock(block: Block, key: number, onSectionLink: OnSectionLink): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.children, onSectionLink)}</p>
    case 'heading':
      return (
        <p key={key} className="font-semibold">
          {renderInline(block.children, onSectionLink)}
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
          {renderInline(item.children, onSectionLink)}
          {item.sublist ? renderBlock(item.sublist, 0, onSectionLink) : null}
        </li>
      ))
      return block.ordered ? (
        <ol key={key} start={block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-5">
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
  onSectionLink?: () => void
}

export function Markdown({ source, streaming = false, onSectionLink }: MarkdownProps) {
  const blocks = parseMarkdown(streaming ? settledMarkdown(source) : source)
  return (
    <div className="space-y-2 break-words">
      {blocks.map((block, i) => renderBlock(block, i, onSectionLink))}
    </div>
  )
}
