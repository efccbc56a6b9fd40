// The registry is the one list every consumer iterates: a new section with entries shows in the page's
// order, the navigation, the prompt, llms.txt, /resume.json and the resume; a hidden one in none of them.
import { describe, expect, it } from 'vitest'
import { OPTIONAL_SECTION_IDS } from '@/content/section-ids'
import { ContentError, type ProfileInput } from '@/content/schema'
import { fixtureInput, withOwner } from '../../../tests/fixtures/owner'
import { buildChatPrompt } from '../chat-prompt'
import { fromJsonResume, toJsonResume } from '../json-resume'
import { llmsTxt } from '../llms-txt'
import { SECTION_IDS } from '../sections'
import { SECTIONS, navEntriesOf, resumeDocumentOf, sectionsOf } from './registry'

/** Every optional section with one entry, each with a value no other section has. */
const everySection: Partial<ProfileInput> = {
  publications: [
    {
      title: 'Paved Roads at Scale',
      publisher: 'ACM Queue',
      date: '2025-02',
      url: 'https://queue.example.test/paved-roads',
      summary: 'How a platform team earns trust.',
    },
  ],
  talks: [
    {
      title: 'Deploys Nobody Notices',
      event: 'KubeCon NA',
      date: '2024-11-13',
      place: 'Salt Lake City',
      url: 'https://talks.example.test/deploys',
    },
  ],
  awards: [{ title: 'Harbourline Builder Award', awarder: 'Harbourline', date: '2024' }],
  volunteering: [
    {
      role: 'Mentor',
      organization: 'Code Club Halifax',
      startDate: '2021-09',
      highlights: ['Ran the Saturday robotics club.'],
    },
  ],
  languages: [{ language: 'Twi', fluency: 'Native speaker' }],
  interests: [{ name: 'Sea kayaking', keywords: ['Bay of Fundy'] }],
}

/** What each optional section's entry is known by, wherever it appears. */
const MARKS = {
  publications: 'Paved Roads at Scale',
  talks: 'Deploys Nobody Notices',
  awards: 'Harbourline Builder Award',
  volunteering: 'Code Club Halifax',
  languages: 'Twi',
  interests: 'Sea kayaking',
} as const

const owner = withOwner(everySection)
const SITE = 'https://ada.example.test'
const promptOf = (profile = owner) =>
  buildChatPrompt({ profile, projects: [], history: [], question: 'x' }).system
const resumeText = (profile = owner) => JSON.stringify(resumeDocumentOf(profile))

describe('the sections registry', () => {
  it('keeps the spec’s sections in the spec’s order, with Writing after Projects', () => {
    const specOnly = withOwner({})
    expect(sectionsOf(specOnly)).toEqual(SECTION_IDS)
    expect(Object.keys(SECTIONS)).toEqual([
      'home',
      'about',
      'experience',
      'projects',
      'writing',
      'skills',
      'certifications',
      ...OPTIONAL_SECTION_IDS,
      'contact',
    ])
    // The spec's navigation: no Certifications entry.
    expect(navEntriesOf(specOnly).map((entry) => entry.label)).toEqual([
      'Home',
      'About',
      'Experience',
      'Projects',
      'Skills',
      'Contact',
    ])
  })

  it.each(OPTIONAL_SECTION_IDS)(
    '%s shows with entries: on the page, in the navigation, the prompt, llms.txt, /resume.json and the resume',
    (id) => {
      const mark = MARKS[id]
      expect(sectionsOf(owner)).toContain(id)
      expect(navEntriesOf(owner).map((entry) => entry.id)).toContain(id)
      expect(promptOf()).toContain(mark)
      expect(promptOf()).toContain(`#${id}`)
      expect(llmsTxt(owner, SITE)).toContain(mark)
      expect(JSON.stringify(toJsonResume(owner, SITE))).toContain(mark)
      expect(resumeText()).toContain(mark)
    },
  )

  it.each(OPTIONAL_SECTION_IDS)('%s without entries is nowhere', (id) => {
    const profile = withOwner({ ...everySection, [id]: [] })
    expect(sectionsOf(profile)).not.toContain(id)
    expect(navEntriesOf(profile).map((entry) => entry.id)).not.toContain(id)
    expect(promptOf(profile)).not.toContain(`#${id}`)
  })

  it.each(OPTIONAL_SECTION_IDS)('%s hidden in the content is absent everywhere', (id) => {
    const profile = withOwner({
      ...everySection,
      sections: { hidden: [id] },
    })
    const mark = MARKS[id]
    expect(sectionsOf(profile)).not.toContain(id)
    expect(navEntriesOf(profile).map((entry) => entry.id)).not.toContain(id)
    expect(promptOf(profile)).not.toContain(mark)
    expect(promptOf(profile)).not.toContain(`#${id}`)
    expect(llmsTxt(profile, SITE)).not.toContain(mark)
    expect(JSON.stringify(toJsonResume(profile, SITE))).not.toContain(mark)
    expect(resumeText(profile)).not.toContain(mark)
    // The others stay.
    const other = OPTIONAL_SECTION_IDS.find((candidate) => candidate !== id)!
    expect(sectionsOf(profile)).toContain(other)
  })

  it('puts the optional sections in the owner’s order, before Contact', () => {
    const profile = withOwner({ ...everySection, sections: { order: ['interests', 'talks'] } })
    expect(sectionsOf(profile).slice(-8)).toEqual([
      'certifications',
      'interests',
      'talks',
      'publications',
      'awards',
      'volunteering',
      'languages',
      'contact',
    ])
    expect(
      resumeDocumentOf(profile)
        .blocks.map((block) => block.heading)
        .slice(-6),
    ).toEqual(['Interests', 'Talks', 'Publications', 'Awards', 'Volunteering', 'Languages'])
  })

  it.each([
    [
      { order: ['talks', 'blog'] },
      'sections › order › #2 (sections.order[1]): "blog" is not an optional section',
    ],
    [
      { hidden: ['experience'] },
      '"experience" is not an optional section; expected one of publications, talks',
    ],
    [{ order: ['talks', 'talks'] }, 'sections › order (sections.order): names a section twice'],
  ])('names a wrong section id in one line: %j', (sections, message) => {
    expect(() => withOwner({ sections } as Partial<ProfileInput>)).toThrow(ContentError)
    expect(() => withOwner({ sections } as Partial<ProfileInput>)).toThrow(message)
  })

  it('gives a talk back as a talk through JSON Resume (a publication marked "talk")', () => {
    const resume = toJsonResume(owner, SITE)
    expect(resume.publications).toEqual([
      {
        name: 'Paved Roads at Scale',
        publisher: 'ACM Queue',
        releaseDate: '2025-02',
        url: 'https://queue.example.test/paved-roads',
        summary: 'How a platform team earns trust.',
      },
      {
        name: 'Deploys Nobody Notices',
        publisher: 'KubeCon NA',
        releaseDate: '2024-11-13',
        url: 'https://talks.example.test/deploys',
        type: 'talk',
        location: 'Salt Lake City',
      },
    ])
    const back = fromJsonResume(resume).profile
    expect(back.talks).toEqual(everySection.talks)
    expect(back.publications).toEqual(everySection.publications)
  })
})

describe('resumeDocumentOf', () => {
  it('opens with the name, the roles and the contacts, then each section in page order', () => {
    const document = resumeDocumentOf(owner)
    expect(document.name).toBe(fixtureInput.name)
    expect(document.headline).toBe(fixtureInput.tagline) // the fixture has no headline of its own
    expect(document.contacts[0]).toEqual({
      label: fixtureInput.email,
      href: `mailto:${fixtureInput.email}`,
    })
    expect(document.contacts.slice(1).map((contact) => contact.href)).toEqual(
      fixtureInput.social.map((link) => link.url),
    )
    expect(document.blocks.map((block) => block.heading)).toEqual([
      'Summary',
      'Education',
      'Experience',
      // the sample projects, printed when there is room for them
      'Projects',
      'Skills',
      'Certifications',
      'Publications',
      'Talks',
      'Awards',
      'Volunteering',
      'Languages',
      'Interests',
    ])
    const experience = document.blocks.find((block) => block.heading === 'Experience')
    expect(experience?.entries?.map((entry) => [entry.title, entry.subtitle, entry.dates])).toEqual(
      fixtureInput.experience.map((entry) => [entry.role, entry.company, entry.period]),
    )
    const talks = document.blocks.find((block) => block.heading === 'Talks')
    expect(talks?.entries?.[0]).toMatchObject({ dates: 'Nov 2024', place: 'Salt Lake City' })
  })
})
