// /rss.xml: the posts as RSS 2.0, newest first, each with its full summary and absolute links from the
// site's public address (SITE_URL), so a feed reader can follow them from anywhere.
import type { Profile } from '@/content/schema'
import { fill } from '@/i18n/format'
import { LOCALE_INFO, localizedOf } from '@/i18n/locales'
import { WRITING_PATH, postPath, type PostMeta } from './posts'
import { SITE_FILES, escapeXml, feedTitle } from './seo'
import { absoluteUrl } from './site-url'

/** RFC 822, as RSS wants it: "Wed, 04 Mar 2026 00:00:00 GMT". */
const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString()

/** The feed of the posts in the content's language (`profile.locale`). */
export function rssXml(profile: Profile, siteUrl: string, posts: readonly PostMeta[]): string {
  const { t } = localizedOf(profile.locale)
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`
  const items = posts.map((post) => {
    const url = absoluteUrl(siteUrl, postPath(post.slug))
    return [
      '    <item>',
      `      ${element('title', post.title)}`,
      `      ${element('link', url)}`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      ${element('pubDate', rfc822(post.date))}`,
      `      ${element('description', post.summary)}`,
      ...post.tags.map((tag) => `      ${element('category', tag)}`),
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', feedTitle(profile))}`,
    `    ${element('link', absoluteUrl(siteUrl, WRITING_PATH))}`,
    `    ${element('description', fill(t.writing.feedDescription, { owner: profile.name, tagline: profile.tagline }))}`,
    `    ${element('language', LOCALE_INFO[profile.locale].htmlLang)}`,
    ...(posts[0]
      ? [`    ${element('lastBuildDate', rfc822(posts[0].updated ?? posts[0].date))}`]
      : []),
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, SITE_FILES.feed))}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
