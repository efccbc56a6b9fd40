import { describe, expect, it } from 'vitest'
import { de } from '@/i18n/de'
import { en } from '@/i18n/en'
import { pt } from '@/i18n/pt'
import { fixtureInput } from '../../tests/fixtures/owner'
import { ContentError, defineProfile, type ProfileInput } from './schema'
import {
  contentIn,
  defineTranslation,
  everyLanguage,
  untranslatedFields,
  type TranslationInput,
} from './translations'

const bilingual = (overlay: TranslationInput, input: Partial<ProfileInput> = {}) =>
  defineProfile(
    { ...fixtureInput, locales: ['en', 'pt'], ...input },
    defineTranslation('pt', overlay),
  )

describe('a translation, laid over the default content field by field', () => {
  const owner = bilingual({
    tagline: 'Engenheira de plataforma | Redatora técnica',
    summary: ['Engenheira de plataforma em Halifax.'],
    experience: [{ description: 'Faço deploys tediosos.' }],
    sections: { contact: { blurb: 'Escreva para mim.' } },
  })
  const inPortuguese = contentIn(owner, 'pt')

  it('takes what it gives, and the default content’s words for the rest', () => {
    expect(inPortuguese.locale).toBe('pt')
    expect(inPortuguese.tagline).toBe('Engenheira de plataforma | Redatora técnica')
    expect(inPortuguese.name).toBe(owner.name)
    expect(inPortuguese.email).toBe(owner.email)
    // A list of words is given whole; a list of entries entry by entry, each field by field.
    expect(inPortuguese.summary).toEqual(['Engenheira de plataforma em Halifax.'])
    expect(inPortuguese.experience[0]?.description).toBe('Faço deploys tediosos.')
    expect(inPortuguese.experience[0]?.role).toBe(owner.experience[0]?.role)
    expect(inPortuguese.experience.slice(1)).toEqual(owner.experience.slice(1))
  })

  it('says the section copy the owner left out in its own language', () => {
    expect(owner.sections.about).toEqual(en.sections.about)
    expect(inPortuguese.sections.about).toEqual(pt.sections.about)
    expect(inPortuguese.sections.contact.blurb).toBe('Escreva para mim.')
    expect(inPortuguese.sections.contact.title).toBe(pt.sections.contact.title)
  })

  it('an owner’s own copy in the default language falls back as it is', () => {
    const own = bilingual({}, { sections: { about: { title: 'Hello there' } } })
    expect(contentIn(own, 'pt').sections.about.title).toBe('Hello there')
  })

  it('a language with no translation file is the default content in that language’s copy', () => {
    const owner = defineProfile({ ...fixtureInput, locales: ['en', 'de'] })
    expect(contentIn(owner, 'de').summary).toEqual(owner.summary)
    expect(contentIn(owner, 'de').sections.contact).toEqual(de.sections.contact)
    expect(untranslatedFields(owner, 'de')).toContain('tagline')
  })

  it('a single language that is not English is the default, with its own copy', () => {
    const owner = defineProfile({ ...fixtureInput, locales: ['de'] })
    expect(owner.locale).toBe('de')
    expect(owner.sections.experience).toEqual(de.sections.experience)
    expect(everyLanguage(owner)).toEqual([owner])
  })
})

describe('a translation’s mistakes, named with its file and field', () => {
  it('a field the site does not know', () => {
    expect(() => everyLanguage(bilingual({ headlien: 'x' } as TranslationInput))).toThrow(
      /src\/content\/profile\.pt\.ts is invalid:\n {2}- headlien \(headlien\): unknown field; did you mean headline\?/,
    )
  })

  it('a value the schema refuses', () => {
    const wrong = bilingual({ education: [{ degree: '' }] })
    expect(() => contentIn(wrong, 'pt')).toThrow(ContentError)
    expect(() => contentIn(wrong, 'pt')).toThrow(/profile\.pt\.ts is invalid:\n.*education/)
  })

  it('more entries than the default content has', () => {
    const extra = bilingual({ education: [{}, {}, { degree: 'Outro' }] })
    expect(() => contentIn(extra, 'pt')).toThrow(
      /profile\.pt\.ts is invalid:\n {2}- education has 3 entries where profile\.ts has 2/,
    )
  })

  it('a language the profile does not list, or the default one', () => {
    const unlisted = defineProfile(fixtureInput, defineTranslation('pt', {}))
    expect(() => everyLanguage(unlisted)).toThrow(
      'src/content/profile.pt.ts: "pt" is not one of locales in src/content/profile.ts (en): add it there',
    )
    const itself = defineProfile(fixtureInput, defineTranslation('en', {}))
    expect(() => everyLanguage(itself)).toThrow(/"en" is the default language/)
  })

  it('a language the site has no catalog for', () => {
    expect(() => defineProfile({ ...fixtureInput, locales: ['en', 'fr' as 'en'] })).toThrow(
      /locales › #2 \(locales\[1\]\): the site has no catalog for "fr"; the shipped languages are en, es, pt, de, zh, ar/,
    )
  })
})

describe('the FAQ, which a translation gives whole', () => {
  const owner = bilingual(
    {
      faq: [
        { question: 'Aceita trabalho remoto?', answer: 'Sim.' },
        { question: 'Tem visto de trabalho?', answer: 'Não precisa: é cidadã.' },
      ],
    },
    { faq: [{ question: 'Do they work remotely?', answer: 'Yes.' }] },
  )

  it('holds the questions of its own visitors, more than the default language has', () => {
    expect(contentIn(owner, 'pt').faq).toEqual([
      { question: 'Aceita trabalho remoto?', answer: 'Sim.' },
      { question: 'Tem visto de trabalho?', answer: 'Não precisa: é cidadã.' },
    ])
    expect(untranslatedFields(owner, 'pt')).not.toContain('faq')
  })

  it('is the default language’s until the translation gives one', () => {
    const untranslated = bilingual({}, { faq: [{ question: 'Remote?', answer: 'Yes.' }] })
    expect(contentIn(untranslated, 'pt').faq).toEqual([{ question: 'Remote?', answer: 'Yes.' }])
    expect(untranslatedFields(untranslated, 'pt')).toContain('faq')
  })

  it('names an entry without its answer, in the translation’s file', () => {
    const half = bilingual({
      faq: [{ question: 'Remoto?' } as { question: string; answer: string }],
    })
    expect(() => contentIn(half, 'pt')).toThrow(/profile\.pt\.ts is invalid:\n.*faq/)
  })
})

describe('what is left to translate', () => {
  it('lists the owner’s words the translation leaves out, never names, addresses or dates', () => {
    const owner = bilingual({ tagline: 'x', experience: [{ description: 'y' }] })
    const left = untranslatedFields(owner, 'pt')
    expect(left).not.toContain('tagline')
    expect(left).not.toContain('experience.0.description')
    expect(left).toEqual(expect.arrayContaining(['blurb', 'intro', 'summary', 'experience.0.role']))
    for (const field of ['name', 'email', 'social.0.url', 'social.0.label', 'education.0.gpa'])
      expect(left).not.toContain(field)
  })
})
