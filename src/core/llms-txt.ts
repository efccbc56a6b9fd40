// /llms.txt (llmstxt.org): who the owner is and where the rest is, as Markdown a language model reads
// before anything else: an H1 with the name, a blockquote summary, then sections of links. Generated from
// the content at build time, as the sitemap is.
import type { Profile } from '@/content/schema'
import { WRITING_PATH, formatPostDate, postPath, type PostMeta } from './posts'
import { sectionOf, sectionsOf, shownProfile } from './home-sections/registry'
import { SITE_FILES, ownerLine } from './seo'
import { localizedPath } from './pages'
import { LOCALE_INFO } from '@/i18n/locales'
import { absoluteUrl } from './site-url'

// A bracket in a link's text, or a parenthesis in its address, would end it early.
const linkText = (text: string) => text.replace(/[[\]\\]/g, (char) => `\\${char}`)
const link = (title: string, url: string, notes?: string) =>
  `- [${linkText(title)}](${url.replace(/\(/g, '%28').replace(/\)/g, '%29')})${notes ? `: ${notes}` : ''}`

/**
 * llms.txt, from the default language's content; a site in several languages lists each one's pages
 * (`translatedPosts`: each other language's posts, by its tag).
 */
export function llmsTxt(
  profile: Profile,
  siteUrl: string,
  posts: readonly PostMeta[] = [],
  translatedPosts: Readonly<Record<string, readonly PostMeta[]>> = {},
): string {
  const at = (path: string) => absoluteUrl(siteUrl, path)
  const [defaultLocale = profile.locale, ...others] = profile.locales
  // Each language named in English, as the rest of this file is written.
  const languageName = new Intl.DisplayNames('en', { type: 'language' })
  const languages = others.map((locale) => {
    const there = (path: string) => at(localizedPath(path, locale, defaultLocale))
    const name = languageName.of(LOCALE_INFO[locale].htmlLang) ?? locale
    return [
      link(
        `${name}: portfolio`,
        there('/'),
        `the portfolio in ${name} (${LOCALE_INFO[locale].name})`,
      ),
      link(
        `${name}: resume`,
        there('/resume'),
        `the resume in ${name}, with its PDF and JSON Resume`,
      ),
      ...(translatedPosts[locale]?.length
        ? [link(`${name}: writing`, there(WRITING_PATH), `the posts written in ${name}`)]
        : []),
    ]
  })
  const shown = shownProfile(profile)
  const ids = sectionsOf(profile, posts)
  // Each section's sentences, in page order, make the paragraph under the introduction.
  const facts = ids.flatMap((id) => {
    const { llms } = sectionOf(id)
    return llms === 'none' ? [] : llms(shown)
  })
  // The portfolio's parts by their anchors, but for the first screen and the posts (a page of their own).
  const parts = ids.filter((id) => id !== 'home' && id !== 'writing')
  return [
    `# ${profile.name}`,
    '',
    `> ${profile.tagline}. ${ownerLine(profile)}`,
    '',
    ...(profile.intro ? [profile.intro, ''] : []),
    facts.join(' '),
    '',
    '## Pages',
    '',
    link(
      'Portfolio',
      at('/'),
      `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}, with an AI assistant that answers questions about ${profile.name}`,
    ),
    link('Resume', at('/resume'), 'the resume, to read in the browser or download'),
    ...(posts.length ? [link('Writing', at(WRITING_PATH), `posts by ${profile.name}`)] : []),
    '',
    ...(languages.length
      ? [
          '## Languages',
          '',
          `The site is in ${[defaultLocale, ...others].map((locale) => languageName.of(LOCALE_INFO[locale].htmlLang)).join(', ')}; the pages above are in ${languageName.of(LOCALE_INFO[defaultLocale].htmlLang)}.`,
          '',
          ...languages.flat(),
          '',
        ]
      : []),
    ...(posts.length
      ? [
          '## Writing',
          '',
          ...posts.map((post) =>
            link(
              post.title,
              at(postPath(post.slug)),
              `${formatPostDate(post.date)}. ${post.summary}`,
            ),
          ),
          '',
        ]
      : []),
    '## Resume',
    '',
    link('Resume (PDF)', at(profile.resume.file), `${profile.name}'s resume`),
    link(
      'JSON Resume',
      at(SITE_FILES.jsonResume),
      'the same profile as data, in the JSON Resume 1.0 format (jsonresume.org)',
    ),
    '',
    ...(profile.faq.length
      ? ['## FAQ', '', ...profile.faq.map(({ question, answer }) => `- ${question} ${answer}`), '']
      : []),
    '## Contact',
    '',
    link('Email', `mailto:${profile.email}`, profile.email),
    ...profile.social.map((social) => link(social.label, social.url, social.handle)),
    '',
    '## Optional',
    '',
    link('Sitemap', at(SITE_FILES.sitemap)),
    ...(posts.length ? [link('RSS feed', at(SITE_FILES.feed), 'the posts, newest first')] : []),
    '',
  ].join('\n')
}
