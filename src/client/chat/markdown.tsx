// Renders the assistant's Markdown as React elements. The parser (core/markdown) produces no HTML, so a
// reply can never inject markup, and links exist only for http(s) and mailto.
import type { ReactNode } from 'react'
import { parseMarkdown, type Block, type Inline } from '@/core/markdown'

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text
      case 'break':
        return <br key={i} />
      case 'strong':
        return (
          <strong key={i} className="font-semibold">
            {renderInline(node.children)}
          </strong>
        )
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>
      case 'code':
        return (
          <code key={i} className="rounded bg-background px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        )
      case 'link':
        return (
          <a
            key={i}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent underline underline-offset-2 hover:no-underline"
          >
            {renderInline(node.children)}
          </a>
        )
    }
  })
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.children)}</p>
    case 'heading':
      return (
        <p key={key} className="font-semibold">
          {renderInline(block.children)}
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
          {renderInline(item.children)}
          {item.sublist ? renderBlock(item.sublist, 0) : null}
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

export function Markdown({ source }: { source: string }) {
  return <div className="space-y-2 break-words">{parseMarkdown(source).map(renderBlock)}</div>
}
