// A section becomes visible once, when it enters the viewport (threshold 0.1, 50 px bottom margin)
const OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '0px 0px -50px 0px' }

/**
 * Sections render visible. This only hides those still below the fold when the script runs, then fades each
 * in once as it enters the viewport. Without JavaScript, or with reduced motion (see styles.css), nothing
 * is ever hidden.
 */
export function enableFadeIn(root: ParentNode = document) {
  const sections = [...root.querySelectorAll<HTMLElement>('[data-fade]')]
  if (!('IntersectionObserver' in window)) return
  const show = (section: HTMLElement) => {
    if (section.dataset.fade === 'visible') return
    section.dataset.fade = 'visible'
    observer.unobserve(section)
  }
  const observer = new IntersectionObserver((entries) => {
    // Read once, before any section changes: reading it after a change would make the browser restyle
    // and lay out the whole page again, once for every section.
    const fold = window.innerHeight
    for (const entry of entries) {
      const section = entry.target as HTMLElement
      if (entry.isIntersecting) {
        // Every section above one in view shows too. A jump past them (a link to a section, followed
        // after this script hid them) crosses no threshold, so the observer never reports them, and
        // they would stay hidden above the visitor.
        sections.slice(0, sections.indexOf(section) + 1).forEach(show)
      } else if (section.dataset.fade === '' && entry.boundingClientRect.top >= fold) {
        section.dataset.fade = 'pending'
      }
    }
  }, OPTIONS)
  sections.forEach((section) => observer.observe(section))
}
