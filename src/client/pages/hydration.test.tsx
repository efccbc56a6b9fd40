// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prerender } from 'react-dom/static'
import { AssistantIsland } from '@/client/chat/assistant-island'
import { documents, renderPage } from '@/client/render'
import { profile } from '@/content/profile'
import { messagesOf } from '@/i18n/catalog'
import type { PageName } from '@/core/pages'
import { inLocale } from '../../../tests/fixtures/page-locale'
import { PostPage } from './writing/post-page'

// The pages of the owner's default language, in its words.
const t = messagesOf(profile.locale)

// In production React hydrates silently: a mismatched attribute is neither reported nor patched. The
// development build used here reports every mismatch on the console, so this is where they are caught.
const ENTRIES: Record<PageName, () => Promise<unknown>> = {
  home: () => import('./home/main'),
  resume: () => import('./resume/main'),
  writing: () => import('./writing/main'),
  post: () => import('./writing/main'),
  'not-found': () => import('./not-found/main'),
}

async function hydrate(page: PageName, prerendered?: string) {
  const found = documents().find((entry) => entry.page === page)
  const html = prerendered ?? (found ? (await renderPage(found)).html : '')
  document.documentElement.className = 'dark'
  document.body.innerHTML = `<div id="root">${html}</div>`
  const problems: unknown[][] = []
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      problems.push(args)
    })
  }
  vi.resetModules()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  await act(async () => {
    await ENTRIES[page]()
  })
  return problems
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('hydration of the prerendered pages', () => {
  it('/ hydrates its islands without a warning', async () => {
    const problems = await hydrate('home')
    expect(problems).toEqual([])
    // Hydrated for real: the menu button responds.
    const menu = screen.getByRole('button', { name: t.nav.menu })
    await userEvent.setup().click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
  })

  it('/resume hydrates without a warning, the assistant’s button with it', async () => {
    const problems = await hydrate('resume')
    expect(problems).toEqual([])
    expect(screen.getByRole('button', { name: t.chat.open })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: t.common.toggleTheme }))
    expect(document.documentElement).not.toHaveClass('dark')
  })

  it('the 404 page hydrates with nothing on the console but the path it logs', async () => {
    window.history.replaceState(null, '', '/no/such/page')
    const problems = await hydrate('not-found')
    expect(problems).toEqual([
      ['404 Error: User attempted to access non-existent route:', '/no/such/page'],
    ])
    expect(screen.getByRole('button', { name: t.chat.open })).toBeInTheDocument()
  })

  it('a post hydrates its islands, the theme toggle and the assistant, without a warning', async () => {
    // A post of its own, as the placeholder owner has none; the view as render.tsx builds it.
    const InEnglish = inLocale()
    const { prelude } = await prerender(
      <InEnglish>
        <PostPage
          ownerName="Ada Quinn"
          post={{
            slug: 'a-post',
            title: 'A post',
            date: '2026-03-04',
            summary: 'A summary.',
            tags: ['one'],
            draft: false,
            readingMinutes: 1,
            html: '<h2 id="a">A</h2><pre class="shiki"><code>x</code></pre>',
          }}
        />
        <AssistantIsland profile={profile} chatApi={undefined} />
      </InEnglish>,
    )
    const problems = await hydrate('post', await new Response(prelude).text())
    expect(problems).toEqual([])
    expect(screen.getByRole('button', { name: 'Open chat assistant' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle dark mode' }))
    expect(document.documentElement).not.toHaveClass('dark')
  })
})
