// Every example owner under examples/ is a complete, valid starting point: its profile loads, and the
// files it names ship with it or with the site.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRESETS } from '@/content/look'
import type { Profile } from '@/content/schema'
import { everyLanguage } from '@/content/translations'
import { resumeFileOf } from '../../tooling/builder/resume-file'
import { extractResumeText } from '../../tooling/vite/resume-text'

const examples = Object.entries(
  import.meta.glob<{ profile: Profile }>('../../examples/*/profile.ts', { eager: true }),
).map(([path, module]) => [path.split('/').at(-2) ?? path, module.profile] as const)

const shipped = (folder: string, path: string) =>
  existsSync(join('examples', folder, path.replace(/^\//, ''))) || existsSync(join('public', path))

describe('the example owners', () => {
  it('are at least two, and different people', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2)
    expect(new Set(examples.map(([, profile]) => profile.name)).size).toBe(examples.length)
  })

  it('show every preset between them, so a new owner sees each design on a real page', () => {
    expect(new Set(examples.map(([, profile]) => profile.theme.preset))).toEqual(new Set(PRESETS))
  })

  describe.each(examples)('%s', (folder, profile) => {
    it('has a resume PDF: its own, or one the build renders from its content', async () => {
      const resume = await resumeFileOf(profile, { publicDir: join('examples', folder) })
      expect((await extractResumeText(resume.bytes)).text).toContain(profile.name)
    })

    it('is valid in every one of its languages, its translations laid over it', () => {
      const languages = everyLanguage(profile)
      expect(languages.map((content) => content.locale)).toEqual(profile.locales)
      for (const content of languages) expect(content.name).toBe(profile.name)
    })

    it('names skill icons the site has', () => {
      const icons = profile.skills.flatMap((group) => group.skills.flatMap((s) => s.icon ?? []))
      expect(icons.filter((icon) => !shipped(folder, icon))).toEqual([])
    })
  })
})
