// The hero photo's copies, made from files of every awkward shape: a large landscape photo, a small one,
// and an SVG avatar, which needs none; a small SVG is written into the page instead.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  INLINE_SVG_LIMIT,
  heroPhotoFiles,
  inlinedHeroPhoto,
} from '../../tooling/builder/hero-photo'
import { HERO_PHOTO_BOX } from '../../src/core/hero-photo'

const dir = mkdtempSync(join(tmpdir(), 'hero-photo-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })

async function copiesOf(src: string) {
  const files = await heroPhotoFiles({ photo: { src, alt: 'x' } }, dir)
  return Promise.all(
    files.map(async ({ path, body }) => ({ path, ...(await sharp(body).metadata()) })),
  )
}

describe('heroPhotoFiles', () => {
  it('none without a photo', async () => {
    expect(await heroPhotoFiles({ photo: undefined }, dir)).toEqual([])
  })

  it('a landscape photo: square WebP copies at 1x and 2x of the box, beside the original', async () => {
    writeFileSync(join(dir, 'wide.jpg'), await solid(1600, 900).jpeg().toBuffer())
    const copies = await copiesOf('/wide.jpg')
    expect(copies.map(({ path, format, width, height }) => [path, format, width, height])).toEqual([
      [`/wide-${HERO_PHOTO_BOX}.webp`, 'webp', HERO_PHOTO_BOX, HERO_PHOTO_BOX],
      [`/wide-${HERO_PHOTO_BOX * 2}.webp`, 'webp', HERO_PHOTO_BOX * 2, HERO_PHOTO_BOX * 2],
    ])
  })

  it('a photo smaller than the box is enlarged to fill it, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    writeFileSync(join(dir, 'small.png'), await solid(90, 120).png().toBuffer())
    const copies = await copiesOf('/small.png')
    expect(copies.map(({ width, height }) => [width, height])).toEqual([
      [HERO_PHOTO_BOX, HERO_PHOTO_BOX],
      [HERO_PHOTO_BOX * 2, HERO_PHOTO_BOX * 2],
    ])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/small.png is 90×120 px'))
  })

  it('an SVG avatar gets none: the hero shows it as it is', async () => {
    writeFileSync(
      join(dir, 'avatar.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#0f766e"/></svg>',
    )
    expect(await copiesOf('/avatar.svg')).toEqual([])
  })

  it('a missing file names the field', async () => {
    await expect(heroPhotoFiles({ photo: { src: '/nope.jpg', alt: 'x' } }, dir)).rejects.toThrow(
      /photo\.src: \/nope\.jpg is not a file/,
    )
  })
})

describe('inlinedHeroPhoto', () => {
  const svg = (padding: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Ada's avatar${' '.repeat(padding)}</title><circle cx="32" cy="32" r="30" fill="#0f766e"/></svg>`
  const inline = (src: string) => inlinedHeroPhoto({ photo: { src, alt: 'x' } }, dir)

  it('a small SVG becomes a data: URL that holds the file exactly', async () => {
    writeFileSync(join(dir, 'small.svg'), `${svg(0)}\n`)
    const url = await inline('/small.svg')
    expect(url).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(url!.slice(url!.indexOf(',') + 1))).toBe(svg(0))
    // What a URL may not hold as it is stays escaped, so the address reads the same everywhere.
    expect(url).not.toMatch(/[<>"#]/)
  })

  it('an SVG over the limit, a raster photo and no photo stay files', async () => {
    const large = svg(INLINE_SVG_LIMIT)
    writeFileSync(join(dir, 'large.svg'), large)
    expect(await inline('/large.svg')).toBeUndefined()
    writeFileSync(join(dir, 'photo.jpg'), await solid(500, 500).jpeg().toBuffer())
    expect(await inline('/photo.jpg')).toBeUndefined()
    expect(await inlinedHeroPhoto({ photo: undefined }, dir)).toBeUndefined()
  })

  it('a missing file names the field', async () => {
    await expect(inline('/nope.svg')).rejects.toThrow(/photo\.src: \/nope\.svg is not a file/)
  })
})
