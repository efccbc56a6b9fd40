// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Skill } from '@/content/schema'
import { inLocale } from '../../../../tests/fixtures/page-locale'
import { SkillTile } from './skill-tile'

function renderTile(skill: Skill) {
  return render(
    <ul>
      <SkillTile skill={skill} />
    </ul>,
    { wrapper: inLocale() },
  )
}

describe('SkillTile', () => {
  it.each([
    ['Expert', 95],
    ['Advanced', 85],
    ['Intermediate', 75],
    // any other expertise gets 65 (the schema allows only the three, but the rule has four rows)
    ['Beginner', 65],
  ])('%s: a progressbar with aria-valuenow %i and a bar that wide', (expertise, value) => {
    renderTile({ name: 'Python', icon: '/icons/skills/python.svg', expertise } as Skill)
    const bar = screen.getByRole('progressbar', { name: 'Python proficiency' })
    expect(bar).toHaveAttribute('aria-valuenow', String(value))
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    // The width is a class, never an inline style (the CSP forbids style attributes).
    expect(bar.firstElementChild).toHaveClass(`w-[${value}%]`)
    expect(bar.firstElementChild).not.toHaveAttribute('style')
  })

  it('shows the name, the expertise label and the icon; the letter waits as a fallback', () => {
    const { container } = renderTile({
      name: 'Docker',
      icon: '/icons/skills/docker.svg',
      expertise: 'Intermediate',
    })
    expect(screen.getByRole('listitem')).toHaveTextContent('Docker')
    expect(screen.getByText('Intermediate')).toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('src', '/icons/skills/docker.svg')
    expect(screen.getByText('D')).not.toBeVisible()
  })

  it('shows the first letter of the name when there is no icon', () => {
    const { container } = renderTile({ name: 'ChromaDB', expertise: 'Intermediate' })
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('C')).toBeVisible()
  })

  it('can take keyboard focus, so the expertise label can show without a mouse', () => {
    renderTile({ name: 'Python', expertise: 'Expert' })
    const tile = screen.getByRole('listitem')
    tile.focus()
    expect(tile).toHaveFocus()
  })
})
