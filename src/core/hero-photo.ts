// The hero photo's copies: the build (tooling/builder/hero-photo.ts) writes them and the hero links them, so both
// read the names from here. The photo sits in a square box, HERO_PHOTO_BOX CSS pixels wide on wide
// screens (smaller on phones); the copies are that box at 1x and 2x, so a sharp screen gets a sharp photo
// and nobody downloads the owner's full-size original. An SVG (an illustrated avatar) needs none: the
// browser draws it sharp at any size, and it is smaller than either copy would be. A small one is written
// into the page itself (tooling/builder/hero-photo.ts): no request of its own before the first paint.

/** The photo's box on a wide screen, in CSS pixels. */
export const HERO_PHOTO_BOX = 208
/** The box on a phone, where the photo sits above the name. */
export const HERO_PHOTO_BOX_PHONE = 96
/** Where the hero switches from the phone layout to the wide one (Tailwind's `md`). */
export const HERO_WIDE_FROM = '48rem'

export type HeroPhotoCopy = { width: number; path: string }

/** Whether the photo is an SVG (an illustrated avatar), which needs no copies. */
export const isVectorPhoto = (src: string) => src.toLowerCase().endsWith('.svg')

/**
 * `/me/photo.jpg` -> `/me/photo-208.webp` and `/me/photo-416.webp`: beside the original, in WebP. None
 * for an SVG, which the hero shows as it is.
 */
export function heroPhotoCopies(src: string): HeroPhotoCopy[] {
  if (isVectorPhoto(src)) return []
  const stem = src.replace(/\.[a-z0-9]+$/i, '')
  return [1, 2].map((density) => {
    const width = HERO_PHOTO_BOX * density
    return { width, path: `${stem}-${width}.webp` }
  })
}

/** The `sizes` that tell the browser which box the photo fills, so it picks the copy before layout. */
export const HERO_PHOTO_SIZES = `(min-width: ${HERO_WIDE_FROM}) ${HERO_PHOTO_BOX}px, ${HERO_PHOTO_BOX_PHONE}px`
