// @vitest-environment jsdom
// The home page adapts to the owner's content: the fixture owner, and the same owner with less.
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Profile } from '@/content/schema'
import { fixtureOwner, withOwner } from '../../../../tests/fixtures/owner'
import { HomePage } from './home-page'

const renderHome = (profile: Profile) => render(<HomePage profile={profile} buildYear={2026} />)

describe('the home page, from the content', () => {
  it('one social list: every link in the hero, profile links in the footer and the contact section', () => {
    renderHome(fixtureOwner)
    const hero = screen.getByRole('list', { name: 'Profiles' })
    expect(
      within(hero)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['LinkedIn', 'https://www.linkedin.com/in/ada-quinn'],
      ['GitHub', 'https://github.com/ada-quinn-dev'],
      ['HackerRank', 'https://www.hackerrank.com/profile/ada_quinn'],
      ['Email', 'mailto:ada.quinn@example.test'],
    ])
    const footer = screen.getByRole('list', { name: 'Social links' })
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['LinkedIn', 'GitHub', 'Email'])
    const contact = document.getElementById('contact')!
    expect(within(contact).getByRole('link', { name: /ada-quinn-dev/ })).toHaveAttribute(
      'href',
      'https://github.com/ada-quinn-dev',
    )
    expect(within(contact).queryByRole('link', { name: /HackerRank/ })).toBeNull()
  })

  it('the section copy comes from the content', () => {
    renderHome(
      withOwner({
        sections: {
          about: { title: 'Who I Am', subtitle: 'A short story.' },
          contact: { title: 'Write to Me', blurb: 'Letters welcome.' },
        },
      }),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Who I Am' })).toBeInTheDocument()
    expect(screen.getByText('A short story.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Write to Me' })).toBeInTheDocument()
    expect(screen.getByText('Letters welcome.')).toBeInTheDocument()
  })

  it('with certifications: the section, its cards and the LinkedIn button', () => {
    renderHome(fixtureOwner)
    const section = document.getElementById('certifications')!
    expect(within(section).getByRole('heading', { name: 'Certified Kubernetes Administrator' }))
    expect(within(section).getByRole('link', { name: /View Full Profile on LinkedIn/ }))
  })

  it('without certifications: no section, no heading, no button', () => {
    renderHome(withOwner({ certifications: [] }))
    expect(document.getElementById('certifications')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Licenses & Certifications' })).toBeNull()
    expect(screen.queryByRole('link', { name: /View Full Profile on LinkedIn/ })).toBeNull()
  })

  it('without a GitHub link: no View All Projects on GitHub; without LinkedIn: no LinkedIn button', () => {
    renderHome(withOwner({ social: [] }))
    expect(screen.queryByRole('link', { name: /View All Projects on GitHub/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /View Full Profile on LinkedIn/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Connect' })).toBeNull()
    // The email is always there.
    expect(
      within(screen.getByRole('list', { name: 'Profiles' })).getByRole('link'),
    ).toHaveAttribute('href', 'mailto:ada.quinn@example.test')
  })

  it('a school without GPA or focus shows neither label', () => {
    renderHome(fixtureOwner)
    const school = screen.getByRole('heading', { name: 'BSc Mathematics' }).closest('li')!
    expect(school).not.toHaveTextContent('GPA')
    expect(school).not.toHaveTextContent('Focus')
    const current = screen.getByRole('heading', { name: 'MSc Computer Science' }).closest('li')!
    expect(current).toHaveTextContent('GPA: 4.1/4.3')
  })

  it('one experience entry, one school, one skill group', () => {
    const [job] = fixtureOwner.experience
    const [school] = fixtureOwner.education
    const [group] = fixtureOwner.skills
    renderHome(withOwner({ experience: [job!], education: [school!], skills: [group!] }))
    expect(within(document.getElementById('experience')!).getAllByRole('article')).toHaveLength(1)
    expect(
      within(document.getElementById('skills')!).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(1)
  })

  it('a long name in a non-Latin script is the page heading as written', () => {
    renderHome(withOwner({ name: '李小龙' }))
    expect(screen.getByRole('heading', { level: 1, name: '李小龙' })).toBeInTheDocument()
  })
})

describe('the optional photo', () => {
  it('is left out without one', () => {
    renderHome(fixtureOwner)
    expect(document.querySelector('#about img')).toBeNull()
  })

  it('shows in a fixed box, lazily, with its alt text', () => {
    renderHome(withOwner({ photo: { src: '/photo.jpg', alt: 'Ada at the harbour' } }))
    const photo = screen.getByRole('img', { name: 'Ada at the harbour' })
    expect(photo).toHaveAttribute('src', '/photo.jpg')
    expect(photo).toHaveAttribute('width', '128')
    expect(photo).toHaveAttribute('height', '128')
    expect(photo).toHaveAttribute('loading', 'lazy')
  })
})
