import { describe, expect, it } from 'vitest'
import { QUICK_LINKS, SECTION_IDS, activeSectionId } from './sections'

const ids = ['home', 'about', 'projects'] as const
const tops = [0, 800, 1600]

describe('activeSectionId (scroll position + 100 px)', () => {
  it.each([
    [0, 'home'],
    [599, 'home'],
    [700, 'about'], // 700 + 100 reaches about's top exactly
    [1499, 'about'],
    [1500, 'projects'],
    [99999, 'projects'],
  ])('at scrollY %i the active entry is %s', (scrollY, expected) => {
    expect(activeSectionId(ids, tops, scrollY)).toBe(expected)
  })

  it('skips sections that are not on the page', () => {
    expect(activeSectionId(ids, [0, Number.POSITIVE_INFINITY, 1600], 900)).toBe('home')
  })
})

describe('anchors', () => {
  it('keeps the order of the page anchors', () => {
    expect(SECTION_IDS).toEqual([
      'home',
      'about',
      'experience',
      'projects',
      'skills',
      'certifications',
      'contact',
    ])
  })

  it('names the quick links as the spec does', () => {
    expect(QUICK_LINKS).toEqual(['about', 'experience', 'projects', 'skills', 'contact'])
  })
})
