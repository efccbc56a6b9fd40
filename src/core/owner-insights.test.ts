import { describe, expect, it } from 'vitest'
import type { TurnRecord } from './insights'
import {
  type InsightLanguages,
  dailyActivity,
  faqEntry,
  groupQuestions,
  jobFitVerdict,
  postingFirstLine,
  questionWords,
  summariseInsights,
  windowStart,
} from './owner-insights'

const NOW = Date.UTC(2026, 10, 26, 15, 0)
const HOUR = 3_600_000
const DAY = 24 * HOUR

let next = 0
function turn(overrides: Partial<TurnRecord> = {}): TurnRecord {
  next += 1
  return {
    id: `t${next}`,
    at: NOW - HOUR,
    conversationId: 'c1',
    visitor: 'v1',
    kind: 'question',
    question: 'What does she work on?',
    questionLength: 22,
    reply: 'She builds AI tools.',
    outcome: 'answered',
    provider: 'gemini',
    model: 'gemini-2.5-flash',
    tokensIn: 100,
    tokensOut: 20,
    tokensEstimated: false,
    firstTokenMs: 300,
    totalMs: 900,
    ...overrides,
  }
}

describe('windowStart', () => {
  it.each([
    [1, Date.UTC(2026, 10, 26)],
    [7, Date.UTC(2026, 10, 20)],
    [30, Date.UTC(2026, 9, 28)],
  ])(
    'a %i-day window starts at midnight UTC, that many days back counting today',
    (days, start) => {
      expect(windowStart(NOW, days)).toBe(start)
    },
  )
})

describe('dailyActivity', () => {
  it('has every day of the window, oldest first, with empty days at zero', () => {
    const days = dailyActivity([], NOW, 7)
    expect(days.map((day) => day.day)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ])
    expect(days.every((day) => day.conversations === 0 && day.questions === 0)).toBe(true)
  })

  it('counts conversations once, and questions and job fits apart, on their UTC day', () => {
    const days = dailyActivity(
      [
        turn({ conversationId: 'a' }),
        turn({ conversationId: 'a' }),
        turn({ conversationId: 'b', kind: 'job-fit', tokensIn: 1000, tokensOut: 300 }),
        turn({ conversationId: 'c', at: NOW - DAY }),
        turn({ conversationId: 'old', at: NOW - 10 * DAY }),
      ],
      NOW,
      7,
    )
    expect(days.at(-1)).toEqual({
      day: '2026-11-26',
      conversations: 2,
      questions: 2,
      jobFits: 1,
      tokens: 120 + 120 + 1300,
    })
    expect(days.at(-2)).toMatchObject({ day: '2026-11-25', conversations: 1, questions: 1 })
    expect(days.reduce((sum, day) => sum + day.questions + day.jobFits, 0)).toBe(4)
  })
})

describe('questionWords', () => {
  it.each([
    ['What is her experience with AWS?', ['experience', 'aws']],
    ['Her AWS experience?', ['aws', 'experience']],
    ['Does she know C++ and C#?', ['know', 'c++', 'c#']],
    ['Which projects use Python?', ['project', 'use', 'python']],
    ['Résumé please', ['resume']],
    ['Is she in the US?', ['us']],
  ])('%s', (question, words) => {
    expect([...questionWords(question)].sort()).toEqual([...words].sort())
  })
})

describe('groupQuestions', () => {
  it('groups alike questions and puts the most asked first, with its most common phrasing', () => {
    const groups = groupQuestions([
      'Where is she located?',
      'What is her experience with AWS?',
      'Her AWS experience?',
      'her aws experience?',
      'Where is she located?',
      'What is her AWS experience?',
    ])
    expect(groups).toEqual([
      {
        question: 'Her AWS experience?',
        count: 4,
        variants: ['What is her experience with AWS?', 'What is her AWS experience?'],
      },
      { question: 'Where is she located?', count: 2, variants: [] },
    ])
  })

  it('keeps unlike questions apart, the first asked first among equals', () => {
    expect(groupQuestions(['Does she know Rust?', 'Is she open to relocation?'])).toEqual([
      { question: 'Does she know Rust?', count: 1, variants: [] },
      { question: 'Is she open to relocation?', count: 1, variants: [] },
    ])
  })

  it('ignores blank questions and folds whitespace', () => {
    expect(groupQuestions(['  ', 'Her   skills?\n'])).toEqual([
      { question: 'Her skills?', count: 1, variants: [] },
    ])
  })
})

describe('faqEntry', () => {
  it('is a profile.ts entry with the question quoted and escaped, the answer empty', () => {
    expect(faqEntry('Is she "remote" only?')).toBe(
      '{ question: "Is she \\"remote\\" only?", answer: "" },',
    )
  })
})

describe('job fits', () => {
  it.each([
    ['**Verdict:** A strong fit: she has built RAG systems.\n\n**Evidence**', 'strong'],
    ['**Verdict:** A partial fit. She lacks Go.', 'partial'],
    ['**Verdict:** Not a fit, the role is for a designer.', 'not a fit'],
    ['**Verdict**: not a good fit for this role.', 'not a fit'],
    ['She might be interested.', 'unknown'],
    // In the page's language, as the assistant is told to give it there.
    ['**Veredito:** Aderência parcial: falta Go.\n\n**Evidências**', 'partial'],
    ['**Veredicto:** No encaja: el puesto es de diseño.', 'not a fit'],
    ['**Einschätzung:** Passt sehr gut, sie betreibt Kubernetes.', 'strong'],
    ['**结论：** 部分匹配，缺少 Go 经验。', 'partial'],
    ['**التقييم:** توافق قوي: بنت أنظمة استرجاع.', 'strong'],
  ])('reads the verdict of %j as %s', (reply, verdict) => {
    expect(jobFitVerdict(reply).verdict).toBe(verdict)
  })

  it('keeps the verdict sentence without the Markdown', () => {
    expect(jobFitVerdict('**Verdict:** A strong fit: RAG.\n**Evidence**').verdictText).toBe(
      'A strong fit: RAG.',
    )
    expect(jobFitVerdict('**结论：** 高度匹配。\n**依据**').verdictText).toBe('高度匹配。')
  })

  it.each([
    ['\n\n  Senior AI Engineer at Acme  \nRemote', 'Senior AI Engineer at Acme'],
    ['x'.repeat(200), `${'x'.repeat(119)}…`],
    ['', ''],
  ])('the posting’s first line of %j', (posting, line) => {
    expect(postingFirstLine(posting)).toBe(line)
  })
})

// A site in German first and Portuguese second: its turns from before it had languages were asked in German.
const languages: InsightLanguages = {
  locales: ['de', 'pt'],
  faqFile: (locale) =>
    locale === 'de' ? 'src/content/profile.ts' : `src/content/profile.${locale}.ts`,
}

describe('summariseInsights', () => {
  const turns = [
    turn({ conversationId: 'a', question: 'Does she know Rust?', outcome: 'unanswered' }),
    turn({
      conversationId: 'a',
      question: 'does she know rust',
      outcome: 'unanswered',
      at: NOW - 2 * HOUR,
    }),
    turn({ conversationId: 'b', visitor: 'v2', outcome: 'faq' }),
    turn({
      conversationId: 'b',
      visitor: 'v2',
      kind: 'job-fit',
      question: 'Staff ML Engineer, Acme\nWe need...',
      reply: '**Verdict:** A partial fit.',
      tokensEstimated: true,
    }),
    turn({ conversationId: 'c', outcome: 'visitor-limit', tokensIn: 0, tokensOut: 0 }),
    turn({ conversationId: 'c', outcome: 'daily-cap', tokensIn: 0, tokensOut: 0 }),
    turn({ conversationId: 'c', outcome: 'token-budget', tokensIn: 0, tokensOut: 0 }),
    turn({
      conversationId: 'd',
      outcome: 'model-error',
      errorKind: 'rate_limited',
      at: NOW - 3 * DAY,
    }),
    turn({
      conversationId: 'd',
      outcome: 'model-error',
      errorKind: 'rate_limited',
      at: NOW - 3 * DAY,
    }),
    turn({ conversationId: 'd', outcome: 'cut-off', at: NOW - 3 * DAY }),
    turn({ conversationId: 'old', at: NOW - 8 * DAY, question: 'Old question?' }),
  ]

  it('counts only the window', () => {
    const week = summariseInsights(turns, {
      now: NOW,
      days: 7,
      dailyTokenBudget: 750_000,
      languages,
    })
    // A visitor's pseudonym changes every day: v1 today and v1 three days ago are two visitors.
    expect(week.totals).toEqual({ conversations: 4, questions: 9, jobFits: 1, visitors: 3 })
    const month = summariseInsights(turns, {
      now: NOW,
      days: 30,
      dailyTokenBudget: 750_000,
      languages,
    })
    expect(month.totals.conversations).toBe(5)
    expect(month.daily).toHaveLength(30)
  })

  it('lists the unanswered questions grouped, each with its FAQ entry', () => {
    const { unanswered } = summariseInsights(turns, {
      now: NOW,
      days: 7,
      dailyTokenBudget: 1,
      languages,
    })
    expect(unanswered).toEqual([
      {
        question: 'does she know rust',
        count: 2,
        variants: ['Does she know Rust?'],
        locale: 'de',
        faqEntry: '{ question: "does she know rust", answer: "" },',
        file: 'src/content/profile.ts',
      },
    ])
  })

  it('gives job fits, limits, errors and tokens', () => {
    const summary = summariseInsights(turns, {
      now: NOW,
      days: 7,
      dailyTokenBudget: 750_000,
      languages,
    })
    expect(summary.jobFits).toEqual([
      expect.objectContaining({
        conversationId: 'b',
        firstLine: 'Staff ML Engineer, Acme',
        verdict: 'partial',
      }),
    ])
    expect(summary.limits).toEqual({ visitorLimit: 1, dailyCap: 1, tokenBudget: 1 })
    expect(summary.errors).toEqual([
      { kind: 'rate_limited', count: 2 },
      { kind: 'cut-off', count: 1 },
    ])
    expect(summary.tokens).toEqual({
      total: 120 * 7,
      today: 120 * 4,
      dailyBudget: 750_000,
      estimated: true,
    })
  })

  it('sums up each conversation by its opening, the latest first', () => {
    const { conversations } = summariseInsights(turns, {
      now: NOW,
      days: 7,
      dailyTokenBudget: 1,
      languages,
    })
    expect(conversations.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(conversations.find((entry) => entry.id === 'a')).toMatchObject({
      turns: 2,
      opening: 'does she know rust',
      outcomes: ['unanswered', 'unanswered'],
      locales: ['de'],
    })
  })
})

describe('summariseInsights in the site’s languages', () => {
  const turns = [
    turn({ conversationId: 'de', question: 'Hat sie einen Arbeitsvisum?', outcome: 'unanswered' }),
    turn({
      conversationId: 'pt',
      locale: 'pt',
      question: 'Ela tem visto de trabalho?',
      outcome: 'unanswered',
      at: NOW - HOUR,
    }),
    turn({ conversationId: 'pt', locale: 'pt', question: 'Onde ela mora?', at: NOW - 2 * HOUR }),
    // A visitor who switched to the default language mid-way.
    turn({ conversationId: 'pt', locale: 'de', question: 'Wo wohnt sie?', at: NOW - 3 * HOUR }),
    // A language the site no longer publishes still shows.
    turn({ conversationId: 'es', locale: 'es', question: '¿Dónde vive?', at: NOW - 4 * HOUR }),
  ]
  const summary = (locale?: string) =>
    summariseInsights(turns, { now: NOW, days: 7, dailyTokenBudget: 1, languages, locale })

  it('gives each conversation its languages, and offers every language the site or the log has', () => {
    const all = summary()
    expect(all.locale).toBeUndefined()
    expect(all.languages).toEqual(['de', 'pt', 'es'])
    expect(all.conversations.map((entry) => [entry.id, entry.locales])).toEqual([
      ['de', ['de']],
      ['pt', ['de', 'pt']],
      ['es', ['es']],
    ])
  })

  it('names the FAQ entry’s file for the language it was asked in', () => {
    expect(summary().unanswered.map(({ question, file }) => [question, file])).toEqual([
      ['Hat sie einen Arbeitsvisum?', 'src/content/profile.ts'],
      ['Ela tem visto de trabalho?', 'src/content/profile.pt.ts'],
    ])
  })

  it('shows one language’s figures alone when asked', () => {
    const portuguese = summary('pt')
    expect(portuguese.locale).toBe('pt')
    expect(portuguese.languages).toEqual(['de', 'pt', 'es'])
    expect(portuguese.totals).toMatchObject({ conversations: 1, questions: 2 })
    expect(portuguese.conversations).toEqual([
      expect.objectContaining({ id: 'pt', turns: 2, locales: ['pt'] }),
    ])
    expect(portuguese.unanswered.map((group) => group.locale)).toEqual(['pt'])
    // The turns kept before the site had languages count in the default one.
    expect(summary('de').totals.questions).toBe(2)
  })
})
