// The lines a text wraps to, as a visitor sees them: the hero's specs read where a line starts and how
// many lines a status takes.
import type { Locator } from '@playwright/test'

export type TextLine = { text: string; left: number; top: number }

/**
 * Each line of the element's text, in order: its characters (spaces included) and where it starts. A
 * character belongs to the line of its box's top; collapsed spaces have no box and are left out.
 */
export function textLines(element: Locator): Promise<TextLine[]> {
  return element.evaluate((root) => {
    const lines = new Map<number, { text: string; left: number; top: number }>()
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const rect = range.getBoundingClientRect()
        if (rect.width === 0 && rect.height === 0) continue
        const top = Math.round(rect.top)
        // A line is those characters whose tops are within a few pixels of each other.
        const key = [...lines.keys()].find((seen) => Math.abs(seen - top) <= 3) ?? top
        const line = lines.get(key) ?? { text: '', left: rect.left, top }
        line.text += text[i]
        line.left = Math.min(line.left, rect.left)
        lines.set(key, line)
      }
    }
    return [...lines.values()].sort((a, b) => a.top - b.top)
  })
}
