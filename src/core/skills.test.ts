import { describe, expect, it } from 'vitest'
import { proficiencyOf, skillInitial } from './skills'

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
