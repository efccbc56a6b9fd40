// @vitest-environment jsdom
// The head script that holds the sections below the first screen back, and the home script that lays them
// out. What the browser does with them (content-visibility) is in tests/e2e/render-later.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LAID_OUT, RENDER_LATER, RENDER_LATER_SCRIPT, layOutTheRest } from './render-later'

const html = document.documentElement

function page() {
  document.body.innerHTML = `
    <a href="#skills" id="jump">Skills</a>
    <a href="/resume" id="away">Resume</a>
    <main>
      <section id="home"></section>
      <section id="about" data-fade=""></section>
      <section id="skills" data-fade=""></section>
    </main>`
}

/** Runs the head script as the page would, on a load of the given kind, at the given address. */
function boot({ type = 'navigate', hash = '' }: { type?: string; hash?: string } = {}) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ])
  window.history.replaceState(null, '', `/${hash}`)
  new Function(RENDER_LATER_SCRIPT)()
}

/** Frames on demand: each call of `next` lets one waiting frame run. */
function frames() {
  const waiting: (() => void)[] = []
  return {
    frame: () => new Promise<void>((resolve) => waiting.push(resolve)),
    next: async () => {
      waiting.shift()?.()
      // The script goes on in a microtask: a task boundary lets it run.
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

const laidOut = () => [...document.querySelectorAll(`[${LAID_OUT}]`)].map((section) => section.id)

beforeEach(page)
afterEach(() => {
  vi.restoreAllMocks()
  html.removeAttribute(RENDER_LATER)
  window.history.replaceState(null, '', '/')
})

describe('the head script', () => {
  it('holds the sections back on a plain visit', () => {
    boot()
    expect(html.hasAttribute(RENDER_LATER)).toBe(true)
  })

  it.each([
    ['a link to a section', { hash: '#contact' }],
    ['a reload', { type: 'reload' }],
    ['a step back in history', { type: 'back_forward' }],
  ])('lays everything out at once after %s, which scrolls the page as it loads', (_, load) => {
    boot(load)
    expect(html.hasAttribute(RENDER_LATER)).toBe(false)
  })

  it('lays everything out when an in-page link is followed, before the browser scrolls', () => {
    boot()
    document.getElementById('away')!.click()
    expect(html.hasAttribute(RENDER_LATER)).toBe(true)
    document.getElementById('jump')!.click()
    expect(html.hasAttribute(RENDER_LATER)).toBe(false)
  })
})

describe('layOutTheRest', () => {
  it('lays the waiting sections out one per frame, from the top, then lets go of the page', async () => {
    html.setAttribute(RENDER_LATER, '')
    const { frame, next } = frames()
    const done = layOutTheRest(document, frame)
    expect(laidOut()).toEqual([])
    await next()
    expect(laidOut()).toEqual(['about'])
    expect(html.hasAttribute(RENDER_LATER)).toBe(true)
    await next()
    await done
    expect(laidOut()).toEqual(['about', 'skills'])
    expect(html.hasAttribute(RENDER_LATER)).toBe(false)
  })

  it('stops once a click has laid everything out', async () => {
    html.setAttribute(RENDER_LATER, '')
    const { frame, next } = frames()
    const done = layOutTheRest(document, frame)
    await next()
    html.removeAttribute(RENDER_LATER)
    await next()
    await done
    expect(laidOut()).toEqual(['about'])
  })

  it('does nothing when the head script held nothing back', async () => {
    const frame = vi.fn(() => Promise.resolve())
    await layOutTheRest(document, frame)
    expect(frame).not.toHaveBeenCalled()
    expect(laidOut()).toEqual([])
  })
})
