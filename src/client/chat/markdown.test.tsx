// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Markdown } from './markdown'

const REPLY =
  'See [her projects](#projects), [a post](/writing/a-post) or [GitHub](https://github.com/x).'

describe('Markdown links to the home page’s sections', () => {
  it('on the home page, scroll in place and tell the panel first', () => {
    const onSectionLink = vi.fn()
    render(<Markdown source={REPLY} home="/" sectionsOnPage onSectionLink={onSectionLink} />)
    const link = screen.getByRole('link', { name: 'her projects' })
    expect(link).toHaveAttribute('href', '#projects')
    expect(link).not.toHaveAttribute('target')
    link.click()
    expect(onSectionLink).toHaveBeenCalledOnce()
  })

  it('on any other page, open the home page at the section, in this tab', () => {
    render(<Markdown source={REPLY} home="/pt/" />)
    const link = screen.getByRole('link', { name: 'her projects' })
    // The page's home, in its language and under the base path the build was made for (`/portfolio/` on
    // a project site: static.spec.ts follows one there).
    expect(link).toHaveAttribute('href', '/pt/#projects')
    expect(link).not.toHaveAttribute('target')
  })

  it('leave posts and other sites as they were, on every page', () => {
    for (const sectionsOnPage of [true, false]) {
      const { unmount } = render(
        <Markdown source={REPLY} home="/" sectionsOnPage={sectionsOnPage} />,
      )
      expect(screen.getByRole('link', { name: 'a post' })).toHaveAttribute(
        'href',
        '/writing/a-post',
      )
      expect(screen.getByRole('link', { name: /^GitHub/ })).toHaveAttribute('target', '_blank')
      unmount()
    }
  })
})
