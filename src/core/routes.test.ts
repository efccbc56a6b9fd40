import { describe, expect, it } from 'vitest'
import { pageForPath } from './routes'

describe('pageForPath: /, /resume and the 404 page', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/resume', 'resume'],
    ['/resume/', 'resume'],
    ['/resume.html', 'not-found'],
    ['/about', 'not-found'],
    ['/does/not/exist', 'not-found'],
  ])('%s -> %s', (path, page) => {
    expect(pageForPath(path)).toBe(page)
  })
})
