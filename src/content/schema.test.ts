import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureInput } from '../../tests/fixtures/owner'
import { en } from '@/i18n/en'
import { ContentError, parseProfile, resumeDownloadName } from './schema'

const clone = () => structuredClone(fixtureInput) as Record<string, unknown> & typeof fixtureInput
const problemsOf = (input: unknown) => {
  try {
    parseProfile(input)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the content to be refused')
}

describe('parseProfile: a mistake names the field, by name and by index', () => {
  it.each<[string, (p: ReturnType<typeof clone>) => void, string]>([
    ['a missing name', (p) => delete (p as Record<string, unknown>).name, 'name (name)'],
    ['a bad email', (p) => (p.email = 'not-an-email'), 'email (email)'],
    [
      'an unknown expertise',
      (p) => ((p.skills[1]!.skills[0] as { expertise: string }).expertise = 'Guru'),
      'skills › Tools › Docker › expertise (skills[1].skills[0].expertise): Invalid option',
    ],
    [
      'a resume download name that is not a PDF',
      (p) => (p.resume = { downloadName: 'resume.docx' } as never),
      'resume › downloadName (resume.downloadName)',
    ],
    [
      'a certificate link that is not http(s)',
      (p) => (p.certifications[0]!.url = 'javascript:alert(1)'),
      'certifications › Certified Kubernetes Administrator › url (certifications[0].url)',
    ],
    [
      'an icon from another site',
      (p) => ((p.skills[0]!.skills[0] as { icon?: string }).icon = 'https://cdn.example.com/x.svg'),
      'skills › Languages › Python › icon (skills[0].skills[0].icon)',
    ],
    [
      'a social link without an address',
      (p) => ((p.social[0] as { url: string }).url = 'linkedin'),
      'social › LinkedIn › url (social[0].url)',
    ],
    [
      'a sample project with a bad date',
      (p) => (p.sampleProjects[0]!.updated = 'March 2025'),
      'sampleProjects › harbour-map › updated (sampleProjects[0].updated)',
    ],
    [
      'an acronym of two words',
      (p) => ((p as Record<string, unknown>).acronyms = ['Graph QL']),
      'acronyms › #1 (acronyms[0])',
    ],
    [
      'a chip colour that is not #rrggbb',
      (p) => ((p as Record<string, unknown>).chipColors = { Go: 'teal' }),
      'chipColors › Go (chipColors.Go): expected a colour such as #3178c6',
    ],
    [
      'a status too long for a pill',
      (p) => ((p as Record<string, unknown>).status = 'x'.repeat(61)),
      'status (status)',
    ],
    [
      'a headline left empty',
      (p) => ((p as Record<string, unknown>).headline = ' '),
      'headline (headline)',
    ],
    [
      'a photo from another site',
      (p) =>
        ((p as Record<string, unknown>).photo = { src: 'https://x.example/me.jpg', alt: 'Me' }),
      'photo › src (photo.src)',
    ],
    [
      'a summary paragraph left empty (an entry without a name)',
      (p) => (p.summary[1] = ' '),
      'summary › #2 (summary[1])',
    ],
  ])('refuses %s', (_label, breakIt, field) => {
    const broken = clone()
    breakIt(broken)
    const message = problemsOf(broken)
    expect(message).toContain('src/content/profile.ts is invalid:')
    expect(message).toContain(field)
  })

  it('lists every mistake at once', () => {
    const broken = clone()
    broken.email = 'x'
    broken.tagline = ''
    expect(problemsOf(broken).split('\n  - ')).toHaveLength(3)
  })

  it('throws a ContentError whose stack is its message: no call stack for the owner to read', () => {
    const broken = clone()
    broken.email = 'x'
    try {
      parseProfile(broken)
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      expect((error as Error).stack).toBe((error as Error).message)
    }
    expect.assertions(2)
  })

  /** What the build's loader prints and exits with for a profile file holding `input`. */
  const loadWithBuild = (input: unknown) => {
    const folder = mkdtempSync(join(tmpdir(), 'content-error-'))
    try {
      const file = join(folder, 'profile.mts')
      writeFileSync(
        file,
        `import { defineProfile } from '${resolve('src/content/schema.ts')}'\n` +
          `export const profile = defineProfile(${JSON.stringify(input)})\n`,
      )
      const script = join(folder, 'load.mts')
      writeFileSync(
        script,
        `import { loadProfile } from '${resolve('tooling/builder/load-profile.ts')}'\nawait loadProfile(${JSON.stringify(file)})\n`,
      )
      return spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }

  it('the build scripts print it without a stack trace', () => {
    const run = loadWithBuild({ ...fixtureInput, email: 'nope' })
    expect(run.status).not.toBe(0)
    expect(run.stderr.trim()).toBe(
      'src/content/profile.ts is invalid:\n  - email (email): Invalid email address',
    )
  }, 30_000)

  it('headlien stops the build, naming headline', () => {
    const run = loadWithBuild({ ...fixtureInput, headlien: 'I build things.' })
    expect(run.status).not.toBe(0)
    expect(run.stderr.trim()).toBe(
      'src/content/profile.ts is invalid:\n  - headlien (headlien): unknown field; did you mean headline?',
    )
  }, 30_000)
})

describe('parseProfile: a field the site does not know is a mistake, with the name it likely meant', () => {
  const linesOf = (input: unknown) => problemsOf(input).split('\n').slice(1)

  it('a misspelt optional field names the field it meant', () => {
    expect(linesOf({ ...clone(), headlien: 'I build things.' })).toEqual([
      '  - headlien (headlien): unknown field; did you mean headline?',
    ])
  })

  it('a misspelt required field is one line naming both the unknown field and the missing one', () => {
    const { email, ...rest } = clone()
    expect(linesOf({ ...rest, emial: email })).toEqual([
      '  - emial (emial): unknown field; did you mean email? (email is required and missing)',
    ])
  })

  it('at any depth, by the entry’s name; with the fields there when nothing is near', () => {
    const broken = clone()
    const docker = broken.skills[1]!.skills[0] as Record<string, unknown>
    docker.expertice = docker.expertise
    delete docker.expertise
    ;(broken as Record<string, unknown>).theme = { accent: 'teal', preset: 'aurora', mood: 'calm' }
    expect(linesOf(broken)).toEqual([
      '  - skills › Tools › Docker › expertice (skills[1].skills[0].expertice): unknown field; did you mean expertise? (expertise is required and missing)',
      '  - theme › mood (theme.mood): unknown field; expected accent, preset',
    ])
  })

  it('a word far from every field gets no guess', () => {
    expect(linesOf({ ...clone(), favouriteColour: 'teal' })).toEqual([
      '  - favouriteColour (favouriteColour): unknown field: the site reads no field of that name here (see docs/content.md)',
    ])
  })

  it('is listed with the other mistakes, one line each', () => {
    expect(linesOf({ ...clone(), headlien: 'x', email: 'nope' })).toEqual([
      '  - headlien (headlien): unknown field; did you mean headline?',
      '  - email (email): Invalid email address',
    ])
  })

  it('the owner’s own keys (chip colours, project overrides) are not fields', () => {
    expect(() =>
      parseProfile({
        ...clone(),
        chipColors: { Headlien: '#123456' },
        projectRules: { overrides: { 'any-repo': { category: 'cloud' } } },
      }),
    ).not.toThrow()
  })
})

describe('parseProfile: what an owner may leave out', () => {
  const minimal = parseProfile({
    ...fixtureInput,
    social: undefined,
    certifications: undefined,
    education: [{ degree: 'BSc', institution: 'Somewhere' }],
  })

  it('no social links, no certifications, no GPA, no focus', () => {
    expect(minimal.social).toEqual([])
    expect(minimal.certifications).toEqual([])
    expect(minimal.education[0]).toEqual({
      degree: 'BSc',
      institution: 'Somewhere',
      current: false,
    })
  })

  it('the section copy defaults to the catalog of the content’s language', () => {
    const { projects: _p, skills: _s, certifications: _c, writing: _w, ...titled } = en.sections
    expect(minimal.sections).toEqual({
      ...titled,
      // Titles the site fixes are not the content's; no section has a subtitle unless the owner writes one.
      projects: {},
      skills: {},
      certifications: {},
      order: [],
      hidden: [],
    })
    const some = parseProfile({ ...fixtureInput, sections: { contact: { blurb: 'Write!' } } })
    expect(some.sections.contact).toEqual({ ...en.sections.contact, blurb: 'Write!' })
    expect(some.sections.about).toEqual(en.sections.about)
  })

  it('the about skill areas default to the skill groups', () => {
    expect(minimal.aboutSkills).toEqual([
      { category: 'Languages', items: ['Python', 'Elixir'] },
      { category: 'Tools', items: ['Docker'] },
    ])
  })

  it('the resume defaults to /resume.pdf, saved under the owner’s name', () => {
    expect(minimal.resume).toEqual({ file: '/resume.pdf', downloadName: 'Ada_Quinn_Resume.pdf' })
  })

  it('status, headline and photo are optional; chip colours default to none', () => {
    const profile = parseProfile(clone())
    expect(profile.status).toBeUndefined()
    expect(profile.headline).toBeUndefined()
    expect(profile.photo).toBeUndefined()
    expect(profile.chipColors).toEqual({})
    const avatar = parseProfile({ ...clone(), photo: { src: '/avatar.svg', alt: 'A drawing' } })
    expect(avatar.photo?.src).toBe('/avatar.svg')
  })

  it('the project rules default to none', () => {
    expect(minimal.projectRules).toEqual({ overrides: {}, keywords: {} })
  })
})

describe('resumeDownloadName', () => {
  it.each([
    ['Ada Quinn', 'Ada_Quinn_Resume.pdf'],
    ['Zoë Ñúñez-Østergaard', 'Zoë_Ñúñez-Østergaard_Resume.pdf'],
    ['李小龙', '李小龙_Resume.pdf'],
    ['A/B: "C"', 'A_B_C_Resume.pdf'],
    ['***', 'Resume_Resume.pdf'],
  ])('%s -> %s', (name, fileName) => {
    expect(resumeDownloadName(name)).toBe(fileName)
    expect(parseProfile({ ...fixtureInput, name }).resume.downloadName).toBe(fileName)
  })
})
