// @vitest-environment jsdom
// The owner reads a reply as the visitor saw it: its Markdown rendered (bold, lists, links to the site's
// sections), never as raw `**` and `[...](#...)`; the visitor's own words stay plain text.
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { aTurn } from '../../../../tests/fixtures/turns'
import { en } from '@/i18n/en'
import { ConversationView } from './conversation-view'
import { OwnerWordsProvider } from './owner-format'

afterEach(cleanup)

it('renders the reply’s Markdown and keeps the question as typed', () => {
  const turn = aTurn({
    question: 'Is she a **fit**?',
    questionLength: 'Is she a **fit**?'.length,
    reply:
      '**Evidence**\n\n- Python at Harbourline ([Skills](#skills))\n- [Her post](/writing/a-post)',
  })
  render(
    <OwnerWordsProvider value={{ t: en.owner, intl: 'en-US' }}>
      <ConversationView id="c1" turns={[turn]} more={false} onClose={() => {}} />
    </OwnerWordsProvider>,
  )
  const view = within(screen.getByRole('region'))
  expect(view.getByText('Evidence').tagName).toBe('STRONG')
  expect(view.getByRole('link', { name: 'Skills' }).getAttribute('href')).toBe('/#skills')
  expect(view.getByRole('link', { name: 'Her post' }).getAttribute('href')).toBe('/writing/a-post')
  expect(view.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2)
  expect(screen.getByRole('region').textContent).not.toMatch(/\*\*Evidence|\]\(#skills\)/)
  // The visitor's question, as typed.
  expect(view.getByText('Is she a **fit**?')).toBeTruthy()
})

it('names the provider and its model, the demo once', () => {
  const turns = [
    aTurn({ provider: 'gemini', model: 'gemini-2.5-flash' }),
    aTurn({ provider: 'demo', model: 'demo' }),
  ]
  render(
    <OwnerWordsProvider value={{ t: en.owner, intl: 'en-US' }}>
      <ConversationView id="c1" turns={turns} more={false} onClose={() => {}} />
    </OwnerWordsProvider>,
  )
  const text = screen.getByRole('region').textContent ?? ''
  expect(text).toContain('· gemini gemini-2.5-flash ·')
  expect(text).toContain('· demo ·')
  expect(text).not.toContain('demo demo')
})
