import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { editDistance, nearestName, unknownFields } from './unknown-fields'

describe('editDistance: a swap of neighbouring letters is one edit', () => {
  it.each([
    ['headline', 'headline', 0],
    ['headlien', 'headline', 1],
    ['emial', 'email', 1],
    ['tagine', 'tagline', 1],
    ['sumary', 'summary', 1],
    ['blurb', 'intro', 4],
    ['', 'name', 4],
    // the optimal string alignment form: a swapped pair is not edited again (true Damerau says 2)
    ['ca', 'abc', 3],
  ])('%s -> %s: %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })
})

describe('nearestName: the name a typo most likely meant, or none', () => {
  const known = ['name', 'headline', 'email', 'sampleProjects', 'status', 'summary']
  it.each([
    ['headlien', 'headline'],
    ['emial', 'email'],
    ['Headline', 'headline'],
    ['sample_projects', 'sampleProjects'],
    ['stauts', 'status'],
    ['nmae', 'name'],
    // too far from every name: no guess rather than a wrong one
    ['colour', undefined],
    ['xyz', undefined],
  ])('%s -> %s', (word, nearest) => {
    expect(nearestName(word, known)).toBe(nearest)
  })
})

describe('unknownFields: every key the schema does not declare, at any depth', () => {
  const schema = z
    .object({
      name: z.string(),
      links: z.array(z.object({ label: z.string(), url: z.string() })).default([]),
      colours: z.record(z.string(), z.object({ hex: z.string() })).optional(),
      accent: z.union([z.enum(['teal']), z.object({ light: z.string(), dark: z.string() })]),
      extras: z.looseObject({ kept: z.string().optional() }).optional(),
    })
    .transform((value) => value)

  it('finds them in nested objects, lists, records and the matching union option', () => {
    const found = unknownFields(schema, {
      name: 'x',
      nmae: 'y',
      links: [
        { label: 'a', url: 'b' },
        { label: 'a', url: 'b', urll: 'c' },
      ],
      colours: { Go: { hex: '#000000', hx: '#111111' } },
      accent: { light: 'a', dark: 'b', drak: 'c' },
    })
    expect(found).toEqual([
      { path: ['nmae'], key: 'nmae', known: expect.any(Array), nearest: 'name' },
      { path: ['links', 1, 'urll'], key: 'urll', known: ['label', 'url'], nearest: 'url' },
      { path: ['colours', 'Go', 'hx'], key: 'hx', known: ['hex'], nearest: 'hex' },
      { path: ['accent', 'drak'], key: 'drak', known: ['light', 'dark'], nearest: 'dark' },
    ])
  })

  it('record keys are the owner’s own, and a loose object keeps what it is given', () => {
    expect(
      unknownFields(schema, {
        name: 'x',
        accent: 'teal',
        colours: { 'Any Name': { hex: '#000000' } },
        extras: { kept: 'a', other: 'b' },
      }),
    ).toEqual([])
  })
})
