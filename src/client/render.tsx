// The server-rendering entry: Vite builds it for Node, and tooling/builder/build.ts and the dev server use it to
// turn each page into complete HTML.
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { AssistantIsland } from '@/client/chat/assistant-island'
import { Island } from '@/client/components/island'
import { sitePath } from '@/client/lib/site-path'
import { PageLocaleProvider, type PageLocale } from '@/client/lib/page-locale'
import { pageLocaleOf } from '@/client/lib/page-locales'
import { RENDER_LATER_SCRIPT } from '@/client/lib/render-later'
import { THEME_BOOT_SCRIPT } from '@/client/lib/theme-boot'
import { notFoundLanguageScript } from '@/client/lib/not-found-language'
import { posts, translatedPosts } from 'virtual:posts'
import { HomePage } from '@/client/pages/home/home-page'
import { notFoundIsland } from '@/client/pages/not-found/not-found-page'
import { resumeIsland } from '@/client/pages/resume/resume-page'
import { ownerIsland } from '@/client/pages/owner/owner-app'
import { PostPage } from '@/client/pages/writing/post-page'
import { WritingPage } from '@/client/pages/writing/writing-page'
import { lookAttributes } from '@/content/look'
import { profile } from '@/content/profile'
import type { Profile } from '@/content/schema'
import { contentIn } from '@/content/translations'
import { PROJECTS_API_PATH } from '@/core/projects'
import { documentsOf, siteOf, type Document, type PageName } from '@/core/pages'
import { metaOf, type Post } from '@/core/posts'
import { SECTION_IDS } from '@/core/sections'
import { SITE_FILES, headTags, type HeadTag } from '@/core/seo'
import { DEFAULT_SITE_URL } from '@/core/site-url'
import { messagesOf, type Locale } from '@/i18n/catalog'
import { fill } from '@/i18n/format'
import { LOCALE_INFO } from '@/i18n/locales'

/** What a page is rendered from: the content and the posts in its language, and the build's options. */
type ViewOptions = Pick<RenderOptions, 'chatApi' | 'heroPhoto'> & {
  page: PageLocale
  content: Profile
  posts: readonly Post[]
}
type View = (document: Document, options: ViewOptions) => ReactNode

/**
 * A page other than the home page, with the assistant's floating button after its content: the same
 * button as on the home page, whose panel's links to sections go back to it.
 */
const withAssistant = (page: ReactNode, content: Profile, chatApi: string | null | undefined) => (
  <>
    {page}
    <AssistantIsland profile={content} chatApi={chatApi} />
  </>
)

// Each page's React tree, by the page's name in core/pages.ts: a page without a view does not compile.
const VIEWS = {
  home: (_document, { chatApi, heroPhoto, content, posts }) => (
    <HomePage
      profile={content}
      buildYear={new Date().getFullYear()}
      chatApi={chatApi}
      heroPhoto={heroPhoto}
      posts={posts.map(metaOf)}
    />
  ),
  resume: (_document, { chatApi, content, page: { t, href, languages } }) =>
    withAssistant(
      <Island
        of={resumeIsland}
        props={{
          texts: {
            ...t.resume,
            frameTitle: fill(t.resume.frameTitle, { owner: content.name }),
            toggleTheme: t.common.toggleTheme,
            language: t.common.language,
          },
          home: href('/'),
          languages,
          // The resume in the page's language: its own PDF and JSON Resume.
          file: href(content.resume.file),
          fileName: content.resume.downloadName,
          jsonResume: href(SITE_FILES.jsonResume),
        }}
      />,
      content,
      chatApi,
    ),
  writing: (_document, { chatApi, content, posts }) =>
    withAssistant(
      <WritingPage ownerName={content.name} posts={posts.map(metaOf)} />,
      content,
      chatApi,
    ),
  post: ({ post }, { chatApi, content, posts }) => {
    const found = posts.find((entry) => entry.slug === post?.slug)
    if (!found) throw new Error(`No post ${post?.slug ?? ''} to render`)
    return withAssistant(<PostPage ownerName={content.name} post={found} />, content, chatApi)
  },
  'not-found': (_document, { chatApi, content, page: { t, href, languages } }) =>
    withAssistant(
      <Island
        of={notFoundIsland}
        props={{
          texts: { ...t.notFound, language: t.common.language },
          home: href('/'),
          languages,
        }}
      />,
      content,
      chatApi,
    ),
} satisfies Record<PageName, View>

/** The posts written in a language: the default one's, or another's (src/content/writing/<tag>/). */
const postsIn = (locale: Locale): readonly Post[] =>
  locale === profile.locale ? posts : (translatedPosts[locale] ?? [])

/** Every document the site has with this content: what the build prerenders and the dev server serves. */
export const documents = () =>
  documentsOf(
    siteOf(
      profile,
      posts.map(metaOf),
      Object.fromEntries(profile.locales.map((locale) => [locale, postsIn(locale).map(metaOf)])),
    ),
  )

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// The site's own files (icons, the manifest) under the base path the site is built for.
const onSite = (name: string, value: string) =>
  (name === 'href' || name === 'src') && /^\/(?!\/)/.test(value) ? sitePath(value) : value

function renderHeadTag({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(onSite(name, value))}"`)
    .join('')
  if (tag === 'meta' || tag === 'link') return `<${tag}${attrs} />`
  // A script's text is JSON made safe for it by jsonForScript, so it is not HTML-escaped.
  return `<${tag}${attrs}>${tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')}</${tag}>`
}

export type RenderOptions = {
  /** The site's public address (SITE_URL, read by the build): canonical links and share tags use it. */
  siteUrl?: string
  /** Where the assistant's API is; see AssistantIsland's `chatApi`. */
  chatApi?: string | null
  /** The hero photo written into the page (see tooling/builder/hero-photo.ts's inlinedHeroPhoto). */
  heroPhoto?: string | undefined
}

/**
 * The attributes of every page's <html> (the one document around the templates is
 * tooling/vite/page-document.ts's): its language, and the owner's look (preset and accent), which the
 * stylesheet reads without a script.
 */
const htmlAttributesOf = (locale: Locale): Record<string, string> => ({
  lang: LOCALE_INFO[locale].htmlLang,
  dir: LOCALE_INFO[locale].dir,
  ...lookAttributes(profile.theme),
})

export async function renderPage(
  document: Document,
  { siteUrl = DEFAULT_SITE_URL, chatApi, heroPhoto }: RenderOptions = {},
): Promise<{ head: string; html: string; htmlAttributes: Record<string, string> }> {
  const { page } = document
  const locale = pageLocaleOf(document.locale, profile.locale, document.languages)
  const content = contentIn(profile, document.locale)
  const posts = postsIn(document.locale)
  const { prelude } = await prerender(
    <PageLocaleProvider value={locale}>
      {VIEWS[page](document, { chatApi, heroPhoto, page: locale, content, posts })}
    </PageLocaleProvider>,
  )
  const html = await new Response(prelude).text()
  const head = [
    ...headTags(document, content, siteUrl, posts.map(metaOf)).map(renderHeadTag),
    `<script>${THEME_BOOT_SCRIPT}</script>`,
    // The site's one 404 page on a static host shows the language of the address it answers.
    ...(page === 'not-found' && document.locale === profile.locale && profile.locales.length > 1
      ? [
          `<script>${notFoundLanguageScript(sitePath('/'), profile.locales, profile.locale)}</script>`,
        ]
      : []),
    ...(page === 'home'
      ? [
          // The sections below the first screen are laid out after it (lib/render-later.ts).
          `<script>${RENDER_LATER_SCRIPT}</script>`,
          // The projects request starts with the page, in parallel with the JavaScript; the island's
          // fetch reuses it.
          `<link rel="preload" href="${sitePath(PROJECTS_API_PATH)}" as="fetch" crossorigin="anonymous" />`,
          // The hero is centred in the first screen: painted half parsed, as a busy browser may do, it
          // jumps when the rest arrives. The first paint waits until the section after it has begun.
          `<link rel="expect" href="#${SECTION_IDS[1]}" blocking="render" />`,
        ]
      : []),
  ].join('\n    ')
  return { head, html, htmlAttributes: htmlAttributesOf(document.locale) }
}

/**
 * The owner's page (/owner), which is not one of the site's pages: no share tags, no canonical link,
 * nothing a crawler could use, and a head that says noindex. It shows "checking" until the browser asks
 * the API whether it holds a session.
 */
export async function renderOwnerPage(): Promise<{
  head: string
  html: string
  htmlAttributes: Record<string, string>
}> {
  const { prelude } = await prerender(
    <PageLocaleProvider value={pageLocaleOf(profile.locale, profile.locale)}>
      <Island
        of={ownerIsland}
        props={{
          ownerName: profile.name,
          texts: messagesOf(profile.locale).owner,
          intl: LOCALE_INFO[profile.locale].intl,
          toggleTheme: messagesOf(profile.locale).common.toggleTheme,
        }}
      />
    </PageLocaleProvider>,
  )
  const head = [
    `<meta name="robots" content="noindex, nofollow" />`,
    `<title>${escapeHtml(fill(messagesOf(profile.locale).owner.pageTitle, { owner: profile.name }))}</title>`,
    `<script>${THEME_BOOT_SCRIPT}</script>`,
  ].join('\n    ')
  return {
    head,
    html: await new Response(prelude).text(),
    htmlAttributes: htmlAttributesOf(profile.locale),
  }
}
