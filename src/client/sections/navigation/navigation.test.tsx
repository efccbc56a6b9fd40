// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { navEntriesOf } from '@/core/home-sections/registry'
import { fixtureOwner } from '../../../../tests/fixtures/owner'
import { Navigation } from './navigation'

const NAV_ENTRIES = navEntriesOf(fixtureOwner)
const TEXTS = {
  main: 'Main',
  menu: 'Menu',
  more: 'More',
  toggleTheme: 'Toggle dark mode',
  language: 'Language',
}

// jsdom has no layout: the page's sections get fixed document offsets, and scrolling sets scrollY.
const SECTION_TOP = 800
function layOutSections() {
  NAV_ENTRIES.forEach((entry, index) => {
    const section = document.createElement('section')
    section.id = entry.id
    section.getBoundingClientRect = () => {
      const top = index * SECTION_TOP - window.scrollY
      return { top, bottom: top + SECTION_TOP, left: 0, right: 0, width: 0, height: 0 } as DOMRect
    }
    document.body.append(section)
  })
}

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
    // the hook reads the layout on the next animation frame
    await new Promise((resolve) => requestAnimationFrame(resolve))
  })
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  document.querySelectorAll('section').forEach((section) => section.remove())
})

const currentEntries = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent)

describe('Navigation', () => {
  it('links every entry to its section, with the owner name linking home', () => {
    render(<Navigation ownerName="Ada Quinn" texts={TEXTS} entries={NAV_ENTRIES} />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Ada Quinn' })).toHaveAttribute('href', '#home')
    for (const entry of NAV_ENTRIES) {
      // the desktop row and the phone menu both carry the entry
      for (const link of screen.getAllByRole('link', { name: entry.label, hidden: true })) {
        expect(link).toHaveAttribute('href', `#${entry.id}`)
      }
    }
  })

  it('the phone menu button toggles aria-expanded and the menu it controls', async () => {
    const user = userEvent.setup()
    render(<Navigation ownerName="Ada Quinn" texts={TEXTS} entries={NAV_ENTRIES} />)
    const button = screen.getByRole('button', { name: 'Menu' })
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(menu).not.toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(menu).toBeVisible()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
  })

  it('closes the phone menu when an entry is chosen', async () => {
    const user = userEvent.setup()
    render(<Navigation ownerName="Ada Quinn" texts={TEXTS} entries={NAV_ENTRIES} />)
    const button = screen.getByRole('button', { name: 'Menu' })
    await user.click(button)
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')!
    await user.click(within(menu).getByRole('link', { name: 'Skills' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
  })

  it('closes the phone menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup()
    render(<Navigation ownerName="Ada Quinn" texts={TEXTS} entries={NAV_ENTRIES} />)
    const button = screen.getByRole('button', { name: 'Menu' })
    await user.click(button)
    await user.tab() // into the menu
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('highlights the last section that starts at or above the scroll position + 100 px', async () => {
    layOutSections()
    render(<Navigation ownerName="Ada Quinn" texts={TEXTS} entries={NAV_ENTRIES} />)
    expect(currentEntries()).toEqual(['Home', 'Home'])

    await scrollTo(SECTION_TOP - 101)
    expect(currentEntries()).toEqual(['Home', 'Home'])
    await scrollTo(SECTION_TOP - 100)
    expect(currentEntries()).toEqual(['About', 'About'])
    await scrollTo(5 * SECTION_TOP)
    expect(currentEntries()).toEqual(['Contact', 'Contact'])
  })

  it('turns frosted only after more than 50 px of scrolling', async () => {
    render(<Navigation ownerName="Ada Quinn" texts={TEXTS} entries={NAV_ENTRIES} />)
    const bar = screen.getByRole('banner')
    expect(bar).toHaveAttribute('data-scrolled', 'false')
    await scrollTo(50)
    expect(bar).toHaveAttribute('data-scrolled', 'false')
    expect(bar).not.toHaveClass('backdrop-blur-md')
    await scrollTo(51)
    expect(bar).toHaveAttribute('data-scrolled', 'true')
    expect(bar).toHaveClass('backdrop-blur-md')
  })
})
