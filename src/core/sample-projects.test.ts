import { describe, expect, it } from 'vitest'
import { fixtureOwner, withOwner } from '../../tests/fixtures/owner'
import { sampleProjects } from './sample-projects'

describe('sampleProjects: the owner-shaped samples become the projects pipeline’s summaries', () => {
  it('maps every field, in the owner’s order', () => {
    expect(sampleProjects(fixtureOwner)).toEqual([
      {
        id: -1,
        name: 'harbour-map',
        description: 'Maps the harbour.',
        html_url: 'https://github.com/ada-quinn-dev/harbour-map',
        homepage: null,
        language: 'TypeScript',
        topics: ['maps'],
        updated_at: '2025-03-01T00:00:00Z',
      },
      {
        id: -2,
        name: 'tide-tables',
        description: null,
        html_url: 'https://github.com/ada-quinn-dev/tide-tables',
        homepage: 'https://tides.example.test/',
        language: 'Python',
        topics: ['ml'],
        updated_at: '2024-11-05T00:00:00Z',
      },
      {
        id: -3,
        name: 'cloud-notes',
        description: null,
        html_url: 'https://github.com/ada-quinn-dev/cloud-notes',
        homepage: null,
        language: null,
        topics: [],
        updated_at: '2024-01-01T00:00:00Z',
      },
    ])
  })

  it('keeps a code link the owner gives; without GitHub and without one there is no Code link', () => {
    const owner = withOwner({
      social: [],
      sampleProjects: [
        { name: 'a', code: 'https://gitlab.com/ada/a', updated: '2024-01' },
        { name: 'b', updated: '2024-01' },
      ],
    })
    expect(sampleProjects(owner).map((project) => project.html_url)).toEqual([
      'https://gitlab.com/ada/a',
      null,
    ])
  })
})

describe('sampleProjects: code: false', () => {
  it('gives no Code link even when the owner is on GitHub (the code is not public)', () => {
    const owner = withOwner({
      sampleProjects: [{ name: 'private-tool', code: false, updated: '2024-01' }],
    })
    expect(owner.social.some((link) => link.label === 'GitHub')).toBe(true)
    expect(sampleProjects(owner).map((project) => project.html_url)).toEqual([null])
  })
})
