import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { profile } from '@/content/profile'
import { documentsOf, siteOf } from '@/core/pages'
import { loadPostMetas } from '../../tooling/vite/posts'
import {
  SHARE_IMAGE_SIZE,
  SITE_FILES,
  headTags,
  personJsonLd,
  robotsTxt,
  sitemapXml,
} from '@/core/seo'
import { builtSiteUrl } from './support/site-url'

const siteUrl = builtSiteUrl()

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function headOf(page: Page) {
  return page.locator('head').evaluate((head) =>
    Array.from(head.children).map((element) => ({
      tag: element.tagName.toLowerCase(),
      attributes: Object.fromEntries(
        Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value]),
      ),
      text: element.textContent ?? '',
    })),
  )
}

// The owner's published posts, as the build read them.
const { posts, translated } = await loadPostMetas()

for (const document of documentsOf({ posts })) {
  const path = document.path ?? '/no/such/page'
  test(`${path} carries the head the content file describes`, async ({ page, server }) => {
    await page.goto(`${server.url}${path}`)
    const head = await headOf(page)
    for (const expected of headTags(document, profile, siteUrl, posts)) {
      const found = head.filter(
        (element) =>
          element.tag === expected.tag &&
          Object.entries(expected.attributes).every(
            ([key, value]) => element.attributes[key] === value,
          ),
      )
      expect(found, `<${expected.tag} ${JSON.stringify(expected.attributes)}>`).toHaveLength(1)
      if (expected.tag === 'title') expect(found[0]?.text).toBe(expected.text)
    }
    if (document.page === 'home') {
      const jsonLd = head.find((element) => element.attributes.type === 'application/ld+json')
      expect(JSON.parse(jsonLd?.text ?? 'null')).toEqual(personJsonLd(profile, siteUrl))
    }
  })
}

test('the canonical address of each page is on SITE_URL', async ({ page, server }) => {
  for (const { path, post } of documentsOf({ posts })) {
    if (path === null || post?.canonical) continue
    await page.goto(`${server.url}${path}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, `${siteUrl}/`).href,
    )
  }
})

test('robots.txt and sitemap.xml are served as text', async ({ request, server }) => {
  const robots = await request.get(`${server.url}${SITE_FILES.robots}`)
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toBe(robotsTxt(siteUrl))

  const sitemap = await request.get(`${server.url}${SITE_FILES.sitemap}`)
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('xml')
  expect(await sitemap.text()).toBe(sitemapXml(siteUrl, siteOf(profile, posts, translated)))
})

test('the share image is a 1200x630 PNG', async ({ request, server }) => {
  const response = await request.get(`${server.url}${SITE_FILES.shareImage}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(pngSize(await response.body())).toEqual(SHARE_IMAGE_SIZE)
})

test('the manifest names the owner, and every icon it lists is served at its stated size', async ({
  request,
  server,
}) => {
  const response = await request.get(`${server.url}${SITE_FILES.manifest}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/manifest+json')
  const manifest = (await response.json()) as {
    name: string
    icons: { src: string; sizes: string; type: string }[]
  }
  expect(manifest.name).toContain(profile.name)
  expect(manifest.icons.length).toBeGreaterThan(0)
  for (const icon of [
    ...manifest.icons,
    { src: SITE_FILES.appleTouchIcon, sizes: '180x180', type: 'image/png' },
  ]) {
    const file = await request.get(`${server.url}${icon.src}`)
    expect(file.status(), icon.src).toBe(200)
    expect(file.headers()['content-type'], icon.src).toContain(icon.type)
    if (icon.type === 'image/png') {
      const { width, height } = pngSize(await file.body())
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
    } else {
      expect(await file.text(), icon.src).toContain('<svg')
    }
  }
})

test('/favicon.ico is the same tile, for what asks for it without reading the page', async ({
  request,
  server,
}) => {
  const response = await request.get(`${server.url}/favicon.ico`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/x-icon')
  const ico = await response.body()
  // An icon directory (reserved 0, type 1) of three PNG images: 16, 32 and 48 px.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])
  for (const [index, size] of [16, 32, 48].entries()) {
    const entry = 6 + 16 * index
    const png = ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    )
    expect([ico.readUInt8(entry), pngSize(png)]).toEqual([size, { width: size, height: size }])
  }
})
