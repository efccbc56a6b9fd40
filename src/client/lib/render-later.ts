// The sections below the first screen are laid out after it, one per frame, instead of all in the first
// render. That render is the longest task of the page's start: with the sections waiting, it styles and
// lays out the first screen and little else, and no later task is long enough to hold up a tap.
//
// While <html> has RENDER_LATER, the stylesheet gives each home section that is not yet LAID_OUT
// `content-visibility: auto`: the browser skips its layout until it nears the viewport. The home page's
// script then lays the sections out in order (layOutTheRest). A section's size is a guess until it is laid
// out, so whatever scrolls the page by itself gets every section laid out first:
// - a link to a section, a reload or a step back in history: the head script never sets RENDER_LATER;
// - an in-page link followed before the sections are done: the click lays them all out before it scrolls.
// Without JavaScript nothing waits, and print lays everything out (the rule is for screens only).

export const RENDER_LATER = 'data-render-later'
export const LAID_OUT = 'data-laid-out'
/** The sections that wait: styles.css gives the same selector `content-visibility: auto`. */
export const WAITING_SECTIONS = 'main > section[data-fade]'

/**
 * Runs in <head>, before the body is parsed: marks <html> when nothing will scroll the page as it loads.
 * It runs as page text, serialised with toString(): it may use only its arguments and the browser's globals.
 */
function bootRenderLater(attribute: string): void {
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  if (location.hash || (navigation && navigation.type !== 'navigate')) return
  const root = document.documentElement
  root.setAttribute(attribute, '')
  // Capture: before the link's own handlers and before the browser scrolls to its target.
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href*="#"]'))
        root.removeAttribute(attribute)
    },
    true,
  )
}

/** The text of the inline script: the function above, called with the attribute. */
export const RENDER_LATER_SCRIPT = `(${bootRenderLater.toString()})(${JSON.stringify(RENDER_LATER)})`

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Lays the waiting sections out, one per frame from the top, then takes RENDER_LATER off <html>. Stops
 * early when a click has already laid them all out.
 */
export async function layOutTheRest(root: Document = document, frame = nextFrame): Promise<void> {
  const waiting = () => root.documentElement.hasAttribute(RENDER_LATER)
  for (const section of root.querySelectorAll(WAITING_SECTIONS)) {
    if (waiting()) await frame()
    if (!waiting()) return
    section.setAttribute(LAID_OUT, '')
  }
  root.documentElement.removeAttribute(RENDER_LATER)
}
