import { describe, expect, it } from 'vitest'
import type { Profile } from '@/content/schema'
import {
  fixtureInput,
  fixtureOwner as profile,
  withOwner as withProfile,
} from '../../tests/fixtures/owner'
import { defineProfile } from '@/content/schema'
import { contentIn } from '@/content/translations'
import {
  SITE_FILES,
  headTags,
  indexablePaths,
  initialsOf,
  jsonForScript,
  pageMeta,
  personJsonLd,
  robotsTxt,
  sitemapXml,
  webManifest,
  type HeadTag,
} from './seo'
import { documentsOf, type Document, type PageName } from './pages'
import type { PostMeta } from './posts'
import { rssXml } from './feed'

const site = 'https://ada-quinn.dev'

const post = (over: Partial<PostMeta> = {}): PostMeta => ({
  slug: 'tracing-llm-calls',
  title: 'Tracing LLM calls <end to end>',
  date: '2026-03-04',
  summary: 'What a trace & a span taught us.',
  tags: ['observability', 'llm'],
  draft: false,
  readingMinutes: 4,
  ...over,
})
/** A document of the site: without posts unless some are given. */
const doc = (page: PageName, posts: PostMeta[] = []): Document => {
  const found = documentsOf({ posts }).find((document) => document.page === page)
  if (!found) throw new Error(`no ${page} document`)
  return found
}

describe('initialsOf', () => {
  it.each([
    ['Ada Quinn', 'AQ'],
    ['ada quinn', 'AQ'],
    ['Ada', 'A'],
    ['李小龙', '李'],
    ['Zoë Ñúñez-Østergaard', 'ZÑ'],
    ['Mary Jane Watson', 'MW'],
    ['  Zoë   Ørsted ', 'ZØ'],
  ])('%j -> %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected)
  })
})

const attr = (tags: HeadTag[], key: 'name' | 'property', id: string) =>
  tags.find((tag) => tag.attributes[key] === id)?.attributes.content
const canonical = (tags: HeadTag[]) =>
  tags.find((tag) => tag.tag === 'link' && tag.attributes.rel === 'canonical')?.attributes.href

describe('headTags', () => {
  it.each([
    ['home', 'https://ada-quinn.dev/', 'profile'],
    ['resume', 'https://ada-quinn.dev/resume', 'website'],
  ] as const)('%s: canonical, Open Graph and Twitter tags point at %s', (page, url, type) => {
    const tags = headTags(doc(page), profile, site, [])
    const { title, description } = pageMeta(page, profile)
    expect(tags.find((tag) => tag.tag === 'title')?.text).toBe(title)
    expect(attr(tags, 'name', 'description')).toBe(description)
    expect(canonical(tags)).toBe(url)
    expect(attr(tags, 'property', 'og:url')).toBe(url)
    expect(attr(tags, 'property', 'og:type')).toBe(type)
    expect(attr(tags, 'property', 'og:title')).toBe(title)
    expect(attr(tags, 'property', 'og:description')).toBe(description)
    expect(attr(tags, 'property', 'og:image')).toBe('https://ada-quinn.dev/og-image.png')
    expect(attr(tags, 'property', 'og:image:width')).toBe('1200')
    expect(attr(tags, 'property', 'og:image:height')).toBe('630')
    expect(attr(tags, 'property', 'og:image:alt')).toBe(
      'Ada Quinn, Platform Engineer | Technical Writer',
    )
    expect(attr(tags, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(attr(tags, 'name', 'twitter:image')).toBe('https://ada-quinn.dev/og-image.png')
    expect(attr(tags, 'name', 'robots')).toBeUndefined()
  })

  it('the 404 page has no canonical address, no sharing tags, and stays out of indexes', () => {
    const tags = headTags(doc('not-found'), profile, site, [])
    expect(canonical(tags)).toBeUndefined()
    expect(attr(tags, 'property', 'og:url')).toBeUndefined()
    expect(attr(tags, 'name', 'robots')).toBe('noindex')
  })

  it.each(['home', 'resume', 'not-found'] as const)(
    '%s links the icons and the manifest',
    (page) => {
      const links = headTags(doc(page), profile, site, [])
        .filter((tag) => tag.tag === 'link')
        .map((tag) => `${tag.attributes.rel} ${tag.attributes.href}`)
      expect(links).toEqual(
        expect.arrayContaining([
          'icon /favicon.svg',
          'apple-touch-icon /apple-touch-icon.png',
          'manifest /manifest.webmanifest',
        ]),
      )
    },
  )

  it.each([
    ['home', 1],
    ['resume', 0],
    ['not-found', 0],
  ] as const)('%s carries %i JSON-LD block(s)', (page, count) => {
    const blocks = headTags(doc(page), profile, site, []).filter(
      (tag) => tag.attributes.type === 'application/ld+json',
    )
    expect(blocks).toHaveLength(count)
    for (const block of blocks)
      expect(JSON.parse(block.text ?? '')).toMatchObject({ '@type': 'Person' })
  })

  it('follows the content: a new name changes the title, the tags and the image text', () => {
    const tags = headTags(
      doc('home'),
      withProfile({ name: 'Sam Lee', tagline: 'Data Engineer' }),
      site,
      [],
    )
    expect(tags.find((tag) => tag.tag === 'title')?.text).toBe('Sam Lee | Data Engineer')
    expect(attr(tags, 'property', 'og:site_name')).toBe('Sam Lee')
    expect(attr(tags, 'property', 'og:image:alt')).toBe('Sam Lee, Data Engineer')
  })
})

describe('jsonForScript', () => {
  it('cannot close its script element early, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' }
    const text = jsonForScript(value)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(value)
  })
})

describe('personJsonLd', () => {
  it('describes the owner from the content file', () => {
    expect(personJsonLd(profile, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Quinn',
      jobTitle: ['Platform Engineer', 'Technical Writer'],
      description: profile.blurb,
      inLanguage: 'en',
      email: 'mailto:ada.quinn@example.test',
      url: 'https://ada-quinn.dev/',
      image: 'https://ada-quinn.dev/og-image.png',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Halifax',
        addressRegion: 'Nova Scotia',
        addressCountry: 'Canada',
      },
      sameAs: [
        'https://www.linkedin.com/in/ada-quinn',
        'https://github.com/ada-quinn-dev',
        'https://www.hackerrank.com/profile/ada_quinn',
      ],
      alumniOf: [
        { '@type': 'CollegeOrUniversity', name: 'Dalhousie University' },
        { '@type': 'CollegeOrUniversity', name: 'University of Ghana' },
      ],
      worksFor: [{ '@type': 'Organization', name: 'Harbourline' }],
    })
  })

  it('an owner with no social links has no sameAs; a non-Latin name stays as written', () => {
    const person = personJsonLd(withProfile({ social: [], name: '李小龙' }), site)
    expect(person).not.toHaveProperty('sameAs')
    expect(person.name).toBe('李小龙')
    expect(JSON.parse(jsonForScript(person)).name).toBe('李小龙')
  })

  it.each([
    ['a tagline without "|" is one job title', { tagline: 'Data Engineer' }, 'Data Engineer'],
    ['each "|" part is a job title', { tagline: 'A | B | C' }, ['A', 'B', 'C']],
  ])('%s', (_, changes, expected) => {
    expect(personJsonLd(withProfile(changes), site).jobTitle).toEqual(expected)
  })

  it('names each institution once, and no employer when no role is current', () => {
    const [first] = profile.education as [Profile['education'][number]]
    const person = personJsonLd(
      withProfile({
        education: [first, { ...first, degree: 'PhD' }],
        experience: profile.experience.map((entry) => ({ ...entry, current: false })),
      }),
      site,
    )
    expect(person.alumniOf).toEqual([{ '@type': 'CollegeOrUniversity', name: first.institution }])
    expect(person).not.toHaveProperty('worksFor')
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('indexes the pages that have an address, and not the 404 page', () => {
    expect(indexablePaths([]).map(({ alternates: _, ...page }) => page)).toEqual([
      { path: '/' },
      { path: '/resume' },
    ])
  })

  it('with posts, the writing page and each post join, a post with its last change', () => {
    expect(
      indexablePaths([post({ updated: '2026-04-01' })]).map(({ alternates: _, ...page }) => page),
    ).toEqual([
      { path: '/' },
      { path: '/resume' },
      { path: '/writing' },
      { path: '/writing/tracing-llm-calls', lastmod: '2026-04-01' },
    ])
    expect(sitemapXml(site, [post()])).toContain(
      '<url><loc>https://ada-quinn.dev/writing/tracing-llm-calls</loc><lastmod>2026-03-04</lastmod></url>',
    )
  })

  it('robots.txt allows the site, keeps the API out, and names the sitemap', () => {
    expect(robotsTxt(site)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://ada-quinn.dev/sitemap.xml\n',
    )
  })

  it('sitemap.xml lists each page by its absolute address', () => {
    const xml = sitemapXml(site)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://ada-quinn.dev/',
      'https://ada-quinn.dev/resume',
    ])
  })
})

describe('webManifest', () => {
  it('names the site after the owner and lists every generated icon', () => {
    const manifest = webManifest(profile)
    expect(manifest).toMatchObject({
      name: 'Ada Quinn | Platform Engineer | Technical Writer',
      short_name: 'Ada Quinn',
      start_url: '/',
      display: 'minimal-ui',
    })
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      SITE_FILES.favicon,
      SITE_FILES.icon192,
      SITE_FILES.icon512,
      SITE_FILES.maskableIcon,
    ])
  })

  it.each([
    ['Ada Quinn', 'Ada Quinn'],
    ['Alexandra Montgomery', 'AM'],
    ['李小龙', '李小龙'],
    ['Zoë Ñúñez-Østergaard', 'ZÑ'],
  ])('a launcher shows %j as %j', (name, shortName) => {
    expect(webManifest(withProfile({ name })).short_name).toBe(shortName)
  })
})

describe("writing: the feed link, a post's own tags, and the feed", () => {
  const feedLinks = (tags: HeadTag[]) =>
    tags.filter((tag) => tag.tag === 'link' && tag.attributes.rel === 'alternate')

  it('every page links the feed when there are posts, and none does without', () => {
    for (const page of ['home', 'resume', 'not-found'] as const) {
      expect(feedLinks(headTags(doc(page), profile, site, []))).toEqual([])
      expect(feedLinks(headTags(doc(page, [post()]), profile, site, [post()]))).toEqual([
        {
          tag: 'link',
          attributes: {
            rel: 'alternate',
            type: 'application/rss+xml',
            title: 'Writing by Ada Quinn',
            href: '/rss.xml',
          },
        },
      ])
    }
  })

  it('a post has its own title, description, canonical, article tags, share image and BlogPosting', () => {
    const tags = headTags(doc('post', [post()]), profile, site, [post()])
    expect(tags.find((tag) => tag.tag === 'title')?.text).toBe(
      'Tracing LLM calls <end to end> | Ada Quinn',
    )
    expect(attr(tags, 'name', 'description')).toBe('What a trace & a span taught us.')
    expect(canonical(tags)).toBe('https://ada-quinn.dev/writing/tracing-llm-calls')
    expect(attr(tags, 'property', 'og:type')).toBe('article')
    expect(attr(tags, 'property', 'og:image')).toBe(
      'https://ada-quinn.dev/og/tracing-llm-calls.png',
    )
    expect(attr(tags, 'property', 'article:published_time')).toBe('2026-03-04')
    expect(tags.filter((tag) => tag.attributes.property === 'article:tag')).toHaveLength(2)
    const ld = tags.find((tag) => tag.attributes.type === 'application/ld+json')
    expect(ld?.text).not.toContain('<end')
    expect(JSON.parse(ld?.text ?? '{}')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Tracing LLM calls <end to end>',
      datePublished: '2026-03-04',
      author: { '@type': 'Person', name: 'Ada Quinn' },
    })
  })

  it('a post first published elsewhere names that address as canonical', () => {
    const moved = post({ canonical: 'https://blog.example.com/tracing' })
    expect(canonical(headTags(doc('post', [moved]), profile, site, [moved]))).toBe(
      'https://blog.example.com/tracing',
    )
  })

  it('rss.xml: RSS 2.0 with absolute links, full summaries, escaped text, newest first', () => {
    const xml = rssXml(profile, site, [
      post(),
      post({ slug: 'older', title: 'Older', date: '2025-12-01' }),
    ])
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>Tracing LLM calls &lt;end to end&gt;</title>')
    expect(xml).toContain('<description>What a trace &amp; a span taught us.</description>')
    expect([...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1])).toEqual([
      'https://ada-quinn.dev/writing',
      'https://ada-quinn.dev/writing/tracing-llm-calls',
      'https://ada-quinn.dev/writing/older',
    ])
    expect(xml).toContain('<pubDate>Wed, 04 Mar 2026 00:00:00 GMT</pubDate>')
    expect(xml).toContain('href="https://ada-quinn.dev/rss.xml" rel="self"')
  })
})

describe('a site in several languages, under a base path', () => {
  const base = 'https://ada.github.io/portfolio'
  const owner = defineProfile({ ...fixtureInput, locales: ['en', 'pt'] })
  const inPortuguese = contentIn(owner, 'pt')
  const siteData = {
    posts: [post()],
    locales: owner.locales,
    translatedPosts: { pt: [post({ slug: 'so-em-portugues', title: 'Só em português' })] },
  }
  const documents = documentsOf(siteData)
  const at = (path: string) => documents.find((document) => document.path === path)!
  const links = (tags: HeadTag[]) =>
    tags
      .filter((tag) => tag.attributes.rel === 'alternate' && tag.attributes.hreflang)
      .map((tag) => [tag.attributes.hreflang, tag.attributes.href])

  it('each page names itself canonical, and the same page in every language, x-default the default', () => {
    const tags = headTags(at('/pt/resume'), inPortuguese, base, siteData.translatedPosts.pt)
    expect(canonical(tags)).toBe(`${base}/pt/resume`)
    expect(links(tags)).toEqual([
      ['en', `${base}/resume`],
      ['pt-BR', `${base}/pt/resume`],
      ['x-default', `${base}/resume`],
    ])
    expect(links(headTags(at('/'), owner, base, siteData.posts))).toEqual([
      ['en', `${base}/`],
      ['pt-BR', `${base}/pt/`],
      ['x-default', `${base}/`],
    ])
  })

  it('a page in one language alone has no alternates, and none for x-default', () => {
    expect(links(headTags(at('/pt/writing/so-em-portugues'), inPortuguese, base, []))).toEqual([])
    expect(links(headTags(at('/writing/tracing-llm-calls'), owner, base, [post()]))).toEqual([])
  })

  it('the share tags, JSON-LD and feed carry the language', () => {
    const tags = headTags(at('/pt/'), inPortuguese, base, siteData.translatedPosts.pt)
    expect(attr(tags, 'property', 'og:locale')).toBe('pt_BR')
    expect(
      tags
        .filter((tag) => tag.attributes.property === 'og:locale:alternate')
        .map((tag) => tag.attributes.content),
    ).toEqual(['en_US'])
    const person = JSON.parse(tags.find((tag) => tag.tag === 'script')?.text ?? '{}')
    expect(person).toMatchObject({ inLanguage: 'pt-BR', url: `${base}/pt/` })
    const feed = tags.find((tag) => tag.attributes.type === 'application/rss+xml')
    expect(feed?.attributes.href).toBe('/pt/rss.xml')
    expect(pageMeta('resume', inPortuguese).title).toBe(`Currículo | ${owner.name}`)
    const rss = rssXml(inPortuguese, base, siteData.translatedPosts.pt)
    expect(rss).toContain('<language>pt-BR</language>')
    expect(rss).toContain(`<title>Textos de ${owner.name}</title>`)
  })

  it('the sitemap lists every language’s addresses with their alternates', () => {
    const xml = sitemapXml(base, siteData)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain(
      `<url><loc>${base}/pt/resume</loc><xhtml:link rel="alternate" hreflang="en" href="${base}/resume"/><xhtml:link rel="alternate" hreflang="pt-BR" href="${base}/pt/resume"/><xhtml:link rel="alternate" hreflang="x-default" href="${base}/resume"/></url>`,
    )
    expect(xml).toContain(
      `<url><loc>${base}/pt/writing/so-em-portugues</loc><lastmod>2026-03-04</lastmod></url>`,
    )
    // A site in one language is as it was.
    expect(sitemapXml(base, [post()])).not.toContain('xhtml')
  })
})
