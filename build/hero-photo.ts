// The hero photo's WebP copies (names and sizes in src/core/hero-photo.ts), made from the owner's file
// under public/ with sharp (libvips, prebuilt for every platform npm installs on). Each copy is a square:
// a photo that is not square is cropped around its most interesting part (sharp's `attention` strategy:
// the region with the most luminance, saturation and skin tone), so a face stays in the box. An SVG (an
// illustrated avatar) gets no copies: the hero shows it as it is. A photo smaller than a copy is enlarged
// to fill the box, with a warning: the page's layout never depends on the owner's file.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Profile } from '../src/content/schema.ts'
import { heroPhotoCopies } from '../src/core/hero-photo.ts'
import type { SiteFile } from './site-files.ts'

// WebP at this quality: a 416 px portrait comes to about 15 to 30 KB.
const QUALITY = 80

export async function heroPhotoFiles(
  profile: Pick<Profile, 'photo'>,
  publicDir = 'public',
): Promise<SiteFile[]> {
  const { photo } = profile
  if (!photo) return []
  const file = join(publicDir, photo.src)
  let source: Buffer
  try {
    source = await readFile(file)
  } catch {
    throw new Error(`photo.src: ${photo.src} is not a file under ${publicDir}/ (${file})`)
  }
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
