import { describe, expect, it } from 'vitest'
import {
  QUICK_LINKS,
  SECTION_IDS,
  activeSectionId,
  splitNavEntries,
  type NavEntry,
  type SectionId,
} from './sections'

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

describe('splitNavEntries: the bar and the More menu', () => {
  const entry = (id: SectionId): NavEntry => ({ id, label: id })
  const ids = (entries: NavEntry[]) => entries.map((e) => e.id)
  it.each([
    [
      "the spec's six stay in the bar",
      ['home', 'about', 'experience', 'projects', 'skills', 'contact'],
      ['home', 'about', 'experience', 'projects', 'skills', 'contact'],
      [],
    ],
    [
      'a lone extra entry stays in the bar, in page order',
      ['home', 'about', 'experience', 'projects', 'skills', 'certifications', 'contact'],
      ['home', 'about', 'experience', 'projects', 'skills', 'certifications', 'contact'],
      [],
    ],
    [
      'two or more extras go under More; Writing stays in the bar',
      [
        'home',
        'about',
        'experience',
        'projects',
        'writing',
        'skills',
        'languages',
        'talks',
        'contact',
      ],
      ['home', 'about', 'experience', 'projects', 'writing', 'skills', 'contact'],
      ['languages', 'talks'],
    ],
    [
      'a full resume: seven in the bar at most, the rest under More in page order',
      [
        'home',
        'about',
        'experience',
        'projects',
        'skills',
        'certifications',
        'publications',
        'talks',
        'awards',
        'volunteering',
        'languages',
        'interests',
        'contact',
      ],
      ['home', 'about', 'experience', 'projects', 'skills', 'contact'],
      [
        'certifications',
        'publications',
        'talks',
        'awards',
        'volunteering',
        'languages',
        'interests',
      ],
    ],
  ] as Array<[string, SectionId[], SectionId[], SectionId[]]>)('%s', (_, all, bar, more) => {
    const split = splitNavEntries(all.map(entry))
    expect(ids(split.bar)).toEqual(bar)
    expect(ids(split.more)).toEqual(more)
  })
})
