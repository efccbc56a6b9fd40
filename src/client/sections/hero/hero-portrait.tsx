import type { Profile } from '@/content/schema'
import { HERO_PHOTO_BOX, HERO_PHOTO_SIZES, heroPhotoCopies } from '@/core/hero-photo'
import { initialsOf } from '@/core/seo'
import { sitePath } from '@/client/lib/site-path'

// The box's size and shape are the preset's (styles.css, `.hero-portrait`): set in CSS from the first
// paint, so nothing moves when the photo arrives. The box is the portrait as drawn, its ring or frame
// included, so its edge is the one that keeps to the content's.

/**
 * The owner's photo beside the name: its WebP copies, or an SVG as it is (written into the page as
 * `inlined`, a data: URL, when the build found it small). Without one, the initials in an outline: a quiet
 * mark in the accent, smaller and lighter than the name, never a filled tile that outweighs it.
 */
export function HeroPortrait({
  profile,
  inlined,
}: {
  profile: Profile
  inlined?: string | undefined
}) {
  const { photo } = profile
  if (!photo) {
    return (
      <div className="hero-portrait" data-monogram="">
        <div
          className="flex items-center justify-center text-xl font-medium tracking-wide text-accent select-none lg:text-3xl"
          aria-hidden="true"
        >
          {initialsOf(profile.name)}
        </div>
      </div>
    )
  }
  const copies = inlined ? [] : heroPhotoCopies(photo.src)
  return (
    <div className="hero-portrait">
      {/* The first view's largest image: not lazy, asked for early. */}
      <img
        src={inlined ?? sitePath(copies[0]?.path ?? photo.src)}
        {...(copies.length > 0 && {
          srcSet: copies.map((copy) => `${sitePath(copy.path)} ${copy.width}w`).join(', '),
          sizes: HERO_PHOTO_SIZES,
        })}
        alt={photo.alt}
        width={HERO_PHOTO_BOX}
        height={HERO_PHOTO_BOX}
        fetchPriority="high"
        className="bg-subtle object-cover"
      />
    </div>
  )
}
