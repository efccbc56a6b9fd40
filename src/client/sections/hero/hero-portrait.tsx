import type { Profile } from '@/content/schema'
import { HERO_PHOTO_BOX, HERO_PHOTO_SIZES, heroPhotoCopies } from '@/core/hero-photo'
import { initialsOf } from '@/core/seo'
import { sitePath } from '@/client/lib/site-path'

// One box for photo and monogram, the same size in the HTML and in CSS, so nothing moves when the photo
// arrives: HERO_PHOTO_BOX_PHONE (96 px) on phones, where it sits above the name and should not push the
// actions down, HERO_PHOTO_BOX (208 px) from `md` up.
const BOX = 'size-24 md:size-52'

/**
 * The owner's photo beside the name: its WebP copies, an SVG as it is (written into the page as `inlined`,
 * a data: URL, when the build found it small), or the initials on the accent without one.
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
          className={`${BOX} flex items-center justify-center rounded-2xl bg-accent text-4xl font-black tracking-tight text-accent-foreground select-none md:text-7xl`}
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
        className={`${BOX} rounded-2xl bg-subtle object-cover`}
      />
    </div>
  )
}
