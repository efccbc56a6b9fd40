import { describe, expect, it } from 'vitest'
import { oppositeTheme, parseThemePreference, resolveTheme } from './theme'

describe('theme helper', () => {
  it.each([
    [null, 'dark'],
    ['', 'dark'],
    ['blue', 'dark'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
  ])('stored %j -> preference %s (dark by default)', (stored, expected) => {
    expect(parseThemePreference(stored)).toBe(expected)
  })

  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('%s with system dark=%s resolves to %s', (preference, systemDark, expected) => {
    expect(resolveTheme(preference, systemDark)).toBe(expected)
  })

  it('toggles between light and dark', () => {
    expect(oppositeTheme('dark')).toBe('light')
    expect(oppositeTheme('light')).toBe('dark')
  })
})
