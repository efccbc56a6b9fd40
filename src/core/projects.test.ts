import { describe, expect, it } from 'vitest'
import { en } from '@/i18n/en'
import { errorMessage, projectsNote } from './projects'

describe('the note', () => {
  it.each<[unknown, string]>([
    [new Error('GitHub API error: 403'), 'Note: GitHub API error: 403 - Showing sample projects'],
    [new TypeError('Failed to fetch'), 'Note: Failed to fetch - Showing sample projects'],
    [new Error(''), 'Note: Failed to fetch projects - Showing sample projects'],
    ['a string', 'Note: Failed to fetch projects - Showing sample projects'],
    [undefined, 'Note: Failed to fetch projects - Showing sample projects'],
  ])('%s', (error, note) => {
    expect(projectsNote(errorMessage(error), en.projects)).toBe(note)
  })
})
