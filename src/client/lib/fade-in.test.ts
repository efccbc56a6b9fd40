// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableFadeIn } from './fade-in'

// jsdom has no IntersectionObserver: this stand-in records what the page asks for and lets the test
// deliver the entries a browser would. The real thing is exercised in tests/e2e/fade-in.spec.ts.
class RecordingObserver {
  static last: RecordingObserver | undefined
  observed = new Set<Element>()
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    RecordingObserver.last = this
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
  deliver(target: Element, isIntersecting: boolean, top: number) {
    this.deliverAll([[target, isIntersecting, top]])
  }
  /** One callback with several entries, as the browser's first delivery holds every section. */
  deliverAll(entries: [target: Element, isIntersecting: boolean, top: number][]) {
    this.callback(
      entries.map(
        ([target, isIntersecting, top]) =>
          ({ target, isIntersecting, boundingClientRect: { top } }) as IntersectionObserverEntry,
      ),
      this as unknown as IntersectionObserver,
    )
  }
}

function sections() {
  document.body.innerHTML = `
    <section id="about" data-fade=""></section>
    <section id="skills" data-fade=""></section>`
  return {
    about: document.getElementById('about')!,
    skills: document.getElementById('skills')!,
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', RecordingObserver)
})
afterEach(() => {
  vi.unstubAllGlobals()
  RecordingObserver.last = undefined
})

describe('enableFadeIn', () => {
  it('observes every section with threshold 0.1 and a 50 px bottom margin', () => {
    const { about, skills } = sections()
    enableFadeIn()
    const observer = RecordingObserver.last!
    expect(observer.options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -50px 0px' })
    expect([...observer.observed]).toEqual([about, skills])
  })

  it('hides only sections below the fold, then shows each once, for good', () => {
    const { about, skills } = sections()
    enableFadeIn()
    const observer = RecordingObserver.last!
    observer.deliver(about, true, 100)
    observer.deliver(skills, false, window.innerHeight + 400)
    expect(about.dataset.fade).toBe('visible')
    expect(skills.dataset.fade).toBe('pending')
    expect(observer.observed.has(about)).toBe(false)

    observer.deliver(skills, true, window.innerHeight - 200)
    expect(skills.dataset.fade).toBe('visible')
    expect(observer.observed.size).toBe(0)
  })

  it('shows every hidden section above one that comes into view', () => {
    const { about, skills } = sections()
    enableFadeIn()
    const observer = RecordingObserver.last!
    observer.deliverAll([
      [about, false, window.innerHeight + 100],
      [skills, false, window.innerHeight + 900],
    ])
    expect(about.dataset.fade).toBe('pending')
    // A jump to the skills: the about section, passed over, never crossed a threshold.
    observer.deliver(skills, true, 0)
    expect(about.dataset.fade).toBe('visible')
    expect(skills.dataset.fade).toBe('visible')
    expect(observer.observed.size).toBe(0)
  })

  it('reads the viewport height once per delivery, before hiding any section', () => {
    // Reading it after a section changed would make the browser restyle and lay out the whole page
    // again, once for every section below the fold.
    const { about, skills } = sections()
    const height = vi.spyOn(window, 'innerHeight', 'get')
    enableFadeIn()
    RecordingObserver.last!.deliverAll([
      [about, false, window.innerHeight + 100],
      [skills, false, window.innerHeight + 900],
    ])
    expect([about.dataset.fade, skills.dataset.fade]).toEqual(['pending', 'pending'])
    // The test's own two reads above, and the page's one.
    expect(height).toHaveBeenCalledTimes(3)
  })

  it('never hides a section that is above the viewport (a reload restored the scroll position)', () => {
    const { about } = sections()
    enableFadeIn()
    RecordingObserver.last!.deliver(about, false, -2000)
    expect(about.dataset.fade).toBe('')
  })

  it('leaves every section visible where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    Reflect.deleteProperty(window, 'IntersectionObserver')
    const { about, skills } = sections()
    enableFadeIn()
    expect([about.dataset.fade, skills.dataset.fade]).toEqual(['', ''])
  })
})
