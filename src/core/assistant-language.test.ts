// The assistant in the page's language: the portfolio it is given, what the prompt says of languages, and
// the texts it must give word for word, in the page's language but for the spec's English ones.
import { describe, expect, it } from 'vitest'
import { defineProfile } from '@/content/schema'
import { contentIn, defineTranslation, untranslatedFields } from '@/content/translations'
import { SHIPPED_LOCALES, messagesOf } from '@/i18n/catalog'
import { bilingualOwner, portugueseOverlay } from '../../tests/fixtures/bilingual-owner'
import { fixtureInput, fixtureOwner } from '../../tests/fixtures/owner'
import { chatRefusal, englishName, isChatRefusal } from './assistant-language'
import { buildChatPrompt, type ChatPromptInput } from './chat-prompt'
import { sampleProjects } from './sample-projects'

const promptFor = (input: Partial<ChatPromptInput> = {}) => {
  const profile = input.profile ?? bilingualOwner
  return buildChatPrompt({
    profile,
    projects: sampleProjects(profile),
    history: [],
    question: 'Quais são os pontos fortes dela?',
    ...input,
  }).system
}

describe('the refusal, in the page’s language', () => {
  it('is the spec’s text in English', () => {
    expect(chatRefusal('Ada')).toBe("I'm sorry, I can only answer questions about Ada's portfolio.")
  })

  it.each(SHIPPED_LOCALES.filter((locale) => locale !== 'en'))(
    'is its catalog’s in %s, with the owner’s name, and is known for a refusal',
    (locale) => {
      const refusal = chatRefusal('Ada Quinn', locale)
      expect(refusal).toContain('Ada Quinn')
      expect(refusal).not.toBe(chatRefusal('Ada Quinn'))
      expect(isChatRefusal(refusal, 'Ada Quinn')).toBe(true)
    },
  )

  it('an answer that only mentions the portfolio is no refusal', () => {
    expect(isChatRefusal('Ada Quinn’s portfolio shows Go.', 'Ada Quinn')).toBe(false)
  })
})

describe('the prompt for a question asked on /pt/', () => {
  const system = promptFor({ locale: 'pt' })
  const inPortuguese = contentIn(bilingualOwner, 'pt')

  it('gives the portfolio in Portuguese, field by field', () => {
    expect(system).toContain(portugueseOverlay.tagline)
    expect(system).toContain(portugueseOverlay.summary[0])
    expect(system).toContain(`Professora at ${fixtureOwner.experience[1]!.company}`)
    expect(system).toContain('Responsibilities: Cuida da plataforma interna de deploys.')
    // The owner's FAQ in the page's language.
    expect(system).toContain(`Q: ${portugueseOverlay.faq[0]!.question}`)
    expect(system).not.toContain(fixtureOwner.summary[0]!)
    expect(system).not.toContain('Do they work remotely?')
  })

  it('and in English what the translation leaves out, and says which is which', () => {
    // Left to the default language: the first job's role, the certifications.
    expect(system).toContain(`${fixtureOwner.experience[0]!.role} at`)
    expect(system).toContain(fixtureOwner.certifications[0]!.description)
    expect(system).toContain(
      "The portfolio context below is in Brazilian Portuguese; what Ada Quinn has not translated is in English, the site's first language: answer from both.",
    )
  })

  it('asks for the visitor’s language, Portuguese when unsure', () => {
    expect(system).toContain(
      'Answer in the language the visitor writes in, and a job description in the language it is written in; when unsure, in Brazilian Portuguese, the language of this page.',
    )
  })

  it('gives the refusal in Portuguese, never the English one', () => {
    expect(system).toContain(`answer exactly: "${chatRefusal('Ada Quinn', 'pt')}"`)
    expect(system).not.toContain(chatRefusal('Ada Quinn'))
  })

  it('gives a job fit’s headings and verdicts in Portuguese', () => {
    const jobFit = promptFor({ locale: 'pt', kind: 'job-fit' })
    const words = messagesOf('pt').assistant.jobFit
    expect(jobFit).toContain(
      `First "**${words.verdict}:**" and one or two sentences: "${words.strong}", "${words.partial}" or "${words.notAFit}", and why.`,
    )
    expect(jobFit).toContain(`Then "**${words.evidence}**"`)
    expect(jobFit).toContain(`Then "**${words.gaps}**"`)
    expect(jobFit).not.toContain('"**Verdict:**"')
  })

  it('names the resume’s text as English when it carries one', () => {
    expect(promptFor({ locale: 'pt', resumeText: 'Resume.' })).toContain(
      "what Ada Quinn has not translated and the text of the resume are in English, the site's first language",
    )
  })

  it('names nothing English in a whole translation without a resume', () => {
    const whole = defineProfile(
      { ...fixtureInput, locales: ['en', 'de'] },
      defineTranslation('de', wholeGermanOf()),
    )
    expect(untranslatedFields(whole, 'de')).toEqual([])
    const german = promptFor({ profile: whole, locale: 'de' })
    expect(german).toContain('- The portfolio context below is in German.\n')
    expect(german).toContain(chatRefusal('Ada Quinn', 'de'))
  })

  it('is read by the language’s own content, the one the page shows', () => {
    expect(inPortuguese.locale).toBe('pt')
    expect(englishName('pt')).toBe('Brazilian Portuguese')
    expect(englishName('zh')).toBe('Simplified Chinese')
  })
})

describe('the prompt for a question asked on the default language’s page', () => {
  it('is the one-language site’s prompt, the spec’s texts exact', () => {
    const english = promptFor({ locale: 'en', question: 'What are their strengths?' })
    const alone = promptFor({
      profile: defineProfile({
        ...fixtureInput,
        faq: [
          {
            question: 'Do they work remotely?',
            answer: 'Yes, from any time zone in the Americas.',
          },
        ],
      }),
      question: 'What are their strengths?',
    })
    expect(english).toBe(alone)
    expect(english).toContain(`answer exactly: "${chatRefusal('Ada Quinn')}"`)
    expect(english).not.toContain('The portfolio context below is in')
    expect(english).toContain('when unsure, in English, the language of this page.')
  })

  it('is the default when no language is given', () => {
    expect(promptFor()).toBe(promptFor({ locale: 'en' }))
  })
})

/** A German translation of every word the fixture owner has, as `npm run check` would want it. */
function wholeGermanOf() {
  return {
    tagline: 'Plattformingenieurin | Technische Redakteurin',
    blurb: 'Baut gepflasterte Wege für andere Ingenieure und schreibt die Karten dazu.',
    intro: 'Ich mache Deployments langweilig und Dokumentation lesenswert.',
    summary: ['Plattformingenieurin in Halifax.', 'Davor Mathematiklehrerin.'],
    location: { city: 'Halifax', region: 'Nova Scotia', country: 'Kanada' },
    education: [
      { degree: 'MSc Informatik', institution: 'Dalhousie University', focus: 'Compilerbau' },
      { degree: 'BSc Mathematik', institution: 'University of Ghana' },
    ],
    experience: [
      {
        role: 'Plattformingenieurin',
        company: 'Harbourline',
        location: 'Halifax, Kanada',
        period: '2023 – heute',
        description: 'Betreibt die interne Deployment-Plattform.',
      },
      {
        role: 'Lehrerin',
        company: 'Accra Academy',
        location: 'Accra, Ghana',
        period: '2018 – 2022',
        description: 'Unterrichtete Mathematik.',
      },
    ],
    skills: [{ group: 'Sprachen' }, { group: 'Werkzeuge' }],
    certifications: [
      {
        name: 'Certified Kubernetes Administrator',
        issuer: 'CNCF',
        category: 'DevOps',
        description: 'Betrieb von Kubernetes-Clustern.',
      },
    ],
    sampleProjects: [
      { name: 'harbour-map', description: 'Kartiert den Hafen.' },
      { name: 'tide-tables' },
      { name: 'cloud-notes' },
    ],
  }
}
