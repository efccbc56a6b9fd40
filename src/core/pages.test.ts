import { describe, expect, it } from 'vitest'
import {
  NOT_FOUND_FILE,
  documentFile,
  documentsOf,
  localizedPath,
  notFoundFileFor,
  templatesOf,
} from './pages'
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
    // A language's pages under its tag, its home page its folder's index.
    ['/pt/', 'pt/index.html'],
    ['/pt', 'pt/index.html'],
    ['/pt/index.html', 'pt/index.html'],
    ['/ar/resume', 'ar/resume.html'],
    ['/zh/writing/my-post', 'zh/writing/my-post.html'],
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

  it('in three languages: every page in each, the others under their tags, each with its 404 page', () => {
    const documents = documentsOf({
      posts: [post('both'), post('english-only')],
      locales: ['en', 'pt', 'ar'],
      translatedPosts: { pt: [post('both'), post('so-em-portugues')] },
    })
    expect(documents.map(({ locale, path, file }) => [locale, path, file])).toEqual([
      ['en', '/', 'index.html'],
      ['en', '/resume', 'resume.html'],
      ['en', '/writing', 'writing.html'],
      ['en', '/writing/both', 'writing/both.html'],
      ['en', '/writing/english-only', 'writing/english-only.html'],
      ['en', null, '404.html'],
      ['pt', '/pt/', 'pt/index.html'],
      ['pt', '/pt/resume', 'pt/resume.html'],
      ['pt', '/pt/writing', 'pt/writing.html'],
      ['pt', '/pt/writing/both', 'pt/writing/both.html'],
      ['pt', '/pt/writing/so-em-portugues', 'pt/writing/so-em-portugues.html'],
      ['pt', null, 'pt/404.html'],
      // Arabic has no posts: no writing pages.
      ['ar', '/ar/', 'ar/index.html'],
      ['ar', '/ar/resume', 'ar/resume.html'],
      ['ar', null, 'ar/404.html'],
    ])
    const at = (path: string | null, locale = 'en') =>
      documents.find((document) => document.path === path && document.locale === locale)
    const links = (path: string | null, locale?: string) =>
      at(path, locale)?.languages.map(({ locale: to, path: there, same }) => [to, there, same])
    // The same page where a language has it; else its nearest: the writing page, or the home page.
    expect(links('/resume')).toEqual([
      ['en', '/resume', true],
      ['pt', '/pt/resume', true],
      ['ar', '/ar/resume', true],
    ])
    expect(links('/writing/both')).toEqual([
      ['en', '/writing/both', true],
      ['pt', '/pt/writing/both', true],
      ['ar', '/ar/', false],
    ])
    expect(links('/writing/english-only')).toEqual([
      ['en', '/writing/english-only', true],
      ['pt', '/pt/writing', false],
      ['ar', '/ar/', false],
    ])
    expect(links('/pt/writing/so-em-portugues', 'pt')).toEqual([
      ['en', '/writing', false],
      ['pt', '/pt/writing/so-em-portugues', true],
      ['ar', '/ar/', false],
    ])
    // A 404 page leads to each language's home page, and is an alternate of nothing.
    expect(links(null, 'pt')).toEqual([
      ['en', '/', false],
      ['pt', '/pt/', false],
      ['ar', '/ar/', false],
    ])
  })

  it('a single language that is not English is at /, with no tag', () => {
    const documents = documentsOf({ posts: [post('beitrag')], locales: ['de'] })
    expect(documents.map(({ locale, path }) => [locale, path])).toEqual([
      ['de', '/'],
      ['de', '/resume'],
      ['de', '/writing'],
      ['de', '/writing/beitrag'],
      ['de', null],
    ])
  })

  it('the 404 page for an unknown address is its language’s', () => {
    expect(notFoundFileFor('/pt/no-such-page')).toBe('pt/404.html')
    expect(notFoundFileFor('/ar/writing/gone')).toBe('ar/404.html')
    expect(notFoundFileFor('/no-such-page')).toBe(NOT_FOUND_FILE)
    expect(notFoundFileFor('/xx/no-such-page')).toBe(NOT_FOUND_FILE)
    expect(localizedPath('/', 'pt', 'en')).toBe('/pt/')
    expect(localizedPath('/resume', 'en', 'en')).toBe('/resume')
  })

  it('every document has its own file', () => {
    const documents = documentsOf({ posts: [post('a'), post('b'), post('c')] })
    expect(new Set(documents.map(({ file }) => file)).size).toBe(documents.length)
  })
})
