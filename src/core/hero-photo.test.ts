import { describe, expect, it } from 'vitest'
import { HERO_PHOTO_BOX, heroPhotoCopies } from './hero-photo'

describe('heroPhotoCopies', () => {
  it.each([
    ['/photo.jpg', '/photo'],
    ['/me/Ada.Quinn.PNG', '/me/Ada.Quinn'],
  ])('%s: WebP copies at 1x and 2x of the box, beside the original', (src, stem) => {
    expect(heroPhotoCopies(src)).toEqual([
      { width: HERO_PHOTO_BOX, path: `${stem}-${HERO_PHOTO_BOX}.webp` },
      { width: HERO_PHOTO_BOX * 2, path: `${stem}-${HERO_PHOTO_BOX * 2}.webp` },
    ])
  })

  it('none for an SVG, which the hero shows as it is', () => {
    expect(heroPhotoCopies('/me/Avatar.SVG')).toEqual([])
  })
})
