// Everything a search engine or a link preview reads, derived from the owner's content and the site's
// public address (SITE_URL, a build-time setting). Pure builders: the build renders and writes them.
import type { Profile } from '@/content/schema'
import { fill } from '@/i18n/format'
import { LOCALE_INFO, localizedOf } from '@/i18n/locales'
import { BRAND } from './brand'
import {
  PAGES,
  documentsOf,
  localizedPath,
  type Document,
  type LanguageLink,
  type PageName,
  type SiteData,
} from './pages'
import { WRITING_PATH, postPath, type PostMeta } from './posts'
import { absoluteUrl } from './site-url'

/** The files the build generates from the content, at fixed addresses (link previews cache by URL). */
export const SITE_FILES = {
  shareImage: '/og-image.png',
  favicon: '/favicon.svg',
  /** The same tile as an .ico, for what asks /favicon.ico without reading the page (feed readers, tools). */
  faviconIco: '/favicon.ico',
  appleTouchIcon: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  maskableIcon: '/icon-maskable-512.png',
  manifest: '/manifest.webmanifest',
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  /** The profile as a JSON Resume (core/json-resume.ts). */
  jsonResume: '/resume.json',
  /** Who the owner is, for language models (llmstxt.org; core/llms-txt.ts). */
  llms: '/llms.txt',
  /** The posts as RSS 2.0 (core/feed.ts); written only when there are posts. */
  feed: '/rss.xml',
} as const

/** A post's own share image: its title and the owner's name. */
export const postImagePath = (slug: string) => `/og/${slug}.png`

// The size Open Graph and Twitter's large card expect (1.91:1).
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** "Ada Quinn" -> "AQ": the first letter of the first and last words, for the icons. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toUpperCase()
}

export type PageMeta = { title: string; description: string }

/**
 * The owner in one line, for search results, link previews and llms.txt: the `blurb`, or without one the
 * first sentence of the About text (a description is never left empty, and nothing shows twice on a page).
 */
export function ownerLine(profile: Pick<Profile, 'blurb' | 'summary'>): string {
  if (profile.blurb) return profile.blurb
  const first = profile.summary[0]?.trim() ?? ''
  return /^.*?[.!?](?=\s|$)/s.exec(first)?.[0] ?? first
}

/**
 * Titles and descriptions come from the owner's content, in the words of its language's catalog, never
 * from literals in the markup.
 */
export function pageMeta(page: PageName, profile: Profile, post?: PostMeta): PageMeta {
  const { meta } = localizedOf(profile.locale).t
  const owner = { owner: profile.name, tagline: profile.tagline, blurb: ownerLine(profile) }
  const description = fill(meta.description, owner)
  switch (page) {
    case 'writing':
      return { title: fill(meta.writing, owner), description: fill(meta.writingDescription, owner) }
    case 'post':
      return {
        title: post ? fill(meta.post, { ...owner, title: post.title }) : fill(meta.writing, owner),
        description: post?.summary ?? description,
      }
    case 'home':
      return { title: fill(meta.home, owner), description }
    case 'resume':
      return { title: fill(meta.resume, owner), description: fill(meta.resumeDescription, owner) }
    case 'not-found':
      return { title: fill(meta.notFound, owner), description }
  }
}

/** One element of a page's <head>; `text` is the element's content (the title, a JSON-LD block). */
export type HeadTag = {
  tag: 'title' | 'meta' | 'link' | 'script'
  attributes: Readonly<Record<string, string>>
  text?: string
}

const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { [key]: id, content },
})
const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes })

/**
 * A path of the site in the language of `profile` (the content in one language): the default language's
 * at the path itself, another's under its tag. The pages, the feed and the resume are each language's own.
 */
export const pathIn = (profile: Pick<Profile, 'locale' | 'locales'>, path: string) =>
  localizedPath(path, profile.locale, profile.locales[0] ?? profile.locale)

/**
 * The <head> of a document in the language of `profile` (the content in that language): title,
 * description, canonical, the same page in the site's other languages, icons, manifest, the feed when
 * there are posts, sharing tags, and JSON-LD.
 */
export function headTags(
  { page, path, post, languages }: Document,
  profile: Profile,
  siteUrl: string,
  posts: readonly PostMeta[],
): HeadTag[] {
  const { title, description } = pageMeta(page, profile, post)
  const tags: HeadTag[] = [
    { tag: 'title', attributes: {}, text: title },
    meta('name', 'description', description),
    meta('name', 'theme-color', BRAND.background),
    link({ rel: 'icon', href: SITE_FILES.favicon, type: 'image/svg+xml' }),
    link({ rel: 'apple-touch-icon', href: SITE_FILES.appleTouchIcon }),
    link({ rel: 'manifest', href: SITE_FILES.manifest }),
    ...(posts.length
      ? [
          link({
            rel: 'alternate',
            type: 'application/rss+xml',
            title: feedTitle(profile),
            href: pathIn(profile, SITE_FILES.feed),
          }),
        ]
      : []),
  ]
  // The 404 page answers every unknown address: it has no address of its own and stays out of indexes.
  if (path === null) return [...tags, meta('name', 'robots', 'noindex')]

  const url = absoluteUrl(siteUrl, path)
  // The share images are drawn once, in the default language (a post in another language alone has its
  // own), so a shared link shows the same card whatever page of a language it comes from.
  const image = absoluteUrl(siteUrl, post ? postImagePath(post.slug) : SITE_FILES.shareImage)
  // The same page in each language that has it, the default language's as the one for everyone else.
  const alternates = languages.filter((language) => language.same)
  const [byDefault] = languages
  const imageAlt = post
    ? fill(localizedOf(profile.locale).t.meta.postImage, { title: post.title, owner: profile.name })
    : `${profile.name}, ${profile.tagline}`
  tags.push(
    // A post first published elsewhere names that address, so search engines credit the original.
    link({ rel: 'canonical', href: post?.canonical ?? url }),
    ...(alternates.length > 1
      ? [
          ...alternates.map(({ locale, path: there }) =>
            link({
              rel: 'alternate',
              hreflang: LOCALE_INFO[locale].htmlLang,
              href: absoluteUrl(siteUrl, there),
            }),
          ),
          ...(byDefault?.same
            ? [
                link({
                  rel: 'alternate',
                  hreflang: 'x-default',
                  href: absoluteUrl(siteUrl, byDefault.path),
                }),
              ]
            : []),
        ]
      : []),
    meta('property', 'og:type', PAGES[page].ogType ?? 'website'),
    meta('property', 'og:site_name', profile.name),
    meta('property', 'og:locale', LOCALE_INFO[profile.locale].ogLocale),
    ...alternates
      .filter(({ locale }) => locale !== profile.locale)
      .map(({ locale }) => meta('property', 'og:locale:alternate', LOCALE_INFO[locale].ogLocale)),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  )
  if (post) {
    tags.push(
      meta('property', 'article:published_time', post.date),
      ...(post.updated ? [meta('property', 'article:modified_time', post.updated)] : []),
      meta('property', 'article:author', profile.name),
      ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
      {
        tag: 'script',
        attributes: { type: 'application/ld+json' },
        text: jsonForScript(blogPostingJsonLd(post, profile, siteUrl)),
      },
    )
  }
  if (page === 'home') {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: jsonForScript(personJsonLd(profile, siteUrl)),
    })
  }
  return tags
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** schema.org Person: who the owner is, where she studied and works, and her profiles elsewhere. */
export function personJsonLd(profile: Profile, siteUrl: string) {
  const titles = profile.tagline
    .split('|')
    .map((title) => title.trim())
    .filter(Boolean)
  const institutions = [...new Set(profile.education.map((entry) => entry.institution))]
  const employers = [
    ...new Set(profile.experience.filter((entry) => entry.current).map((entry) => entry.company)),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: titles.length === 1 ? titles[0] : titles,
    description: ownerLine(profile),
    inLanguage: LOCALE_INFO[profile.locale].htmlLang,
    email: `mailto:${profile.email}`,
    url: absoluteUrl(siteUrl, pathIn(profile, '/')),
    image: absoluteUrl(siteUrl, SITE_FILES.shareImage),
    address: {
      '@type': 'PostalAddress',
      addressLocality: profile.location.city,
      ...(profile.location.region ? { addressRegion: profile.location.region } : {}),
      ...(profile.location.country ? { addressCountry: profile.location.country } : {}),
    },
    ...(profile.social.length ? { sameAs: profile.social.map((link) => link.url) } : {}),
    alumniOf: institutions.map((name) => ({ '@type': 'CollegeOrUniversity', name })),
    ...(employers.length
      ? { worksFor: employers.map((name) => ({ '@type': 'Organization', name })) }
      : {}),
  }
}

export const feedTitle = (profile: Profile) =>
  fill(localizedOf(profile.locale).t.writing.feedTitle, { owner: profile.name })

/** schema.org BlogPosting: a post, its dates, its author and where it lives. */
export function blogPostingJsonLd(post: PostMeta, profile: Profile, siteUrl: string) {
  const url = absoluteUrl(siteUrl, pathIn(profile, postPath(post.slug)))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    inLanguage: LOCALE_INFO[profile.locale].htmlLang,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    url,
    mainEntityOfPage: post.canonical ?? url,
    image: absoluteUrl(siteUrl, postImagePath(post.slug)),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    author: {
      '@type': 'Person',
      name: profile.name,
      url: absoluteUrl(siteUrl, pathIn(profile, '/')),
    },
    isPartOf: {
      '@type': 'Blog',
      name: feedTitle(profile),
      url: absoluteUrl(siteUrl, pathIn(profile, WRITING_PATH)),
    },
  }
}

type Indexable = { path: string; lastmod?: string; alternates: readonly LanguageLink[] }

/** A site of one language with these posts, or the site as `documentsOf` reads it. */
const siteOf = (site: readonly PostMeta[] | SiteData): SiteData =>
  Array.isArray(site) ? { posts: site } : (site as SiteData)

/**
 * The addresses worth indexing: every document with a path of its own, in every language, with a post's
 * last change and the same page in the site's other languages.
 */
export function indexablePaths(site: readonly PostMeta[] | SiteData): Indexable[] {
  return documentsOf(siteOf(site)).flatMap(({ path, post, languages }) =>
    path === null
      ? []
      : [
          {
            path,
            ...(post ? { lastmod: post.updated ?? post.date } : {}),
            alternates: languages.filter((language) => language.same),
          },
        ],
  )
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The API answers the page's scripts; it has nothing to index.
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, SITE_FILES.sitemap)}`,
    '',
  ].join('\n')
}

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/**
 * sitemap.xml: every indexable address, and for a site in several languages each address's alternates
 * (the same page in every language that has it, and x-default, the default language's), as Google reads
 * them in a sitemap.
 */
export function sitemapXml(siteUrl: string, site: readonly PostMeta[] | SiteData = []): string {
  const at = (path: string) => escapeXml(absoluteUrl(siteUrl, path))
  const alternate = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${at(path)}"/>`
  const pages = indexablePaths(site)
  const multilingual = pages.some(({ alternates }) => alternates.length > 1)
  const urls = pages.map(({ path, lastmod, alternates }) => {
    const [byDefault] = alternates
    const links =
      alternates.length > 1
        ? [
            ...alternates.map(({ locale, path: there }) =>
              alternate(LOCALE_INFO[locale].htmlLang, there),
            ),
            ...(byDefault && byDefault.locale === (siteOf(site).locales?.[0] ?? 'en')
              ? [alternate('x-default', byDefault.path)]
              : []),
          ].join('')
        : ''
    return `  <url><loc>${at(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    multilingual
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** The web app manifest: what a phone shows when the site is added to its home screen. */
export function webManifest(profile: Profile) {
  return {
    name: `${profile.name} | ${profile.tagline}`,
    // Launchers cut names longer than about 12 characters.
    short_name: Array.from(profile.name).length <= 12 ? profile.name : initialsOf(profile.name),
    description: pageMeta('home', profile).description,
    lang: LOCALE_INFO[profile.locale].htmlLang,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: BRAND.background,
    theme_color: BRAND.background,
    icons: [
      { src: SITE_FILES.favicon, sizes: 'any', type: 'image/svg+xml' },
      { src: SITE_FILES.icon192, sizes: '192x192', type: 'image/png' },
      { src: SITE_FILES.icon512, sizes: '512x512', type: 'image/png' },
      { src: SITE_FILES.maskableIcon, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
