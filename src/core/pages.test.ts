import { describe, expect, it } from 'vitest'
import { NOT_FOUND_FILE, documentFile, documentsOf, templatesOf } from './pages'
import type { PostMeta } from './posts'

const post = (slug: string, date = '2026-01-02'): PostMeta => ({
  slug,
  title: slug,
  date,
  summary: 'A summary.',
  tags: [],
  draft: false,
  readingMinutes: 1,
})

describe('documentFile: the file each address is prerendered to', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/resume', 'resume.html'],
    ['/resume/', 'resume.html'],
    ['/writing', 'writing.html'],
    ['/writing/my-post', 'writing/my-post.html'],
    ['/writing/my-post/', 'writing/my-post.html'],
    ['/resume.html', NOT_FOUND_FILE],
    ['/../secret', NOT_FOUND_FILE],
    ['/Writing/%2e%2e', NOT_FOUND_FILE],
    ['/a//b', NOT_FOUND_FILE],
  ])('%s -> %s', (path, file) => {
    expect(documentFile(path)).toBe(file)
  })
})

describe('documentsOf: every page at each of its addresses', () => {
  it('without posts: /, /resume and the 404 page, as before writing existed', () => {
    const documents = documentsOf({ posts: [] })
    expect(documents.map(({ page, path, file }) => [page, path, file])).toEqual([
      ['home', '/', 'index.html'],
      ['resume', '/resume', 'resume.html'],
      ['not-found', null, '404.html'],
    ])
    expect(templatesOf(documents)).toEqual(['index.html', 'resume.html', '404.html'])
  })

  it('with posts: the list and one document per post, from one template', () => {
    const documents = documentsOf({ posts: [post('second'), post('first')] })
    expect(documents.map(({ path }) => path)).toEqual([
      '/',
      '/resume',
      '/writing',
      '/writing/second',
      '/writing/first',
      null,
    ])
    expect(documents.find(({ path }) => path === '/writing/first')).toMatchObject({
      page: 'post',
      file: 'writing/first.html',
      post: { slug: 'first' },
    })
    expect(templatesOf(documents)).toEqual([
      'index.html',
      'resume.html',
      'writing.html',
      '404.html',
    ])
  })

  it('every document has its own file', () => {
    const documents = documentsOf({ posts: [post('a'), post('b'), post('c')] })
    expect(new Set(documents.map(({ file }) => file)).size).toBe(documents.length)
  })
})
