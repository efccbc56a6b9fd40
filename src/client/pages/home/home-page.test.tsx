// @vitest-environment jsdom
// The home page adapts to the owner's content: the fixture owner, and the same owner with less.
import { cleanup, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Profile } from '@/content/schema'
import { fixtureOwner, withOwner } from '../../../../tests/fixtures/owner'
import { inLocale } from '../../../../tests/fixtures/page-locale'
import { HomePage } from './home-page'

const renderHome = (profile: Profile) =>
  render(<HomePage profile={profile} buildYear={2026} />, { wrapper: inLocale() })

describe('the home page, from the content', () => {
  it('one social list: every link in the hero, profile links in the footer and the contact section', () => {
    renderHome(fixtureOwner)
    const hero = screen.getByRole('list', { name: 'Profiles' })
    expect(
      within(hero)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
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
      within(screen.getByRole('list', { name: 'Profiles' })).getByRole('link', { name: 'Email' }),
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

describe('the hero: photo or monogram', () => {
  it('without a photo: the initials on the accent, no image', () => {
    renderHome(fixtureOwner)
    const hero = document.getElementById('home')!
    expect(hero.querySelector('img')).toBeNull()
    expect(hero.querySelector('[data-monogram]')).toHaveTextContent(/^AQ$/)
    expect(document.querySelector('#about img')).toBeNull()
  })

  it('with a photo: in the hero, its size in the HTML, not lazy, from its WebP copies', () => {
    renderHome(withOwner({ photo: { src: '/me/photo.jpg', alt: 'Ada at the harbour' } }))
    const photo = within(document.getElementById('home')!).getByRole('img', {
      name: 'Ada at the harbour',
    })
    expect(photo).toHaveAttribute('src', '/me/photo-208.webp')
    expect(photo).toHaveAttribute('srcset', '/me/photo-208.webp 208w, /me/photo-416.webp 416w')
    expect(photo.getAttribute('sizes')).toMatch(/208px/)
    expect(photo).toHaveAttribute('width', '208')
    expect(photo).toHaveAttribute('height', '208')
    expect(photo).not.toHaveAttribute('loading')
    expect(photo).toHaveAttribute('fetchpriority', 'high')
    expect(document.querySelector('[data-monogram]')).toBeNull()
    // No longer in About.
    expect(document.querySelector('#about img')).toBeNull()
  })

  it('a photo the build wrote into the page is shown from it, with no copies', () => {
    const inlined = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'
    render(
      <HomePage
        profile={withOwner({ photo: { src: '/me/avatar.svg', alt: 'Ada, drawn' } })}
        buildYear={2026}
        heroPhoto={inlined}
      />,
      { wrapper: inLocale() },
    )
    const photo = within(document.getElementById('home')!).getByRole('img', { name: 'Ada, drawn' })
    expect(photo).toHaveAttribute('src', inlined)
    expect(photo).not.toHaveAttribute('srcset')
    expect(photo).toHaveAttribute('width', '208')
    expect(photo).toHaveAttribute('height', '208')
  })
})

describe('the hero: status, headline, roles and the question field', () => {
  it('status and headline show only when set; without a headline the roles are the line under the name', () => {
    renderHome(fixtureOwner)
    expect(document.querySelector('.hero-status')).toBeNull()
    expect(document.querySelector('.hero-roles')).toBeNull()
    expect(document.querySelector('.hero-headline')).toHaveTextContent(fixtureOwner.tagline)
    cleanup()
    renderHome(
      withOwner({ status: 'Open to roles · Summer 2026', headline: 'I make deploys boring.' }),
    )
    const hero = within(document.getElementById('home')!)
    expect(document.querySelector('.hero-status')).toHaveTextContent('Open to roles · Summer 2026')
    expect(hero.getByText('I make deploys boring.')).toHaveClass('hero-headline')
  })

  it('the roles read as the tagline, each a part of its own with the bar said between them; with a headline they are said once, elsewhere', () => {
    renderHome(fixtureOwner)
    const middle = document.querySelector('.hero-headline')!
    expect(middle).toHaveTextContent(fixtureOwner.tagline)
    // The bar is drawn by CSS before each role but the first (cut off where a role starts a line), and
    // said to a screen reader after each role but the last.
    const roles = [...middle.querySelectorAll('.hero-part')].map((role) => role.textContent)
    expect(roles).toEqual(['Platform Engineer | ', 'Technical Writer'])
    expect(middle.querySelector('[data-mark="|"]')).not.toBeNull()
    cleanup()
    renderHome(withOwner({ headline: 'I make deploys boring.' }))
    expect(document.getElementById('home')).not.toHaveTextContent('Platform Engineer')
  })

  it('a hyphenated name is kept whole at its hyphen, and a long word gets the smaller phone size', () => {
    renderHome(withOwner({ name: 'Mateo Ñúñez-Østergaard' }))
    const name = document.getElementById('home-heading')!
    expect(name).toHaveTextContent('Mateo Ñúñez-Østergaard')
    expect(name.querySelector('.whitespace-nowrap')).toHaveTextContent(/^Ñúñez-Østergaard$/)
    expect(name).toHaveAttribute('data-length', 'long')
    cleanup()
    renderHome(withOwner({ name: 'Ada Lovelace' }))
    expect(document.getElementById('home-heading')).not.toHaveAttribute('data-length')
  })

  it('one primary action; Resume and Get In Touch are quieter', () => {
    renderHome(fixtureOwner)
    const hero = within(document.getElementById('home')!)
    expect(hero.getByRole('link', { name: /View My Work/ })).toHaveClass('bg-accent')
    expect(hero.getByRole('link', { name: /Resume/ })).not.toHaveClass('bg-accent')
    expect(hero.getByRole('link', { name: /Get In Touch/ })).not.toHaveClass('bg-accent')
  })

  it('no second way into the assistant: no question field, no suggested questions, no eyebrow', () => {
    renderHome(fixtureOwner)
    const hero = document.getElementById('home')!
    expect(within(hero).queryByRole('textbox')).toBeNull()
    expect(within(hero).queryByRole('list', { name: 'Suggested questions' })).toBeNull()
    expect(hero).not.toHaveTextContent(/Hello, I’m/i)
    // The spec's site has no forms.
    expect(document.querySelector('form')).toBeNull()
  })
})

describe('the footer: a sign-off that keeps everything the spec lists', () => {
  it('name, tagline, blurb, social icons, Quick Links, Contact Info, copyright, back to top', () => {
    renderHome(fixtureOwner)
    const footer = within(document.querySelector('footer')!)
    expect(footer.getByText('Let’s build something together.')).toBeInTheDocument()
    expect(footer.getByRole('heading', { level: 2, name: 'Ada Quinn' })).toBeInTheDocument()
    expect(footer.getByText(fixtureOwner.tagline)).toBeInTheDocument()
    expect(footer.getByText(fixtureOwner.blurb!)).toBeInTheDocument()
    expect(
      footer.getByRole('list', { name: 'Social links' }).querySelectorAll('a[aria-label]').length,
    ).toBe(3)
    const quick = footer.getByRole('navigation', { name: 'Quick Links' })
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#about', '#experience', '#projects', '#skills', '#contact'])
    expect(footer.getByRole('heading', { name: 'Contact Info' })).toBeInTheDocument()
    expect(footer.getByRole('link', { name: 'ada.quinn@example.test' })).toBeInTheDocument()
    expect(footer.getByText('Halifax, Nova Scotia, Canada')).toBeInTheDocument()
    expect(footer.getByRole('link', { name: 'ada-quinn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ada-quinn',
    )
    expect(footer.getByRole('link', { name: 'ada-quinn-dev' })).toHaveAttribute(
      'href',
      'https://github.com/ada-quinn-dev',
    )
    expect(document.querySelector('footer')).toHaveTextContent(
      '© 2026 Ada Quinn. All rights reserved.',
    )
    expect(footer.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#home')
  })
})

describe('technology chips', () => {
  it('experience chips carry their colour, the owner’s first; unknown ones are neutral', () => {
    renderHome(withOwner({ chipColors: { go: '#123456' } }))
    const chips = within(document.getElementById('experience')!).getAllByText(/^(Go|Kubernetes)$/)
    const colourOf = (name: string) =>
      chips.find((chip) => chip.textContent === name)?.closest('[data-chip-color]')
    expect(colourOf('Go')).toHaveAttribute('data-chip-color', '#123456')
    expect(colourOf('Kubernetes')).toHaveAttribute('data-chip-color', '#326ce5')
  })
})

describe('the optional sections', () => {
  const withEvery = {
    publications: [{ title: 'Paved Roads at Scale', publisher: 'ACM Queue', date: '2025-02' }],
    talks: [
      {
        title: 'Deploys Nobody Notices',
        event: 'KubeCon NA',
        date: '2024-11',
        url: 'https://talks.example.test/deploys',
      },
    ],
    awards: [{ title: 'Builder Award', awarder: 'Harbourline' }],
    volunteering: [{ role: 'Mentor', organization: 'Code Club Halifax', startDate: '2021-09' }],
    languages: [{ language: 'Twi', fluency: 'Native speaker' }],
    interests: [{ name: 'Sea kayaking', keywords: ['Bay of Fundy'] }],
  }
  const ids = ['publications', 'talks', 'awards', 'volunteering', 'languages', 'interests']

  it('each shows with entries, under its heading, with an entry in the navigation, before Contact', () => {
    renderHome(withOwner(withEvery))
    const sections = [...document.querySelectorAll('main > section')].map((section) => section.id)
    expect(sections.slice(-7)).toEqual([...ids, 'contact'])
    const nav = screen.getByRole('navigation', { name: 'Main' })
    for (const id of ids) {
      const section = document.getElementById(id)!
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(/\w/)
      expect(
        within(nav)
          .getAllByRole('link', { hidden: true })
          .map((a) => a.getAttribute('href')),
      ).toContain(`#${id}`)
    }
    const talk = within(document.getElementById('talks')!).getByRole('link', {
      name: /Deploys Nobody Notices/,
    })
    expect(talk).toHaveAttribute('href', 'https://talks.example.test/deploys')
    expect(talk).toHaveAttribute('target', '_blank')
    expect(within(document.getElementById('talks')!).getByText('Nov 2024')).toBeInTheDocument()
    expect(
      within(document.getElementById('languages')!).getByText('Native speaker'),
    ).toBeInTheDocument()
  })

  it('none shows without entries, and a hidden one shows nowhere on the page', () => {
    renderHome(fixtureOwner)
    for (const id of ids) expect(document.getElementById(id)).toBeNull()
    cleanup()
    renderHome(withOwner({ ...withEvery, sections: { hidden: ['talks'] } }))
    expect(document.getElementById('talks')).toBeNull()
    expect(screen.queryByText('Deploys Nobody Notices')).toBeNull()
    expect(document.querySelector('a[href="#talks"]')).toBeNull()
    expect(document.getElementById('awards')).not.toBeNull()
  })
})
