// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseThemePreference, resolveTheme } from '@/core/theme'
import { THEME_BOOT_SCRIPT } from './theme'

const html = document.documentElement

/** Runs the inlined boot script as the browser would, on a page prerendered with class="dark". */
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
})

describe('THEME_BOOT_SCRIPT (runs in <head> before first paint)', () => {
  it.each([
    [null, false],
    [null, true],
    ['light', true],
    ['light', false],
    ['dark', false],
    ['system', true],
    ['system', false],
    ['blue', false],
  ])('stored %j, system dark %s: same theme as core/theme', (stored, systemDark) => {
    boot({ stored, systemDark })
    const expected = resolveTheme(parseThemePreference(stored), systemDark)
    // exactly one class naming the theme in force, so `.light` selectors work as well as `.dark` ones
    expect(html.className).toBe(expected)
  })

  it('is dark on a first visit even when the system prefers light (spec 1 default)', () => {
    boot({ stored: null, systemDark: false })
    expect(html).toHaveClass('dark')
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
