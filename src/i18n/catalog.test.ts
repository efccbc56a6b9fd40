// Each shipped catalog against the English one: the same keys (also a type error), the same `{values}` in
// each text, every plural form the language has, and a translation in every place (English left in a
// catalog would show on that language's pages). A catalog that fails names the key.
import { describe, expect, it } from 'vitest'
import { CATALOGS, SHIPPED_LOCALES, messagesOf, type Locale, type Plural } from './catalog'
import { en } from './en'
import { fill, plural } from './format'
import { LOCALE_INFO } from './locales'

type Leaf = { key: string; value: string | Plural }

const isPlural = (value: unknown): value is Plural =>
  typeof value === 'object' && value !== null && 'other' in value

function leaves(value: unknown, key = ''): Leaf[] {
  if (typeof value === 'string' || isPlural(value)) return [{ key, value }]
  return Object.entries(value as object).flatMap(([name, child]) =>
    leaves(child, key ? `${key}.${name}` : name),
  )
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))
const formsOf = (value: string | Plural) =>
  typeof value === 'string' ? [value] : Object.values(value)
const allPlaceholders = (value: string | Plural) =>
  new Set(formsOf(value).flatMap((text) => [...placeholders(text)]))

const english = new Map(leaves(en).map(({ key, value }) => [key, value]))

// Words that read the same in a language as in English: names, formats, and words languages share.
const SAME_IN = new Set([
  'resume.jsonResume',
  'meta.home',
  'meta.description',
  'meta.post',
  'skills.level',
  'chat.kilobytes',
  'chat.demo.label',
  'owner.timesAsked',
  'projects.code',
  'projects.live',
  'projects.codeLabel',
  'projects.liveLabel',
  'projects.filters.cloud',
  'nav.menu',
  'writing.tags',
  'owner.tokens',
])

describe.each(SHIPPED_LOCALES.filter((locale) => locale !== 'en'))('the %s catalog', (locale) => {
  const catalog = new Map(leaves(messagesOf(locale)).map(({ key, value }) => [key, value]))

  it('has every key of the English one, and no other', () => {
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('keeps every {value} of each English text, and adds none', () => {
    for (const [key, source] of english) {
      const translated = catalog.get(key) ?? ''
      const expected = allPlaceholders(source)
      if (typeof source === 'string') {
        expect(placeholders(translated as string), key).toEqual(expected)
        continue
      }
      // A plural form may leave the count to its words ("one post"), but says every other value.
      for (const form of formsOf(translated)) {
        const found = placeholders(form)
        for (const name of found) expect(expected.has(name), `${key}: {${name}}`).toBe(true)
      }
      const other = placeholders((translated as Plural).other)
      for (const name of expected) expect(other.has(name), `${key}.other: {${name}}`).toBe(true)
    }
  })

  it('has each plural form a count can take (Intl.PluralRules), and no text that is plain English', () => {
    // The forms whole counts up to 10,000 take (Spanish's `many` is for millions, which nothing here
    // counts): Arabic's six, English's two, Chinese's one.
    const rules = new Intl.PluralRules(LOCALE_INFO[locale].intl)
    const categories = new Set(Array.from({ length: 10_001 }, (_, count) => rules.select(count)))
    for (const [key, value] of catalog) {
      if (isPlural(value)) {
        expect(Object.keys(value).sort(), key).toEqual([...categories].sort())
      } else if (!SAME_IN.has(key) && /\p{L}/u.test(value)) {
        expect(value, `${key} is still English`).not.toBe(english.get(key))
      }
    }
  })
})

describe('the catalogs and their languages', () => {
  it('each shipped language has its name, direction and tags', () => {
    expect(Object.keys(LOCALE_INFO).sort()).toEqual(Object.keys(CATALOGS).sort())
    expect(LOCALE_INFO.ar.dir).toBe('rtl')
    expect(LOCALE_INFO.pt.name).toBe('Português')
    expect(LOCALE_INFO.ar.name).toBe('العربية')
  })

  // The end-to-end specs find and check the interface's words through the catalog of the owner's default
  // language (tests/support/words.ts), whatever it is: that the English page says what the spec says is
  // checked here, text by text.
  it.each<[string, string]>([
    ['projects.note', 'Note: {error} - Showing sample projects'],
    ['projects.fetchFailed', 'Failed to fetch projects'],
    ['projects.githubError', 'GitHub API error: {status}'],
    ['notFound.title', 'Oops! Page not found'],
    ['notFound.home', 'Return to Home'],
    ['error.title', 'Unexpected Application Error!'],
    ['chat.title', "{owner}'s AI Assistant"],
    ['chat.greeting', "Hi! I'm {owner}'s AI assistant. Ask me anything!"],
    ['chat.placeholder', 'Ask about {owner}...'],
    ['chat.typing', 'Typing...'],
    ['chat.send', 'Send'],
    ['chat.errors.rate_limited', 'You have hit a rate limit. Please wait a bit and try again.'],
    [
      'chat.errors.safety_blocked',
      'The content was blocked by safety filters. Try rephrasing your question.',
    ],
    ['chat.errors.chat_failed', 'Sorry, there was an error. Please try again.'],
    // Gemini's, whose texts name it (chat.missingKey and the key errors name no provider).
    [
      'chat.providerTexts.gemini.missingKey',
      'Gemini API key is missing or invalid. Please set VITE_GEMINI_API_KEY.',
    ],
    [
      'chat.providerTexts.gemini.invalid_key',
      'Your Gemini API key seems invalid or unauthorized. Rotate the key in Google AI Studio and update .env.',
    ],
    [
      'chat.providerTexts.gemini.access_denied',
      'Access denied or quota/billing issue with Gemini API. Check AI Studio permissions, quotas, and key settings.',
    ],
    ['assistant.refusal', "I'm sorry, I can only answer questions about {owner}'s portfolio."],
    ['nav.home', 'Home'],
    ['nav.about', 'About'],
    ['nav.experience', 'Experience'],
    ['nav.projects', 'Projects'],
    ['nav.skills', 'Skills'],
    ['nav.contact', 'Contact'],
    ['hero.viewWork', 'View My Work'],
    ['hero.resume', 'Resume'],
    ['hero.getInTouch', 'Get In Touch'],
    ['common.email', 'Email'],
    ['sections.projects.title', 'Featured Projects'],
    ['sections.skills.title', 'Skills & Expertise'],
    ['sections.certifications.title', 'Licenses & Certifications'],
    ['contact.collaborate', 'Ready to Collaborate?'],
    ['contact.sendEmail', 'Send Email'],
    ['projects.filters.all', 'All Projects'],
    ['projects.filters.web-development', 'Web Development'],
    ['projects.filters.ai-ml', 'AI/ML'],
    ['projects.filters.cloud', 'Cloud'],
    ['projects.none', 'No projects found in the selected category'],
    ['projects.viewAll', 'View All Projects'],
    ['projects.onGitHub', 'View All Projects on GitHub'],
    ['projects.updated', 'Updated {date}'],
    ['projects.technologies', 'Technologies Used'],
    ['projects.code', 'Code'],
    ['projects.live', 'Live'],
    ['skills.proficiency', '{skill} proficiency'],
    ['resume.download', 'Download PDF'],
  ])('English keeps the spec’s text: %s is "%s"', (key, text) => {
    expect(english.get(key)).toBe(text)
  })
})

describe('fill and plural', () => {
  it.each<[Locale, number, string]>([
    ['en', 1, 'Conversations are kept for 1 day so Ada can improve the answers.'],
    ['en', 30, 'Conversations are kept for 30 days so Ada can improve the answers.'],
    ['ar', 2, 'تُحفظ المحادثات يومين حتى يحسّن Ada الإجابات.'],
    ['ar', 7, 'تُحفظ المحادثات 7 أيام حتى يحسّن Ada الإجابات.'],
    ['ar', 30, 'تُحفظ المحادثات 30 يومًا حتى يحسّن Ada الإجابات.'],
    ['zh', 1, '对话会保存 1 天，以便 Ada 改进回答。'],
  ])('%s, %i days', (locale, days, text) => {
    expect(
      plural(LOCALE_INFO[locale].intl, messagesOf(locale).chat.kept, days, { owner: 'Ada' }),
    ).toBe(text)
  })

  it('writes the count as the language writes numbers, and leaves an unknown value as written', () => {
    expect(plural('de-DE', { other: '{count} Zeichen' }, 1000)).toBe('1.000 Zeichen')
    expect(fill('Hello {name} {other}', { name: 'Ada' })).toBe('Hello Ada {other}')
  })
})
