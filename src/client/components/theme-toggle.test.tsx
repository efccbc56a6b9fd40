// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ThemeToggle } from './theme-toggle'

const html = document.documentElement

describe('ThemeToggle', () => {
  beforeEach(() => {
    // What the boot script leaves for a first visit: dark, the default.
    html.className = 'dark'
  })

  it('swaps the theme class on <html> (exactly one of dark, light) and saves the choice', async () => {
    const user = userEvent.setup()
    render(<ThemeToggle label="Toggle dark mode" />)
    const button = screen.getByRole('button', { name: 'Toggle dark mode' })

    await user.click(button)
    expect(html.className).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')

    await user.click(button)
    expect(html.className).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('leaves other classes on <html> alone', async () => {
    html.className = 'dark some-other-class'
    render(<ThemeToggle label="Toggle dark mode" />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle dark mode' }))
    expect(html.className).toBe('some-other-class light')
  })

  it('still switches the theme for this page view when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    render(<ThemeToggle label="Toggle dark mode" />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle dark mode' }))
    expect(html).not.toHaveClass('dark')
  })

  it('works from the keyboard', async () => {
    const user = userEvent.setup()
    render(<ThemeToggle label="Toggle dark mode" />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(html).not.toHaveClass('dark')
  })
})
