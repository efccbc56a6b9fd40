import { describe, expect, it } from 'vitest'
import { oppositeTheme } from './theme'

describe('oppositeTheme', () => {
  it('toggles between light and dark', () => {
    expect(oppositeTheme('dark')).toBe('light')
    expect(oppositeTheme('light')).toBe('dark')
  })
})
