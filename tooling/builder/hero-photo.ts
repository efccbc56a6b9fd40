// The hero photo's WebP copies (names and sizes in src/core/hero-photo.ts), made from the owner's file
// under public/ with sharp (libvips, prebuilt for every platform npm installs on). Each copy is a square:
// a photo that is not square is cropped around its most interesting part (sharp's `attention` strategy:
// the region with the most luminance, saturation and skin tone), so a face stays in the box. An SVG (an
// illustrated avatar) gets no copies: the hero shows it as it is, written into the page when it is small
// (inlinedHeroPhoto). A photo smaller than a copy is enlarged to fill the box, with a warning: the page's
// layout never depends on the owner's file.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Profile } from '../../src/content/schema.ts'
import { heroPhotoCopies, isVectorPhoto } from '../../src/core/hero-photo.ts'
import type { SiteFile } from './site-files.ts'

// WebP at this quality: a 416 px portrait comes to about 15 to 30 KB.
const QUALITY = 80

/**
 * An SVG photo up to this many bytes is written into the page as a data: URL, which saves the first view
 * a request (its headers outweigh a small avatar). It is Vite's own limit for inlining an asset.
 */
export const INLINE_SVG_LIMIT = 4096

async function readPhoto(src: string, publicDir: string): Promise<Buffer> {
  const file = join(publicDir, src)
  try {
    return await readFile(file)
  } catch {
    throw new Error(`photo.src: ${src} is not a file under ${publicDir}/ (${file})`)
  }
}

/**
 * The photo as a data: URL when it is an SVG of at most INLINE_SVG_LIMIT bytes; otherwise undefined, and
 * the hero links the file. Percent-encoded, except the characters a data: URL may hold as they are: that
 * compresses better than base64.
 */
export async function inlinedHeroPhoto(
  profile: Pick<Profile, 'photo'>,
  publicDir = 'public',
): Promise<string | undefined> {
  const { photo } = profile
  if (!photo || !isVectorPhoto(photo.src)) return undefined
  const svg = await readPhoto(photo.src, publicDir)
  if (svg.byteLength > INLINE_SVG_LIMIT) return undefined
  const encoded = encodeURIComponent(svg.toString('utf8').trim()).replace(
    /%(20|27|28|29|2C|2F|3A|3B|3D)/g,
    (escape) => decodeURIComponent(escape),
  )
  return `data:image/svg+xml,${encoded}`
}

export async function heroPhotoFiles(
  profile: Pick<Profile, 'photo'>,
  publicDir = 'public',
): Promise<SiteFile[]> {
  const { photo } = profile
  if (!photo) return []
  const source = await readPhoto(photo.src, publicDir)
  const copies = heroPhotoCopies(photo.src)
  if (copies.length === 0) return []
  const largest = Math.max(...copies.map((copy) => copy.width))
  const meta = await sharp(source).metadata()
  const shortSide = Math.min(meta.width, meta.height)
  if (shortSide < largest) {
    console.warn(
      `photo.src: ${photo.src} is ${meta.width}×${meta.height} px; the hero shows it up to ${largest} px, so it is enlarged (a square of at least ${largest} px looks sharper).`,
    )
  }
  return Promise.all(
    copies.map(async ({ width, path }) => ({
      path,
      body: await sharp(source)
        .rotate()
        .resize(width, width, { fit: 'cover', position: sharp.strategy.attention })
        .webp({ quality: QUALITY })
        .toBuffer(),
    })),
  )
}
