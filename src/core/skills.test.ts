import { describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { SHIPPED_SKILL_ICONS, proficiencyOf, skillIconOf, skillInitial } from './skills'

describe('proficiencyOf (bar widths)', () => {
  it.each([
    ['Expert', 95],
    ['Advanced', 85],
    ['Intermediate', 75],
    ['Beginner', 65],
    ['', 65],
  ])('%s -> %i', (expertise, width) => {
    expect(proficiencyOf(expertise)).toBe(width)
  })
})

describe('skillInitial', () => {
  it.each([
    ['Python', 'P'],
    ['node.js', 'N'],
    ['  c++', 'C'],
  ])('%s -> %s', (name, letter) => {
    expect(skillInitial(name)).toBe(letter)
  })
})

describe('skillIconOf: the icons the project ships, by name', () => {
  it.each([
    [{ name: 'PyTorch' }, '/icons/skills/pytorch.svg'],
    [{ name: 'Docker' }, '/icons/skills/docker.svg'],
    [{ name: 'Node.js' }, '/icons/skills/nodejs.svg'],
    [{ name: 'C++' }, '/icons/skills/cplusplus.svg'],
    [{ name: 'GitHub Actions' }, '/icons/skills/githubactions.svg'],
    [{ name: 'html' }, '/icons/skills/html5.svg'],
    // the owner's own icon wins, and a skill the project has no icon for gets none
    [{ name: 'Python', icon: '/me/snake.png' }, '/me/snake.png'],
    [{ name: 'Kafka' }, undefined],
  ])('%j -> %s', (skill, icon) => {
    expect(skillIconOf(skill)).toBe(icon)
  })

  it('lists exactly the icons in public/icons/skills', () => {
    const files = readdirSync('public/icons/skills')
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.replace(/\.svg$/, ''))
      .sort()
    expect([...SHIPPED_SKILL_ICONS].sort()).toEqual(files)
  })
})
