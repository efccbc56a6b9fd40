import { describe, expect, it } from 'vitest'
import type { Tally, TurnRecord } from './insights'
import {
  GROUPING_LIMITS,
  SHOWN,
  createInsights,
  createQuestionGroups,
  digestOf,
  type InsightLanguages,
  faqEntry,
  jobFitVerdict,
  postingFirstLine,
  questionWords,
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
    network: 'n1',
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

// A site in German first and Portuguese second: its turns from before it had languages were asked in German.
const languages: InsightLanguages = {
  locales: ['de', 'pt'],
  faqFile: (locale) =>
    locale === 'de' ? 'src/content/profile.ts' : `src/content/profile.${locale}.ts`,
}

/** The figures of a window over these turns, fed oldest first as the server feeds them. */
function summarise(
  turns: readonly TurnRecord[],
  tallies: readonly Tally[],
  options: { now: number; days: number; dailyTokenBudget: number; locale?: string },
) {
  const insights = createInsights({ languages, ...options })
  for (const one of [...turns].sort((a, b) => a.at - b.at)) insights.add(digestOf(one))
  return insights.result(tallies)
}

/** Questions grouped, as the figures group them. */
function groupQuestions(questions: readonly string[], count = Infinity) {
  const groups = createQuestionGroups()
  for (const question of questions) groups.add(question)
  return groups.largest(count)
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

describe('daily activity', () => {
  it('has every day of the window, oldest first, with empty days at zero', () => {
    const { daily } = summarise([], [], { now: NOW, days: 7, dailyTokenBudget: 1 })
    expect(daily.map((day) => day.day)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ])
    expect(daily.every((day) => day.conversations === 0 && day.questions === 0)).toBe(true)
  })

  it('counts conversations once, and questions and job fits apart, on their UTC day', () => {
    const { daily } = summarise(
      [
        turn({ conversationId: 'a' }),
        turn({ conversationId: 'a' }),
        turn({ conversationId: 'b', kind: 'job-fit', tokensIn: 1000, tokensOut: 300 }),
        turn({ conversationId: 'c', at: NOW - DAY }),
        turn({ conversationId: 'old', at: NOW - 10 * DAY }),
      ],
      [],
      { now: NOW, days: 7, dailyTokenBudget: 1 },
    )
    expect(daily.at(-1)).toEqual({
      day: '2026-11-26',
      conversations: 2,
      questions: 2,
      jobFits: 1,
      tokens: 120 + 120 + 1300,
    })
    expect(daily.at(-2)).toMatchObject({ day: '2026-11-25', conversations: 1, questions: 1 })
    expect(daily.reduce((sum, day) => sum + day.questions + day.jobFits, 0)).toBe(4)
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

  it('does a bounded amount of work a question, whatever the questions: linear in their number', () => {
    // The worst case for comparing everything: questions that all share words, and none alike enough.
    const distinct = (count: number) => {
      const groups = createQuestionGroups()
      for (let i = 0; i < count; i++)
        groups.add(`Does she know aws kubernetes term${i} word${i} more${i}?`)
      return groups
    }
    const small = distinct(1000)
    const large = distinct(8000)
    expect(large.size).toBe(8000)
    expect(small.compared).toBeLessThanOrEqual(1000 * GROUPING_LIMITS.candidates)
    expect(large.compared).toBeLessThanOrEqual(8000 * GROUPING_LIMITS.candidates)
    // Comparing each with every group before it would have taken 31,996,000 comparisons.
    expect(large.compared).toBeLessThan((8000 * 8000) / 100)
  })

  it('still groups alike questions among thousands of others', () => {
    const questions = Array.from({ length: 3000 }, (_, i) => `Does she know term${i}?`)
    questions.splice(100, 0, 'What is her AWS experience?')
    questions.splice(2500, 0, 'Her AWS experience?', 'her aws experience')
    expect(groupQuestions(questions, 1)).toEqual([
      {
        question: 'What is her AWS experience?',
        count: 3,
        variants: ['Her AWS experience?', 'her aws experience'],
      },
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

describe('the figures of a window', () => {
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
  const tallies: Tally[] = [
    { day: '2026-11-26', kind: 'visitor-limit', count: 4 },
    { day: '2026-11-25', kind: 'daily-cap', count: 1 },
    { day: '2026-11-26', kind: 'token-budget', count: 2 },
    { day: '2026-11-26', kind: 'share-full', count: 7 },
    // Before the week: counted in the month only.
    { day: '2026-11-10', kind: 'visitor-limit', count: 100 },
  ]

  it('counts only the window', () => {
    const week = summarise(turns, tallies, { now: NOW, days: 7, dailyTokenBudget: 750_000 })
    // A visitor's pseudonym changes every day: v1 today and v1 three days ago are two visitors.
    expect(week.totals).toEqual({ conversations: 3, questions: 6, jobFits: 1, visitors: 3 })
    const month = summarise(turns, tallies, { now: NOW, days: 30, dailyTokenBudget: 750_000 })
    expect(month.totals.conversations).toBe(4)
    expect(month.daily).toHaveLength(30)
    expect(month.limits.visitorLimit).toBe(104)
  })

  it('lists the unanswered questions grouped, each with its FAQ entry', () => {
    const { unanswered, unansweredGroups } = summarise(turns, [], {
      now: NOW,
      days: 7,
      dailyTokenBudget: 1,
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
    expect(unansweredGroups).toBe(1)
  })

  it('gives job fits, the limits from the day counts, errors and tokens', () => {
    const summary = summarise(turns, tallies, { now: NOW, days: 7, dailyTokenBudget: 750_000 })
    expect(summary.jobFits).toEqual([
      expect.objectContaining({
        conversationId: 'b',
        firstLine: 'Staff ML Engineer, Acme',
        verdict: 'partial',
      }),
    ])
    expect(summary.limits).toEqual({ visitorLimit: 4, dailyCap: 1, tokenBudget: 2, shareFull: 7 })
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
    const { conversations } = summarise(turns, [], { now: NOW, days: 7, dailyTokenBudget: 1 })
    expect(conversations.map((entry) => entry.id)).toEqual(['a', 'b', 'd'])
    expect(conversations.find((entry) => entry.id === 'a')).toMatchObject({
      turns: 2,
      opening: 'does she know rust',
      outcomes: ['unanswered'],
      locales: ['de'],
    })
    expect(conversations.find((entry) => entry.id === 'd')?.outcomes).toEqual([
      'model-error',
      'cut-off',
    ])
  })

  it('lists the latest conversations and job fits only, and says how many there were', () => {
    const many = Array.from({ length: SHOWN.conversations + 20 }, (_, i) =>
      turn({ conversationId: `c${i}`, kind: 'job-fit', at: NOW - HOUR + i }),
    )
    const summary = summarise(many, [], { now: NOW, days: 7, dailyTokenBudget: 1 })
    expect(summary.conversations).toHaveLength(SHOWN.conversations)
    expect(summary.conversations[0]!.id).toBe(`c${SHOWN.conversations + 19}`)
    expect(summary.totals.conversations).toBe(SHOWN.conversations + 20)
    expect(summary.jobFits).toHaveLength(SHOWN.jobFits)
    expect(summary.totals.jobFits).toBe(SHOWN.conversations + 20)
  })
})

describe('digestOf', () => {
  it('keeps what the figures read, a few hundred bytes whatever the turn', () => {
    const long = turn({ question: `${'word '.repeat(400)}?`, reply: 'r'.repeat(8000) })
    const digest = digestOf(long)
    expect(digest.text.length).toBeLessThanOrEqual(200)
    expect(JSON.stringify(digest).length).toBeLessThan(600)
    expect(digestOf(turn({ kind: 'job-fit', reply: '**Verdict:** Not a fit.' })).verdict).toEqual({
      verdict: 'not a fit',
      verdictText: 'Not a fit.',
    })
  })
})

describe('the figures in the site’s languages', () => {
  const turns = [
    turn({
      conversationId: 'de',
      question: 'Hat sie einen Arbeitsvisum?',
      outcome: 'unanswered',
      at: NOW - HOUR / 2,
    }),
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
    summarise(turns, [], { now: NOW, days: 7, dailyTokenBudget: 1, locale })

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
    // The most asked first; among equals, the language first asked first.
    expect(summary().unanswered.map(({ question, file }) => [question, file])).toEqual([
      ['Ela tem visto de trabalho?', 'src/content/profile.pt.ts'],
      ['Hat sie einen Arbeitsvisum?', 'src/content/profile.ts'],
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
