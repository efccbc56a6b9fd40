// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { THEME_BOOT_SCRIPT } from './theme-boot'

const html = document.documentElement

/** Runs the inlined script's text as the browser would, on a page prerendered with class="dark". */
function boot({ stored, systemDark }: { stored: string | null; systemDark: boolean }) {
  html.className = 'dark'
  if (stored !== null) localStorage.setItem('theme', stored)
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }) as MediaQueryList,
  )
  new Function(THEME_BOOT_SCRIPT)()
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('THEME_BOOT_SCRIPT (runs in <head> before first paint)', () => {
  it.each([
    // a first visit is dark, whatever the system prefers
    [null, false, 'dark'],
    [null, true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    // an unknown stored value counts as no choice
    ['blue', false, 'dark'],
    ['', false, 'dark'],
  ])('stored %j, system dark %s: %s', (stored, systemDark, expected) => {
    boot({ stored, systemDark })
    // exactly one class naming the theme in force, so `.light` selectors work as well as `.dark` ones
    expect(html.className).toBe(expected)
  })

  it('is a call of a self-contained function, with the storage key, the options and the default', () => {
    expect(THEME_BOOT_SCRIPT).toMatch(/^\(function bootTheme\(/)
    expect(THEME_BOOT_SCRIPT).toMatch(/\)\("theme",\["light","dark","system"\],"dark"\)$/)
  })

  it('keeps the prerendered dark class when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => boot({ stored: null, systemDark: false })).not.toThrow()
    expect(html.className).toBe('dark')
  })

  it('replaces the prerendered dark class with light, leaving other classes alone', () => {
    html.className = 'dark js-ready'
    localStorage.setItem('theme', 'light')
    new Function(THEME_BOOT_SCRIPT)()
    expect([...html.classList].sort()).toEqual(['js-ready', 'light'])
  })
})
