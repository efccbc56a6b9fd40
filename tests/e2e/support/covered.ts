// What the assistant's button and its caption cover: the specs of the first screen and of a full resume
// share it. A control or a line of text is covered when the button or the caption is drawn over a part
// of it that the visitor would otherwise see. What the fixed navigation bar already hides (a section
// scrolled under it) is the bar's, not the button's, so the bar holding the button on a phone covers
// nothing.
import type { Page } from '@playwright/test'
import { scrollInstantly } from './page'

/** The sizes the assistant's button must cover nothing at. */
export const ASSISTANT_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
  { width: 320, height: 568 },
] as const

/** What the assistant's button and caption cover in the window as it is, described for a failure message. */
export function coveredByTheAssistant(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector<HTMLElement>('[data-island="chat"]')
    if (!chat) throw new Error('no assistant on this page')
    const floating = [...chat.querySelectorAll('[data-chat-launcher], [data-chat-caption]')]
      .map((element) => element.getBoundingClientRect())
      .filter(
        (rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight,
      )
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      return style.visibility !== 'hidden' && Number(style.opacity) > 0
    }
    // What lies beneath, each with the element a visitor would see it as.
    const targets: Array<{ what: string; element: Element; rect: DOMRect }> = []
    for (const control of document.querySelectorAll(
      'a[href], button, input, textarea, select, [tabindex="0"]',
    )) {
      if (chat.contains(control) || !shown(control)) continue
      targets.push({
        what: control.outerHTML.slice(0, 80),
        element: control,
        rect: control.getBoundingClientRect(),
      })
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || chat.contains(parent) || !node.textContent?.trim() || !shown(parent)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects())
        targets.push({ what: node.textContent.trim().slice(0, 60), element: parent, rect })
    }
    // With the button and caption out of the way, is what is under them the thing itself?
    const visibility = chat.style.visibility
    chat.style.visibility = 'hidden'
    const covered: string[] = []
    try {
      for (const { what, element, rect } of targets)
        for (const over of floating) {
          const left = Math.max(rect.left, over.left)
          const right = Math.min(rect.right, over.right)
          const top = Math.max(rect.top, over.top, 0)
          const bottom = Math.min(rect.bottom, over.bottom, innerHeight)
          if (right - left < 1 || bottom - top < 1) continue
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
          if (hit && (element.contains(hit) || hit.contains(element))) covered.push(what)
        }
    } finally {
      chat.style.visibility = visibility
    }
    return covered
  })
}

/**
 * The places a visitor comes to rest on a page: its top, each section of the home page as the
 * navigation brings it under the bar, and the very end.
 */
export async function restingPlaces(page: Page): Promise<Array<{ name: string; y: number }>> {
  const { sections, end } = await page.evaluate(() => ({
    sections: [...document.querySelectorAll('main > section[id]')].map((section) => ({
      name: `#${section.id}`,
      y: Math.max(0, section.getBoundingClientRect().top + scrollY - 64),
    })),
    end: document.documentElement.scrollHeight,
  }))
  return [{ name: 'the top', y: 0 }, ...sections, { name: 'the end', y: end }]
}

/** Every resting place where the button or its caption covers something, with what it covers. */
export async function everythingCovered(page: Page) {
  const found: Array<{ at: string; covered: string[] }> = []
  for (const place of await restingPlaces(page)) {
    await scrollInstantly(page, place.y)
    const covered = await coveredByTheAssistant(page)
    if (covered.length > 0) found.push({ at: place.name, covered })
  }
  return found
}
