import { describe, expect, it } from 'vitest'
import { chipColor, chipColorsOf } from './chip-colors'

describe('chipColor', () => {
  it.each([
    ['TypeScript', {}, '#3178c6'],
    ['typescript', {}, '#3178c6'],
    ['JavaScript', {}, '#f1e05a'],
    ['Kubernetes', {}, '#326ce5'],
    ['Go', { go: '#007D9C' }, '#007d9c'],
    ['Raft', { Raft: '#6d28d9' }, '#6d28d9'],
    ['Something New', {}, undefined],
  ])('%s with %j -> %s', (name, owner, expected) => {
    expect(chipColor(name, owner)).toBe(expected)
  })
})

describe('chipColorsOf', () => {
  it('gives the colour of each name that has one, the owner’s first, and leaves the others out', () => {
    expect(chipColorsOf(['Python', 'Go', 'Something New'], { go: '#007D9C' })).toEqual({
      Python: '#3572a5',
      Go: '#007d9c',
    })
  })
})
