// The files the build generates from the content file and SITE_URL: the share image, the icons, the web
// manifest, robots.txt, sitemap.xml, the JSON Resume, llms.txt, and with posts the feed and
// each post's share image. Pure JavaScript and WebAssembly (satori lays out and turns text
// into paths, resvg rasterises), with the font from an npm package, so it runs anywhere Node does and
// needs no network.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Resvg, initWasm } from '@resvg/resvg-wasm'
import type { ReactNode } from 'react'
import satori, { type SatoriOptions } from 'satori'
import type { Profile } from '../../src/content/schema.ts'
import { fontsForText } from './share-image-fonts.ts'
import { BRAND } from '../../src/core/brand.ts'
import {
  SHARE_IMAGE_SIZE,
  SITE_FILES,
  initialsOf,
  ownerLine,
  postImagePath,
  robotsTxt,
  sitemapXml,
  webManifest,
} from '../../src/core/seo.ts'
import { toJsonResume } from '../../src/core/json-resume.ts'
import { llmsTxt } from '../../src/core/llms-txt.ts'
import { rssXml } from '../../src/core/feed.ts'
import type { PostMeta } from '../../src/core/posts.ts'
import { siteOf } from '../../src/core/pages.ts'
import { pathIn } from '../../src/core/seo.ts'
import { contentIn } from '../../src/content/translations.ts'

const require = createRequire(import.meta.url)

export type SiteFile = { path: string; body: string | Uint8Array }

let wasmReady: Promise<void> | undefined
// resvg's WebAssembly can be initialised once per process (the dev server asks again on each reload).
const initResvg = () =>
  (wasmReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) =>
    initWasm(wasm),
  ))

/** The fonts for the owner's text: any script the font packages cover, loaded only as far as used. */
async function loadFonts(text: string): Promise<SatoriOptions['fonts']> {
  const { files, missing } = fontsForText(text)
  if (missing.length) {
    console.warn(
      `The share image has no font for ${missing.join(' ')}: those characters are left out of it.`,
    )
  }
  return Promise.all(
    files.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(file),
    })),
  )
}

const toPng = (svg: string, width: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()

/**
 * An .ico file holding PNG images, as every browser since 2010 reads it: a 6-byte header, a 16-byte entry
 * per image (its size, 32-bit colour, its length and where it starts), then the images.
 */
export function icoOf(images: ReadonlyArray<{ size: number; png: Uint8Array }>): Uint8Array {
  const header = 6 + 16 * images.length
  const ico = Buffer.alloc(header + images.reduce((total, image) => total + image.png.length, 0))
  ico.writeUInt16LE(1, 2) // type: icon
  ico.writeUInt16LE(images.length, 4)
  let offset = header
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index
    ico.writeUInt8(size % 256, entry) // width; 0 means 256
    ico.writeUInt8(size % 256, entry + 1) // height
    ico.writeUInt16LE(1, entry + 4) // colour planes
    ico.writeUInt16LE(32, entry + 6) // bits per pixel
    ico.writeUInt32LE(png.length, entry + 8)
    ico.writeUInt32LE(offset, entry + 12)
    ico.set(png, offset)
    offset += png.length
  })
  return new Uint8Array(ico)
}

// satori takes React-shaped elements; plain objects keep React (and its development build) out of the
// build script, which must load React's production build only once Vite has set NODE_ENV.
type Style = Record<string, string | number>
type Element = { type: 'div'; props: { style: Style; children?: Element | string | Element[] } }
const div = (style: Style, children?: Element | string | Element[]): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
})

/** The initials on the brand colour: the favicon, the app icons and the badge on the share image. */
function monogram(initials: string, size: number, radius: number): Element {
  return div(
    {
      width: size,
      height: size,
      borderRadius: radius,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: BRAND.iconBackground,
      color: BRAND.iconForeground,
      fontSize: Math.round(size * 0.44),
      fontWeight: 700,
      letterSpacing: -size * 0.01,
    },
    initials,
  )
}

/** What a share card says: a large title, a line in the accent colour under it, and a paragraph. */
type ShareCardText = { initials: string; title: string; subtitle: string; text: string }

const shareCardOf = (profile: Profile): ShareCardText => ({
  initials: initialsOf(profile.name),
  title: profile.name,
  subtitle: profile.tagline,
  text: ownerLine(profile),
})
// A post's card: its title, by the owner.
const postCardOf = (profile: Profile, post: PostMeta): ShareCardText => ({
  initials: initialsOf(profile.name),
  title: post.title,
  subtitle: profile.name,
  text: post.summary,
})

function shareCard({ initials, title, subtitle, text }: ShareCardText, host: string): Element {
  return div(
    {
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      backgroundColor: BRAND.background,
      backgroundImage:
        'radial-gradient(circle at 50% -20%, rgba(139, 147, 255, 0.32), rgba(11, 17, 32, 0) 65%)',
      color: BRAND.foreground,
      fontFamily: 'Inter, Noto Sans SC',
    },
    [
      div({ alignItems: 'center', gap: 24 }, [
        monogram(initials, 80, 20),
        div({ fontSize: 30, color: BRAND.mutedForeground }, host),
      ]),
      div({ flexDirection: 'column' }, [
        div(
          {
            fontSize: Array.from(title).length > 48 ? 56 : Array.from(title).length > 24 ? 64 : 88,
            fontWeight: 700,
            letterSpacing: -2,
            lineHeight: 1.1,
            lineClamp: 3,
          },
          title,
        ),
        div({ marginTop: 20, fontSize: 40, color: BRAND.accent, lineHeight: 1.25 }, subtitle),
        div(
          {
            marginTop: 28,
            maxWidth: 980,
            fontSize: 28,
            lineHeight: 1.45,
            color: BRAND.mutedForeground,
            lineClamp: 2,
          },
          text,
        ),
      ]),
      div({ width: 120, height: 8, borderRadius: 4, backgroundColor: BRAND.accent }),
    ],
  )
}

/**
 * The text drawn in the share images, the site's and each post's (the leak check reads it: the images
 * themselves hold only shapes).
 */
export function shareImageText(
  profile: Profile,
  siteUrl: string,
  posts: readonly PostMeta[] = [],
  translatedPosts: Readonly<Record<string, readonly PostMeta[]>> = {},
): string[] {
  return [
    shareCardOf(profile),
    ...cardPosts(profile, posts, translatedPosts).map(({ content, post }) =>
      postCardOf(content, post),
    ),
  ].flatMap(({ initials, title, subtitle, text }) => [
    initials,
    new URL(siteUrl).host,
    title,
    subtitle,
    text,
  ])
}

/**
 * Every generated file, with its address on the site; `translatedPosts`, each other language's posts by
 * its tag. Each language has its own JSON Resume and feed; the share images are the default language's,
 * but for a post written in another language alone.
 */
export async function buildSiteFiles(
  profile: Profile,
  siteUrl: string,
  posts: readonly PostMeta[] = [],
  translatedPosts: Readonly<Record<string, readonly PostMeta[]>> = {},
): Promise<SiteFile[]> {
  const [fonts] = await Promise.all([
    loadFonts(shareImageText(profile, siteUrl, posts, translatedPosts).join(' ')),
    initResvg(),
  ])
  const render = (node: Element, width: number, height: number) =>
    satori(node as unknown as ReactNode, { width, height, fonts })
  const initials = initialsOf(profile.name)

  // A rounded tile for tabs and bookmarks; a full-bleed square for launchers that cut their own shape
  // (the maskable icon keeps the initials inside the central 80% safe zone).
  const icon = await render(monogram(initials, 64, 14), 64, 64)
  const maskable = await render(monogram(initials, 64, 0), 64, 64)
  const host = new URL(siteUrl).host
  const shareImage = async (card: ShareCardText) =>
    toPng(
      await render(shareCard(card, host), SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height),
      SHARE_IMAGE_SIZE.width,
    )

  return [
    { path: SITE_FILES.favicon, body: icon },
    {
      path: SITE_FILES.faviconIco,
      body: icoOf([16, 32, 48].map((size) => ({ size, png: toPng(icon, size) }))),
    },
    { path: SITE_FILES.appleTouchIcon, body: toPng(maskable, 180) },
    { path: SITE_FILES.icon192, body: toPng(icon, 192) },
    { path: SITE_FILES.icon512, body: toPng(icon, 512) },
    { path: SITE_FILES.maskableIcon, body: toPng(maskable, 512) },
    { path: SITE_FILES.shareImage, body: await shareImage(shareCardOf(profile)) },
    { path: SITE_FILES.manifest, body: `${JSON.stringify(webManifest(profile), null, 2)}\n` },
    { path: SITE_FILES.robots, body: robotsTxt(siteUrl) },
    {
      path: SITE_FILES.sitemap,
      body: sitemapXml(siteUrl, siteOf(profile, posts, translatedPosts)),
    },
    { path: SITE_FILES.llms, body: llmsTxt(profile, siteUrl, posts, translatedPosts) },
    ...profile.locales.flatMap((locale) => {
      const content = contentIn(profile, locale)
      const written = locale === profile.locale ? posts : (translatedPosts[locale] ?? [])
      return [
        {
          path: pathIn(content, SITE_FILES.jsonResume),
          body: `${JSON.stringify(toJsonResume(content, siteUrl), null, 2)}\n`,
        },
        ...(written.length
          ? [{ path: pathIn(content, SITE_FILES.feed), body: rssXml(content, siteUrl, written) }]
          : []),
      ]
    }),
    ...(await Promise.all(
      cardPosts(profile, posts, translatedPosts).map(async ({ content, post }) => ({
        path: postImagePath(post.slug),
        body: await shareImage(postCardOf(content, post)),
      })),
    )),
  ]
}

/**
 * The posts that get a share image: the default language's, and each post another language has alone
 * (one image a slug, as the pages ask for it), each with the content in its language.
 */
function cardPosts(
  profile: Profile,
  posts: readonly PostMeta[],
  translatedPosts: Readonly<Record<string, readonly PostMeta[]>>,
): { content: Profile; post: PostMeta }[] {
  const slugs = new Set<string>()
  return profile.locales.flatMap((locale) => {
    const written = locale === profile.locale ? posts : (translatedPosts[locale] ?? [])
    return written
      .filter((post) => !slugs.has(post.slug) && Boolean(slugs.add(post.slug)))
      .map((post) => ({ content: contentIn(profile, locale), post }))
  })
}
