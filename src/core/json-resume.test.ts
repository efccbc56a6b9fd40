// JSON Resume in and out: the export validates against the official schema, and import then export give
// back the same data for the fields both sides have, on the schema package's sample resumes and on both
// example owners.
import { OPTIONAL_SECTION_IDS } from '@/content/section-ids'
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defineProfile, type Profile } from '@/content/schema'
import { contentIn } from '@/content/translations'
import { fixtureOwner } from '../../tests/fixtures/owner'
import { expertiseOf, fromJsonResume, slugOf, toJsonResume, type JsonResume } from './json-resume'
import { categoriseRepo, technologyBadges } from './project-categories'
import { sampleProjects } from './sample-projects'

const require = createRequire(import.meta.url)
const { validate } = require('@jsonresume/schema') as {
  validate: (resume: unknown, callback: (errors: unknown[] | null, valid: boolean) => void) => void
}
const schemaErrors = (resume: unknown) => {
  let found: unknown[] = []
  validate(resume, (errors) => (found = errors ?? []))
  return found
}

const SITE = 'https://owner.example'
const TODAY = new Date('2026-11-24T12:00:00Z')
const packageDir = join(require.resolve('@jsonresume/schema'), '..')
const samples = [
  join(packageDir, 'sample.resume.json'),
  ...readdirSync(join(packageDir, 'examples')).map((name) => join(packageDir, 'examples', name)),
]
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as JsonResume
const imported = (resume: JsonResume) => defineProfile(fromJsonResume(resume, TODAY).profile)

const month = (date: string | undefined) => date?.slice(0, 7)
// The site keeps a project's description and highlights as one text, each a sentence.
const asText = (lines: Array<string | undefined>) =>
  lines
    .filter((line): line is string => !!line?.trim())
    .map((line) => line.trim())
    .map((line) => (/[.!?…:;]$/.test(line) ? line : `${line}.`))
    .join(' ')

/** What a JSON Resume says that the profile can hold too, in the form the profile holds it. */
function shared(resume: JsonResume) {
  const { basics = {} } = resume
  return {
    name: basics.name,
    label: basics.label,
    email: basics.email,
    summary: basics.summary?.trim(),
    location: { city: basics.location?.city, region: basics.location?.region },
    countryCode: basics.location?.countryCode,
    profiles: basics.profiles?.map(({ network, username, url }) => ({ network, username, url })),
    work: resume.work?.map((job) => ({
      name: job.name,
      position: job.position,
      location: job.location,
      // The profile keeps the month a job started and ended.
      startDate: month(job.startDate),
      endDate: month(job.endDate),
      // The summary is the description, and the highlights stay a list.
      summary: job.summary?.trim() || undefined,
      highlights: job.highlights ?? [],
      keywords: job.keywords ?? [],
    })),
    education: resume.education?.map((entry) => ({
      institution: entry.institution,
      degree: [entry.studyType, entry.area].filter(Boolean).join(' in '),
      score: entry.score,
      startDate: entry.startDate,
      endDate: entry.endDate,
    })),
    skills: resume.skills?.flatMap((skill) =>
      (skill.keywords?.length ? skill.keywords : [skill.name]).map((name) => ({
        group: skill.name,
        name,
        expertise: expertiseOf(skill.level),
      })),
    ),
    certificates: resume.certificates?.map((cert) => ({
      name: cert.name,
      issuer: cert.issuer,
      year: cert.date?.slice(0, 4),
      url: cert.url,
    })),
    // A project's name becomes a repository-style name; its date the month it last changed.
    projects: resume.projects?.map((project) => ({
      name: slugOf(project.name ?? ''),
      text: asText([project.description, ...(project.highlights ?? [])]),
      keywords: project.keywords ?? [],
      url: project.url,
      updated: project.endDate ?? project.startDate,
    })),
    // The optional sections keep every field JSON Resume gives them.
    publications: resume.publications,
    awards: resume.awards,
    volunteer: resume.volunteer,
    languages: resume.languages,
    interests: resume.interests,
  }
}

describe('expertiseOf', () => {
  it.each([
    ['Master', 'Expert'],
    ['expert', 'Expert'],
    ['Advanced', 'Advanced'],
    ['Senior', 'Advanced'],
    ['Proficient', 'Advanced'],
    ['Intermediate', 'Intermediate'],
    ['Beginner', 'Intermediate'],
    [undefined, 'Intermediate'],
  ])('%s is %s', (level, expertise) => {
    expect(expertiseOf(level)).toBe(expertise)
  })
})

describe('toJsonResume', () => {
  it("validates against the official schema, with the site's absolute links", () => {
    const resume = toJsonResume(fixtureOwner, SITE)
    expect(schemaErrors(resume)).toEqual([])
    expect(resume.basics?.url).toBe(`${SITE}/`)
    expect(resume.meta?.canonical).toBe(`${SITE}/resume.json`)
    expect(resume.basics?.name).toBe(fixtureOwner.name)
    expect(resume.work).toHaveLength(fixtureOwner.experience.length)
  })

  it('says "to this day" with no end date, and keeps each skill its own expertise', () => {
    const profile: Profile = {
      ...fixtureOwner,
      experience: [
        { ...fixtureOwner.experience[0]!, period: 'Aug 2024 – Present', current: true },
        { ...fixtureOwner.experience[0]!, period: 'Jul 2021 – Jul 2024', current: false },
      ],
      skills: [
        {
          group: 'Languages',
          skills: [
            { name: 'Go', expertise: 'Expert' },
            { name: 'Rust', expertise: 'Intermediate' },
            { name: 'C', expertise: 'Intermediate' },
          ],
        },
      ],
    }
    const resume = toJsonResume(profile, SITE)
    expect(resume.work?.map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      ['2024-08', undefined],
      ['2021-07', '2024-07'],
    ])
    expect(resume.skills).toEqual([
      { name: 'Languages', level: 'Expert', keywords: ['Go'] },
      { name: 'Languages', level: 'Intermediate', keywords: ['Rust', 'C'] },
    ])
    expect(imported(resume).skills).toEqual(profile.skills)
  })
})

describe('import then export', () => {
  it.each(samples.map((file) => [file.split('/').at(-1), file]))(
    'gives back the same data on the sample %s',
    (_name, file) => {
      const resume = read(file)
      expect(schemaErrors(resume)).toEqual([])
      const exported = toJsonResume(imported(resume), SITE)
      expect(schemaErrors(exported)).toEqual([])
      const before = shared(resume)
      const after = shared(exported)
      expect(after.name).toEqual(before.name)
      expect(after.label).toEqual(before.label)
      expect(after.email).toEqual(before.email)
      expect(after.summary).toEqual(before.summary)
      expect(after.location).toEqual(before.location)
      expect(after.countryCode).toEqual(before.countryCode)
      expect(after.profiles).toEqual(before.profiles)
      expect(after.work).toEqual(before.work)
      expect(after.education).toEqual(before.education)
      expect(after.skills).toEqual(before.skills)
      expect(after.certificates).toEqual(before.certificates ?? [])
      for (const section of [
        'publications',
        'awards',
        'volunteer',
        'languages',
        'interests',
      ] as const)
        expect(after[section], section).toEqual(before[section])
      if (before.projects?.length) {
        expect(after.projects).toEqual(
          before.projects.map((project) => ({
            ...project,
            text: project.text || undefined,
            keywords: project.keywords.length ? project.keywords : undefined,
          })),
        )
      }
    },
  )

  it.each(['placeholder', 'mateo', 'ines'])(
    'gives back the same profile for the example owner %s, in English',
    async (owner) => {
      const { profile: written } = (await import(`../../examples/${owner}/profile.ts`)) as {
        profile: Profile
      }
      // An import writes English (its dates, its countries' names): the owner's English content.
      const profile = contentIn(written, 'en')
      const exported = toJsonResume(profile, SITE)
      expect(schemaErrors(exported)).toEqual([])
      const back = imported(exported)
      expect(back.name).toBe(profile.name)
      expect(back.tagline).toBe(profile.tagline)
      expect(back.email).toBe(profile.email)
      expect(back.summary).toEqual(profile.summary)
      expect(back.location).toEqual(profile.location)
      expect(back.social.map(({ label, url, handle }) => ({ label, url, handle }))).toEqual(
        profile.social.map(({ label, url, handle }) => ({ label, url, handle })),
      )
      expect(back.experience).toEqual(profile.experience)
      expect(back.education).toEqual(profile.education.map(({ focus: _focus, ...entry }) => entry))
      expect(back.skills).toEqual(
        profile.skills.map((group) => ({
          ...group,
          skills: group.skills.map(({ icon: _icon, ...skill }) => skill),
        })),
      )
      expect(
        back.certifications.map(({ name, issuer, issueDate, url }) => [
          name,
          issuer,
          issueDate,
          url,
        ]),
      ).toEqual(
        profile.certifications.map(({ name, issuer, issueDate, url }) => [
          name,
          issuer,
          issueDate,
          url,
        ]),
      )
      expect(
        back.sampleProjects.map(({ name, description, topics, updated }) => [
          name,
          description,
          topics,
          updated,
        ]),
      ).toEqual(
        profile.sampleProjects.map(({ name, description, topics, updated }) => [
          name,
          description,
          topics,
          updated,
        ]),
      )
      for (const section of OPTIONAL_SECTION_IDS)
        expect(back[section], section).toEqual(profile[section])
      // And the export of what came back is the export it came from, but for the photo: an import
      // leaves it out and asks the owner to save the file under public/ (basics.image).
      // (toEqual reads a property set to undefined as one that is absent.)
      expect(toJsonResume(back, SITE)).toEqual({
        ...exported,
        basics: { ...exported.basics, image: undefined },
      })
    },
  )

  it('gives the code of a country named in the content’s own language', () => {
    const spanish = {
      ...fixtureOwner,
      locale: 'es',
      location: { city: 'Copenhague', country: 'Dinamarca' },
    } as const
    expect(toJsonResume(spanish, SITE).basics?.location?.countryCode).toBe('DK')
  })
})

describe('fromJsonResume', () => {
  it('fills every section the site needs with a stand-in marked TODO, so a bare resume builds', () => {
    const { profile, todos } = fromJsonResume({ basics: { name: 'Bea Ortiz' } }, TODAY)
    const built = defineProfile(profile)
    expect(built.name).toBe('Bea Ortiz')
    expect(todos.map((todo) => todo.path.join('.'))).toEqual([
      'pronoun',
      'tagline',
      'blurb',
      'intro',
      'summary',
      'email',
      'location.city',
      // then the sections in page order
      'education.0',
      'experience.0',
      'sampleProjects.0',
      'skills.0',
    ])
    expect(built.certifications).toEqual([])
  })

  it('takes a course of study with an end date still ahead as current', () => {
    const { profile } = fromJsonResume(
      {
        basics: { name: 'Bea Ortiz' },
        education: [
          { institution: 'Now U', studyType: 'MSc', area: 'AI', endDate: '2027-06' },
          { institution: 'Then U', studyType: 'BSc', endDate: '2020-06-01' },
        ],
      },
      TODAY,
    )
    expect(profile.education?.map((entry) => [entry.degree, entry.current])).toEqual([
      ['MSc in AI', true],
      ['BSc', false],
    ])
  })

  it('files a coding-practice profile as one, and a project on GitHub as its code', () => {
    const { profile } = fromJsonResume(
      {
        basics: {
          name: 'Bea Ortiz',
          profiles: [{ network: 'LeetCode', username: 'bea', url: 'https://leetcode.com/u/bea' }],
        },
        projects: [
          { name: 'Tiny Lisp', url: 'https://github.com/bea/tiny-lisp', endDate: '2025-02' },
          { name: 'Site', url: 'https://bea.example', startDate: '2024' },
        ],
      },
      TODAY,
    )
    expect(profile.social?.[0]?.kind).toBe('coding-practice')
    expect(
      profile.sampleProjects?.map(({ name, code, live, updated }) => [name, code, live, updated]),
    ).toEqual([
      ['tiny-lisp', 'https://github.com/bea/tiny-lisp', undefined, '2025-02'],
      // no repository named: no Code link to one that may not exist
      ['site', false, 'https://bea.example', '2024-01'],
    ])
  })

  it("makes a project's keywords its card's technologies and category, and gives no Code link without a URL", () => {
    const { profile, todos } = fromJsonResume(
      {
        basics: {
          name: 'Bea Ortiz',
          profiles: [{ network: 'GitHub', url: 'https://github.com/bea' }],
        },
        projects: [
          { name: 'Stream Lens', keywords: ['Go', 'Kafka', 'Prometheus'], endDate: '2025-02' },
          { name: 'Churn Model', keywords: ['Python', 'Machine Learning'], endDate: '2025-01' },
          {
            name: 'Recipe Box',
            keywords: ['Svelte'],
            url: 'https://github.com/bea/recipe-box',
            endDate: '2024-05',
          },
        ],
      },
      TODAY,
    )
    const owner = defineProfile(profile)
    const cards = sampleProjects(owner).map((project) => ({
      name: project.name,
      category: categoriseRepo(project, owner.projectRules),
      technologies: technologyBadges(project, owner.projectRules),
      code: project.html_url,
    }))
    expect(cards).toEqual([
      {
        name: 'stream-lens',
        category: 'data',
        technologies: ['Go', 'Kafka', 'Prometheus'],
        code: null,
      },
      {
        name: 'churn-model',
        category: 'ai-ml',
        technologies: ['Python', 'Machine Learning'],
        code: null,
      },
      {
        name: 'recipe-box',
        category: 'web-development',
        technologies: ['Svelte'],
        code: 'https://github.com/bea/recipe-box',
      },
    ])
    expect(todos.filter((todo) => todo.path.at(-1) === 'code').map((todo) => todo.path)).toEqual([
      ['sampleProjects', 0, 'code'],
      ['sampleProjects', 1, 'code'],
    ])
  })
})

describe('a faithful import: nothing invented, nothing repeated', () => {
  const resume: JsonResume = {
    basics: {
      name: 'Tomás Ferreira',
      label: 'ML Engineer',
      summary: 'I ship ranking models.\n\nBefore that, search infrastructure.',
      location: { city: 'Toronto', countryCode: 'CA' },
    },
    work: [
      {
        name: 'Maple Search',
        position: 'ML Engineer',
        startDate: '2021-04',
        summary: 'Ranking for product search.',
        highlights: ['Cut p99 latency by half', 'Built the offline evaluation harness'],
      },
      { name: 'Loon Labs', position: 'Engineer', startDate: '2019-01', endDate: '2021-03' },
    ],
    education: [
      {
        institution: 'University of Waterloo',
        studyType: 'Bachelor of Mathematics',
        startDate: '2014-09',
        endDate: '2019-04',
      },
    ],
    skills: [
      { name: 'Python', level: 'Expert' },
      { name: 'PyTorch' },
      { name: 'Kafka' },
      { name: 'Figma' },
    ],
    projects: [
      { name: 'rankeval', keywords: ['Python', 'Evaluation', 'Ranking'], endDate: '2025-04' },
      { name: 'Toxic Comments', keywords: ['NLP'], endDate: '2024-01' },
      { name: 'Freshet', keywords: ['Go', 'Kafka', 'Stream processing'], endDate: '2024-11' },
      { name: 'Tide Tables', keywords: ['Kotlin', 'Android'], endDate: '2022-07' },
      { name: 'tidectl', keywords: ['Go', 'CLI'], endDate: '2023-02' },
      { name: 'Recipe Box', keywords: ['Svelte', 'CSS'], endDate: '2023-05' },
    ],
  }
  const { profile, todos } = fromJsonResume(resume, TODAY)
  const owner = defineProfile(profile)

  it('invents no place: a job without one has none, and the location keeps only the parts given', () => {
    expect(owner.experience.map((job) => job.location)).toEqual([undefined, undefined])
    expect(owner.location).toEqual({ city: 'Toronto', country: 'Canada' })
    expect(JSON.stringify(profile)).not.toMatch(/Remote|Your region|Your country/)
  })

  it('puts the summary in the About text only, and leaves the hero and footer lines to the owner', () => {
    expect(owner.summary).toEqual(['I ship ranking models.', 'Before that, search infrastructure.'])
    expect(owner.intro).toBeUndefined()
    expect(owner.blurb).toBeUndefined()
    expect(todos.filter((todo) => ['intro', 'blurb'].includes(String(todo.path[0])))).toHaveLength(
      2,
    )
  })

  it('keeps the education dates and the highlights as a list', () => {
    expect(owner.education[0]).toMatchObject({ startDate: '2014-09', endDate: '2019-04' })
    expect(owner.experience[0]).toMatchObject({
      description: 'Ranking for product search.',
      highlights: ['Cut p99 latency by half', 'Built the offline evaluation harness'],
    })
    // and the export gives them back as JSON Resume has them
    const exported = toJsonResume(owner, SITE)
    expect(exported.work?.[0]?.highlights).toEqual(resume.work?.[0]?.highlights)
    expect(exported.education?.[0]).toMatchObject({ startDate: '2014-09', endDate: '2019-04' })
  })

  it('files each project by what its keywords name, and gives it the language they name', () => {
    const cards = sampleProjects(owner).map((project) => [
      project.name,
      categoriseRepo(project, owner.projectRules),
      project.language,
    ])
    expect(cards).toEqual([
      // a machine-learning task (ranking, evaluation, NLP) is AI/ML
      ['rankeval', 'ai-ml', 'Python'],
      ['toxic-comments', 'ai-ml', null],
      ['freshet', 'data', 'Go'],
      ['tide-tables', 'mobile', 'Kotlin'],
      ['tidectl', 'tooling', 'Go'],
      ['recipe-box', 'web-development', null],
    ])
  })

  it('groups single skills by kind, the languages first', () => {
    expect(owner.skills.map((group) => [group.group, group.skills.map((s) => s.name)])).toEqual([
      ['Languages', ['Python']],
      ['Machine Learning', ['PyTorch']],
      ['Data', ['Kafka']],
      ['Other', ['Figma']],
    ])
  })

  it('marks TODO each group with a skill whose level the resume does not give, and only those', () => {
    const marked = todos.filter((todo) => todo.path[0] === 'skills')
    expect(marked.map((todo) => owner.skills[Number(todo.path[1])]?.group)).toEqual([
      'Machine Learning',
      'Data',
      'Other',
    ])
    expect(marked[0]?.note).toMatch(/^expertise: the resume gives no level.*; shows in /)
  })
})
