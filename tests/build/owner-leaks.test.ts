import { describe, expect, it } from 'vitest'
import { profile as mateo } from '../../examples/mateo/profile'
import { fixtureOwner, withOwner } from '../fixtures/owner'
import { findLeaks, foreignValues, identifyingValues } from '../../tooling/checks/owner-leaks'

const other = withOwner({
  name: 'Bram Okonkwo-Lindqvist',
  email: 'bram@example.test',
  social: [{ label: 'GitHub', url: 'https://github.com/bram-ol' }],
  experience: [
    {
      role: 'Platform Engineer', // shared with the fixture owner: not a leak
      company: "Bram's Bakery & Sons",
      location: 'Oslo',
      period: '2020',
      description: 'Bread <and> code.',
    },
  ],
})

describe('the owner leak check', () => {
  it('knows what identifies an owner, field by field', () => {
    const values = identifyingValues(other)
    expect(values.get('Bram Okonkwo-Lindqvist')).toBe('name')
    expect(values.get('Lindqvist')).toBe('name')
    expect(values.get('lindqvist')).toBe('name, in lower case')
    expect(values.get('bram@example.test')).toBe('email')
    expect(values.get('https://github.com/bram-ol')).toBe('social › GitHub › url')
    expect(values.get("Bram's Bakery & Sons")).toBe('experience › company')
    expect(values.get('Bram_Okonkwo-Lindqvist_Resume.pdf')).toBe('resume › downloadName')
  })

  it('leaves out what both owners share', () => {
    const foreign = foreignValues(other, fixtureOwner)
    expect(foreign.has('Platform Engineer')).toBe(false)
    expect(foreign.has('Halifax')).toBe(false) // the fixture's own city, kept by withOwner
    expect(foreign.has('Lindqvist')).toBe(true)
  })

  it.each([
    ['as written', 'Contact bram@example.test today'],
    ['escaped as HTML', '<p>Bram&#x27;s Bakery &amp; Sons</p>'],
    ['escaped as JSON', '{"d":"Bread \\u003cand\\u003e code."}'],
    ['escaped in a URL', 'href="/x?who=Bram%20Okonkwo-Lindqvist"'],
    ['in lower case, as in an example address', 'must be an address such as https://okonkwo.dev'],
  ])('finds a value %s', (_how, text) => {
    const leaks = findLeaks(
      [{ path: 'client/index.html', text }],
      foreignValues(other, fixtureOwner),
    )
    expect(leaks.length).toBeGreaterThan(0)
    expect(leaks[0]?.file).toBe('client/index.html')
  })

  it('finds nothing in a build of the owner itself', () => {
    const text = [...identifyingValues(fixtureOwner).keys()].join('\n')
    expect(findLeaks([{ path: 'x', text }], foreignValues(other, fixtureOwner))).toEqual([])
  })

  it('catches an example owner’s value in an optional section (mateo’s talks)', () => {
    const talk = mateo.talks[0]!
    const foreign = foreignValues(mateo, fixtureOwner)
    expect(foreign.get(talk.title)).toBe('talks › title')
    expect(foreign.get(talk.url!)).toBe('talks › url')
    const leaks = findLeaks(
      [{ path: 'client/index.html', text: `<h3>${talk.title}</h3>` }],
      foreign,
    )
    expect(leaks).toEqual([
      { file: 'client/index.html', value: talk.title, field: 'talks › title' },
    ])
  })
})
