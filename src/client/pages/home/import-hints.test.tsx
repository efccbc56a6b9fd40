// @vitest-environment jsdom
// Every TODO hint `npm run import` writes names where its field shows. This puts a mark in each hinted
// field, renders the home page, and holds the hint's page places to the sections the mark is found in:
// a hint that sends the owner to the wrong section (blurb and intro were once swapped) fails here.
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defineProfile, type ProfileInput } from '@/content/schema'
import { fromJsonResume, type ImportTodo, type JsonResume, type Place } from '@/core/json-resume'
import { inLocale } from '../../../../tests/fixtures/page-locale'
import { HomePage } from './home-page'

const TODAY = new Date('2026-03-01T00:00:00Z')

// Where each page place is in the rendered home page; the others (the assistant, search results) are not
// on it.
const ON_THE_PAGE: Partial<Record<Place, string>> = {
  hero: '#home',
  about: '#about',
  experience: '#experience',
  projects: '#projects',
  skills: '#skills',
  certifications: '#certifications',
  talks: '#talks',
  volunteering: '#volunteering',
  contact: '#contact',
  footer: 'footer',
}

// Resumes that leave out everything the import has a stand-in for: entries with no fields, and none.
const RESUMES: Record<string, JsonResume> = {
  'empty entries': {
    basics: { name: 'Bea Ortiz' },
    work: [{}],
    education: [{}],
    certificates: [{ name: 'A Certificate' }],
    projects: [{ name: 'A Project' }],
    // the optional sections with stand-ins: a talk with no event, volunteering with no role or place
    publications: [{ name: 'A Talk', type: 'talk' }],
    volunteer: [{ organization: 'A Charity' }, { position: 'Mentor' }],
  },
  'no entries': { basics: { name: 'Bea Ortiz' } },
}

/** A value in the stand-in's own shape (a year stays a year) that appears nowhere else on the page. */
function markOf(standIn: unknown): unknown {
  if (standIn === false) return 'https://zqmark.example/code'
  if (typeof standIn !== 'string') return undefined
  if (/^\d{4}$/.test(standIn)) return '1987'
  if (/^\d{4}-\d{2}/.test(standIn)) return '1987-06'
  if (standIn.includes('@')) return 'zqmark@example.com'
  if (/^https?:/.test(standIn)) return 'https://zqmark.example/'
  return 'zqmark'
}

/** The input with the stand-in at the todo's path marked (an entry: its first text field); the mark. */
function marked(input: ProfileInput, todo: ImportTodo): { input: ProfileInput; mark?: string } {
  const copy = structuredClone(input) as Record<PropertyKey, unknown>
  const parent = todo.path
    .slice(0, -1)
    .reduce<Record<PropertyKey, unknown>>(
      (value, key) => value[key] as Record<PropertyKey, unknown>,
      copy,
    )
  const last = todo.path.at(-1) ?? ''
  let holder = parent
  let key: PropertyKey = last
  const standIn = parent[last]
  if (typeof standIn === 'object' && standIn !== null) {
    holder = standIn as Record<PropertyKey, unknown>
    key = Object.keys(holder).find((field) => typeof holder[field] === 'string') ?? ''
  }
  // A field left empty for the owner (the intro, the blurb) is marked as the text it would hold.
  const mark = holder[key] === undefined && key in holder ? 'zqmark' : markOf(holder[key])
  if (mark === undefined) return { input }
  holder[key] = mark
  return { input: copy as ProfileInput, mark: String(mark).replace(/\/code$/, '') }
}

const parsed = (input: ProfileInput) => {
  try {
    return defineProfile(input)
  } catch {
    return undefined
  }
}

afterEach(cleanup)

describe('the import’s TODO hints name where each field shows', () => {
  for (const [label, resume] of Object.entries(RESUMES)) {
    const { profile, todos } = fromJsonResume(resume, TODAY)
    it.each(todos.map((todo) => [todo.path.join('.'), todo] as const))(
      `${label}: %s`,
      (_path, todo) => {
        const { input, mark } = marked(profile, todo)
        const claimed = todo.shows.filter((place) => ON_THE_PAGE[place]).sort()
        const owner = mark === undefined ? undefined : parsed(input)
        if (mark === undefined || !owner) {
          // A value that cannot be marked (the pronoun, one of three words) must not claim a place on
          // the page.
          expect(claimed).toEqual([])
          return
        }
        const { container } = render(<HomePage profile={owner} buildYear={2026} />, {
          wrapper: inLocale(),
        })
        const found = Object.entries(ON_THE_PAGE)
          .filter(([, selector]) => container.querySelector(selector)?.outerHTML.includes(mark))
          .map(([place]) => place)
          .sort()
        expect(found, todo.note).toEqual(claimed)
      },
    )
  }

  it('covers the hints that were wrong: blurb and intro', () => {
    const { todos } = fromJsonResume(RESUMES['no entries']!, TODAY)
    expect(todos.map((todo) => todo.path.join('.'))).toEqual(
      expect.arrayContaining(['blurb', 'intro', 'sampleProjects.0']),
    )
  })
})
