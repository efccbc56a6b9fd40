// What the owner's page (/owner) shows of the conversation log: pure functions from turns to figures,
// so the server, the dev preview and the tests compute them the same way. No I/O, no clock: `now` is
// always given.
import { jobFitHeading, verdictIn } from './job-fit'
import type { TurnOutcome, TurnRecord } from './insights'

const DAY_MS = 24 * 60 * 60 * 1000

/** The windows the owner's page offers, in days. */
export const INSIGHT_WINDOWS = [7, 30] as const
export type InsightWindow = (typeof INSIGHT_WINDOWS)[number]

/** The most question groups the page lists: past that a long tail says little. */
export const TOP_QUESTIONS = 10

/** Two questions whose meaningful words overlap at least this much (Jaccard) count as one. */
export const SIMILARITY_THRESHOLD = 0.5

export type DayActivity = {
  /** The UTC day, YYYY-MM-DD. */
  day: string
  conversations: number
  questions: number
  jobFits: number
  /** Tokens in and out that day. */
  tokens: number
}

export type QuestionGroup = {
  /** The phrasing asked most often in the group (the earliest among equals). */
  question: string
  count: number
  /** The other phrasings, each once. */
  variants: string[]
}

export type UnansweredQuestion = QuestionGroup & {
  /** The language it was asked in. */
  locale: string
  /** A ready-to-paste entry for `faq`... */
  faqEntry: string
  /** ...in this file: src/content/profile.ts for the default language, its translation's for another. */
  file: string
}

export type JobFitVerdict = 'strong' | 'partial' | 'not a fit' | 'unknown'

export type JobFitSummary = {
  at: number
  conversationId: string
  /** The posting's first non-empty line. */
  firstLine: string
  verdict: JobFitVerdict
  /** The verdict's own sentence, as the assistant wrote it. */
  verdictText: string
}

export type ConversationSummary = {
  id: string
  startedAt: number
  lastAt: number
  turns: number
  /** The first question, as typed (a job description's first line). */
  opening: string
  outcomes: TurnOutcome[]
  /** The languages its questions were asked in, the first first (a visitor may switch mid-way). */
  locales: string[]
}

export type Insights = {
  days: number
  since: number
  until: number
  /** The language the figures are for; absent: every language. */
  locale?: string
  /** The languages the owner may look at: the site's, then any other the window's turns were asked in. */
  languages: string[]
  totals: { conversations: number; questions: number; jobFits: number; visitors: number }
  daily: DayActivity[]
  topQuestions: QuestionGroup[]
  unanswered: UnansweredQuestion[]
  jobFits: JobFitSummary[]
  limits: { visitorLimit: number; dailyCap: number; tokenBudget: number }
  /** Failed turns by the API's error kind (model errors and cut-off replies). */
  errors: { kind: string; count: number }[]
  tokens: {
    /** Tokens in and out over the window, and today (UTC). */
    total: number
    today: number
    dailyBudget: number
    /** Some counts are the server's estimate: the provider reported no usage for them. */
    estimated: boolean
  }
  conversations: ConversationSummary[]
}

/** What GET /api/owner/insights answers: the window's figures, and how the log itself is doing. */
export type OwnerInsights = Insights & {
  /** Whether turns are being kept at all (INSIGHTS=off, or a host without a store: false). */
  logging: boolean
  /** The store's own figures; absent while the log is off. */
  health?: { rows: number; failures: number; retentionDays: number }
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/** Where a window of `days` days ending at `now` starts: midnight UTC, `days - 1` days before today. */
export function windowStart(now: number, days: number): number {
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  )
  return today - (days - 1) * DAY_MS
}

/** Every day of the window, oldest first, with what happened on it (days without turns count zero). */
export function dailyActivity(turns: readonly TurnRecord[], now: number, days: number) {
  const start = windowStart(now, days)
  const byDay = new Map<string, DayActivity & { ids: Set<string> }>()
  for (let index = 0; index < days; index += 1) {
    const day = utcDay(start + index * DAY_MS)
    byDay.set(day, { day, conversations: 0, questions: 0, jobFits: 0, tokens: 0, ids: new Set() })
  }
  for (const turn of turns) {
    const entry = byDay.get(utcDay(turn.at))
    if (!entry) continue
    entry.ids.add(turn.conversationId)
    if (turn.kind === 'job-fit') entry.jobFits += 1
    else entry.questions += 1
    entry.tokens += turn.tokensIn + turn.tokensOut
  }
  return [...byDay.values()].map(({ ids, ...day }) => ({ ...day, conversations: ids.size }))
}

// Words that carry no meaning of their own in a question about someone's portfolio: "what is her
// experience with aws" and "her aws experience?" are one question.
const STOP_WORDS = new Set(
  (
    'a an and any are as at be been by can could did do does for from has have her hers how i if in ' +
    'is it its me my of on or please she so tell than that the their them there they this to was ' +
    'we were what when where which who why will with would you your about'
  ).split(' '),
)

/** A question's meaningful words: lower case, no punctuation or stop words, a plural's -s dropped. */
export function questionWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word && !STOP_WORDS.has(word))
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    )
  return new Set(words)
}

/** How alike two questions are: the share of their meaningful words they have in common (Jaccard). */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1
  let shared = 0
  for (const word of a) if (b.has(word)) shared += 1
  return shared / (a.size + b.size - shared)
}

/**
 * Questions grouped by likeness, the most asked first. Each question joins the first group whose
 * first question it is alike enough to, so the grouping is stable and needs no clustering library.
 */
export function groupQuestions(questions: readonly string[]): QuestionGroup[] {
  type Group = {
    words: Set<string>
    // Each phrasing once (keyed in lower case), in the order first asked, with how often it was.
    phrasings: Map<string, { text: string; count: number }>
    count: number
  }
  const groups: Group[] = []
  for (const raw of questions) {
    const question = raw.trim().replace(/\s+/g, ' ')
    if (!question) continue
    const words = questionWords(question)
    let group = groups.find(
      (candidate) => similarity(candidate.words, words) >= SIMILARITY_THRESHOLD,
    )
    if (!group) {
      group = { words, phrasings: new Map(), count: 0 }
      groups.push(group)
    }
    group.count += 1
    const key = question.toLowerCase()
    const phrasing = group.phrasings.get(key) ?? { text: question, count: 0 }
    phrasing.count += 1
    group.phrasings.set(key, phrasing)
  }
  return groups
    .map(({ phrasings, count }, order) => {
      const seen = [...phrasings.values()]
      // The phrasing asked most often; the first asked among equals.
      const best = seen.reduce((top, phrasing) => (phrasing.count > top.count ? phrasing : top))
      return {
        question: best.text,
        count,
        variants: seen.filter((phrasing) => phrasing !== best).map((phrasing) => phrasing.text),
        order,
      }
    })
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ question, count, variants }) => ({ question, count, variants }))
}

/** A `faq` entry for src/content/profile.ts, with the answer left for the owner to write. */
export function faqEntry(question: string): string {
  return `{ question: ${JSON.stringify(question)}, answer: "" },`
}

/** The first non-empty line of a job posting, at most 120 characters. */
export function postingFirstLine(text: string): string {
  const line = text.split('\n').find((entry) => entry.trim()) ?? ''
  const trimmed = line.trim()
  return trimmed.length > 120 ? `${trimmed.slice(0, 119)}…` : trimmed
}

/**
 * The verdict of a job-fit answer: the sentence after its "Verdict:" heading, read as strong, partial
 * or not a fit. The assistant is told to use those words; anything else is `unknown`.
 */
export function jobFitVerdict(reply: string): { verdict: JobFitVerdict; verdictText: string } {
  const heading = new RegExp(`(?:${jobFitHeading('verdict')})\\s*[:：]?\\**\\s*[:：]?\\s*`, 'i')
  const match = heading.exec(reply)
  const after = match ? reply.slice(match.index + match[0].length) : ''
  const verdictText = (after.split('\n')[0] ?? '').replace(/\*+/g, '').trim()
  const lower = verdictText.toLowerCase()
  // English as it is often put; the verdicts of the shipped languages as the assistant is told to give them.
  const verdict: JobFitVerdict = /\bnot (?:a )?(?:good |strong )?fit\b/.test(lower)
    ? 'not a fit'
    : /\bpartial\b/.test(lower)
      ? 'partial'
      : /\bstrong\b/.test(lower)
        ? 'strong'
        : (verdictIn(lower) ?? 'unknown')
  return { verdict, verdictText }
}

/** The languages of the site, for the figures: the first is the default, which turns kept without one were asked in. */
export type InsightLanguages = {
  locales: readonly string[]
  /** Where an unanswered question's FAQ entry goes, for its language. */
  faqFile: (locale: string) => string
}

// Before the site had languages, questions were asked in its only one.
const localeOf = (turn: TurnRecord, defaultLocale: string) => turn.locale ?? defaultLocale

/** The conversations, the latest first, each summed up by its first question. */
export function conversationsOf(
  turns: readonly TurnRecord[],
  defaultLocale: string,
): ConversationSummary[] {
  const byId = new Map<string, TurnRecord[]>()
  for (const turn of turns) {
    const list = byId.get(turn.conversationId) ?? []
    list.push(turn)
    byId.set(turn.conversationId, list)
  }
  return [...byId.entries()]
    .map(([id, list]) => {
      const ordered = [...list].sort((a, b) => a.at - b.at)
      const first = ordered[0] as TurnRecord
      return {
        id,
        startedAt: first.at,
        lastAt: (ordered.at(-1) as TurnRecord).at,
        turns: ordered.length,
        opening: first.kind === 'job-fit' ? postingFirstLine(first.question) : first.question,
        outcomes: ordered.map((turn) => turn.outcome),
        locales: [...new Set(ordered.map((turn) => localeOf(turn, defaultLocale)))],
      }
    })
    .sort((a, b) => b.lastAt - a.lastAt)
}

const FAILED: readonly TurnOutcome[] = ['model-error', 'cut-off']

/**
 * Everything the owner's page shows for one window, from the turns the log holds: for the questions
 * asked in `locale` alone when it is given.
 */
export function summariseInsights(
  turns: readonly TurnRecord[],
  {
    now,
    days,
    dailyTokenBudget,
    languages,
    locale,
  }: {
    now: number
    days: number
    dailyTokenBudget: number
    languages: InsightLanguages
    locale?: string
  },
): Insights {
  const since = windowStart(now, days)
  const [defaultLocale = ''] = languages.locales
  const window = turns.filter((turn) => turn.at >= since && turn.at <= now)
  const inWindow = locale
    ? window.filter((turn) => localeOf(turn, defaultLocale) === locale)
    : window
  const questions = inWindow.filter((turn) => turn.kind === 'question')
  const count = (outcome: TurnOutcome) => inWindow.filter((turn) => turn.outcome === outcome).length
  const errors = new Map<string, number>()
  for (const turn of inWindow) {
    if (!FAILED.includes(turn.outcome)) continue
    const kind = turn.outcome === 'cut-off' ? 'cut-off' : (turn.errorKind ?? 'unknown')
    errors.set(kind, (errors.get(kind) ?? 0) + 1)
  }
  const chronological = (list: readonly TurnRecord[]) => [...list].sort((a, b) => a.at - b.at)
  const today = utcDay(now)
  const tokensOf = (list: readonly TurnRecord[]) =>
    list.reduce((sum, turn) => sum + turn.tokensIn + turn.tokensOut, 0)
  return {
    days,
    since,
    until: now,
    ...(locale ? { locale } : {}),
    languages: [
      ...new Set([...languages.locales, ...window.map((turn) => localeOf(turn, defaultLocale))]),
    ],
    totals: {
      conversations: new Set(inWindow.map((turn) => turn.conversationId)).size,
      questions: questions.length,
      jobFits: inWindow.length - questions.length,
      visitors: new Set(inWindow.map((turn) => `${utcDay(turn.at)} ${turn.visitor}`)).size,
    },
    daily: dailyActivity(inWindow, now, days),
    topQuestions: groupQuestions(chronological(questions).map((turn) => turn.question)).slice(
      0,
      TOP_QUESTIONS,
    ),
    // Grouped within each language: its entry goes to its own file.
    unanswered: unansweredByLanguage(
      chronological(questions.filter((turn) => turn.outcome === 'unanswered')),
      defaultLocale,
    ).flatMap(([language, asked]) =>
      groupQuestions(asked).map((group) => ({
        ...group,
        locale: language,
        faqEntry: faqEntry(group.question),
        file: languages.faqFile(language),
      })),
    ),
    jobFits: inWindow
      .filter((turn) => turn.kind === 'job-fit')
      .sort((a, b) => b.at - a.at)
      .map((turn) => ({
        at: turn.at,
        conversationId: turn.conversationId,
        firstLine: postingFirstLine(turn.question),
        ...jobFitVerdict(turn.reply),
      })),
    limits: {
      visitorLimit: count('visitor-limit'),
      dailyCap: count('daily-cap'),
      tokenBudget: count('token-budget'),
    },
    errors: [...errors.entries()]
      .map(([kind, total]) => ({ kind, count: total }))
      .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind)),
    tokens: {
      total: tokensOf(inWindow),
      today: tokensOf(inWindow.filter((turn) => utcDay(turn.at) === today)),
      dailyBudget: dailyTokenBudget,
      estimated: inWindow.some((turn) => turn.tokensEstimated),
    },
    conversations: conversationsOf(inWindow, defaultLocale),
  }
}

/** The questions of each language, the languages in the order first asked. */
function unansweredByLanguage(
  turns: readonly TurnRecord[],
  defaultLocale: string,
): [string, string[]][] {
  const byLanguage = new Map<string, string[]>()
  for (const turn of turns) {
    const language = localeOf(turn, defaultLocale)
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), turn.question])
  }
  return [...byLanguage.entries()]
}
