// The site's own content, whoever the owner is: it loads, and the files it names are there.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { profile } from './profile'

const inPublic = (path: string) => existsSync(join('public', path))

describe("the owner's content (src/content/profile.ts)", () => {
  it('names a resume that is in public/, or leaves the build to render one', () => {
    // `pdf: 'file'` promises the owner's own PDF; otherwise a missing one is rendered from the content.
    if (profile.resume.pdf === 'file')
      expect(inPublic(profile.resume.file), `public${profile.resume.file}`).toBe(true)
    else expect(profile.resume.file).toMatch(/\.pdf$/)
  })

  it('names skill icons that are in public/', () => {
    const icons = profile.skills.flatMap((group) =>
      group.skills.flatMap((skill) => skill.icon ?? []),
    )
    expect(icons.filter((icon) => !inPublic(icon))).toEqual([])
  })

  it('names a photo that is in public/, if it has one', () => {
    expect(!profile.photo || inPublic(profile.photo.src)).toBe(true)
  })
})
