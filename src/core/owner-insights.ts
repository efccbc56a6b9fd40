// What the owner's page (/owner) shows of the conversation log: pure functions from the turns' digests
// to figures, so the server, the dev preview and the tests compute them the same way. No I/O, no clock:
// `now` is always given. Every step costs a bounded amount a turn, so the server can feed a full log
// through them in slices (src/server/insights/read-insights.ts) and never hold a visitor up.
import { jobFitHeading, verdictIn } from './job-fit'
import type { Tally, TallyKind, TurnOutcome, TurnRecord } from './insights'

const DAY_MS = 24 * 60 * 60 * 1000

/** The windows the owner's page offers, in days. */
export const INSIGHT_WINDOWS = [7, 30] as const
export type InsightWindow = (typeof INSIGHT_WINDOWS)[number]

/** The most question groups the page lists: past that a long tail says little. */
export const TOP_QUESTIONS = 10

/**
 * How many of each list the page gets: the latest conversations and job fits, the most asked
 * unanswered questions. The totals say how many there were; the export holds every turn.
 */
export const SHOWN = { conversations: 100, jobFits: 50, unanswered: 50 } as const

/** Two questions whose meaningful words overlap at least this much (Jaccard) count as one. */
export const SIMILARITY_THRESHOLD = 0.5

/**
 * What grouping may spend on one question, whatever the texts: its first `words` meaningful words, and
 * a comparison with at most `candidates` earlier groups (those sharing its rarest words, the earliest
 * first). So a full log is grouped in time linear in its size, where comparing every question with every
 * group grew with its square (8,000 distinct questions took 101 s).
 */
export const GROUPING_LIMITS = { words: 12, candidates: 16 } as const

/** How much of a question a digest keeps: enough to group it and to show it in a list. */
export const DIGEST_TEXT_LENGTH = 200

export type JobFitVerdict = 'strong' | 'partial' | 'not a fit' | 'unknown'

/**
 * A turn as the owner's figures need it, made when the turn is kept: a few hundred bytes, whatever the
 * turn's texts, so reading a full log for the figures never reads its replies.
 */
export type TurnDigest = {
  id: string
  at: number
  conversationId: string
  visitor: string
  kind: TurnRecord['kind']
  outcome: TurnOutcome
  errorKind?: string
  /** Tokens in and out. */
  tokens: number
  tokensEstimated: boolean
  /** The question, whitespace folded, at most DIGEST_TEXT_LENGTH characters; a job fit's first line. */
  text: string
  /** A question's first meaningful words (GROUPING_LIMITS.words), found once, as it is kept. */
  words?: string[]
  /** The language of the page it was asked on; absent for turns kept before the site had languages. */
  locale?: string
  /** A job fit's verdict, read from its reply. */
  verdict?: { verdict: JobFitVerdict; verdictText: string }
}

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
  /** How its turns ended, each once, in the order they first did. */
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
  /** The most asked of them (SHOWN.unanswered), and how many groups there were in all. */
  unanswered: UnansweredQuestion[]
  unansweredGroups: number
  /** The latest (SHOWN.jobFits); `totals.jobFits` counts them all. */
  jobFits: JobFitSummary[]
  /** Questions refused by each limit, and turns not kept because a share of the day was used up. */
  limits: { visitorLimit: number; dailyCap: number; tokenBudget: number; shareFull: number }
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
  /** The latest (SHOWN.conversations); `totals.conversations` counts them all. */
  conversations: ConversationSummary[]
}

/** What GET /api/owner/insights answers: the window's figures, and how the log itself is doing. */
export type OwnerInsights = Insights & {
  /** Whether turns are being kept at all (INSIGHTS=off, or a host without a store: false). */
  logging: boolean
  /** The store's own figures; absent while the log is off. */
  health?: LogHealth
}

/** How full the conversation log is, against its bounds, and the writes that failed. */
export type LogHealth = {
  /** Turns kept now. */
  rows: number
  /** Their weight (turnBytes), against the byte cap. */
  bytes: number
  maxRows: number
  maxBytes: number
  /** Turns this instance failed to write since it started (the store was slow, full or down). */
  failures: number
  retentionDays: number
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

/**
 * The words grouping reads of a question: its first meaningful ones, each at most 24 characters (a run
 * of Chinese or Japanese, unspaced, is one "word"; its start says enough to group by).
 */
const meaningfulWords = (question: string) =>
  [...new Set([...questionWords(question)].map((word) => word.slice(0, 24)))].slice(
    0,
    GROUPING_LIMITS.words,
  )

/** How alike two questions are: the share of their meaningful words they have in common (Jaccard). */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1
  let shared = 0
  for (const word of a) if (b.has(word)) shared += 1
  return shared / (a.size + b.size - shared)
}

/** A question with its whitespace folded, as the log's lists show it. */
const folded = (text: string) => text.trim().replace(/\s+/g, ' ')

/**
 * Questions grouped by likeness, fed one at a time, oldest first. Each question joins the earliest group
 * whose first question it is alike enough to, among the groups it is compared with (GROUPING_LIMITS):
 * the same words join at once, and an index from each word to the groups whose first question holds it
 * finds the others. `compared` counts the comparisons made, so a test can hold the work to its bound.
 */
export function createQuestionGroups() {
  type Group = {
    order: number
    words: Set<string>
    // Each phrasing once (keyed in lower case), in the order first asked, with how often it was.
    phrasings: Map<string, { text: string; count: number }>
    count: number
  }
  const groups: Group[] = []
  // The same meaningful words, in any order, always land in the same group.
  const byWords = new Map<string, Group>()
  const byWord = new Map<string, Group[]>()
  let compared = 0

  const find = (words: Set<string>): Group | undefined => {
    // Rarer words first: their groups are the likeliest matches, and the fewest.
    const lists = [...words]
      .map((word) => byWord.get(word) ?? [])
      .sort((a, b) => a.length - b.length)
    const candidates = new Set<Group>()
    for (const list of lists) {
      for (const group of list) {
        if (candidates.size >= GROUPING_LIMITS.candidates) break
        candidates.add(group)
      }
    }
    let best: Group | undefined
    for (const group of candidates) {
      compared += 1
      if (best && group.order > best.order) continue
      if (similarity(group.words, words) >= SIMILARITY_THRESHOLD) best = group
    }
    return best
  }

  return {
    /** A question, with its meaningful words when they are known already (a digest's). */
    add(raw: string, known?: readonly string[]) {
      const question = folded(raw)
      if (!question) return
      const words = new Set(known ?? meaningfulWords(question))
      const key = [...words].sort().join(' ')
      let group = byWords.get(key) ?? find(words)
      if (!group) {
        group = { order: groups.length, words, phrasings: new Map(), count: 0 }
        groups.push(group)
        // A question alike enough shares at least half of these words, so it shares one of any half
        // and one more: only those are indexed.
        for (const word of [...words].slice(0, Math.floor(words.size / 2) + 1)) {
          const list = byWord.get(word)
          if (list) list.push(group)
          else byWord.set(word, [group])
        }
      }
      byWords.set(key, group)
      group.count += 1
      const phrasingKey = question.toLowerCase()
      const phrasing = group.phrasings.get(phrasingKey) ?? { text: question, count: 0 }
      phrasing.count += 1
      group.phrasings.set(phrasingKey, phrasing)
    },
    get compared() {
      return compared
    },
    get size() {
      return groups.length
    },
    /** The `count` largest groups, the most asked first (the earliest among equals). */
    largest(count: number): QuestionGroup[] {
      return [...groups]
        .sort((a, b) => b.count - a.count || a.order - b.order)
        .slice(0, count)
        .map(({ phrasings, count: asked }) => {
          const seen = [...phrasings.values()]
          // The phrasing asked most often; the first asked among equals.
          const best = seen.reduce((top, phrasing) => (phrasing.count > top.count ? phrasing : top))
          return {
            question: best.text,
            count: asked,
            variants: seen.filter((phrasing) => phrasing !== best).map((phrasing) => phrasing.text),
          }
        })
    },
  }
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
  const verdictText = (after.split('\n')[0] ?? '').replace(/\*+/g, '').trim().slice(0, 300)
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

/** A kept turn's digest: what the figures read of it. */
export function digestOf(turn: TurnRecord): TurnDigest {
  return {
    id: turn.id,
    at: turn.at,
    conversationId: turn.conversationId,
    visitor: turn.visitor,
    kind: turn.kind,
    outcome: turn.outcome,
    ...(turn.errorKind === undefined ? {} : { errorKind: turn.errorKind }),
    tokens: turn.tokensIn + turn.tokensOut,
    tokensEstimated: turn.tokensEstimated,
    ...(turn.locale === undefined ? {} : { locale: turn.locale }),
    ...(turn.kind === 'job-fit'
      ? { text: postingFirstLine(turn.question), verdict: jobFitVerdict(turn.reply) }
      : {
          text: folded(turn.question).slice(0, DIGEST_TEXT_LENGTH),
          words: meaningfulWords(folded(turn.question).slice(0, DIGEST_TEXT_LENGTH)),
        }),
  }
}

/** The languages of the site, for the figures: the first is the default, which turns kept without one were asked in. */
export type InsightLanguages = {
  locales: readonly string[]
  /** Where an unanswered question's FAQ entry goes, for its language. */
  faqFile: (locale: string) => string
}

const FAILED: readonly TurnOutcome[] = ['model-error', 'cut-off']

const TALLY_FIELDS: Record<TallyKind, keyof Insights['limits']> = {
  'visitor-limit': 'visitorLimit',
  'daily-cap': 'dailyCap',
  'token-budget': 'tokenBudget',
  'share-full': 'shareFull',
}

/**
 * Everything the owner's page shows for one window, built one digest at a time, oldest first: each
 * `add` costs a bounded amount, and what it keeps is bounded by the window's turns.
 */
export function createInsights({
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
  /** The language the figures are for; absent: every language. */
  locale?: string
}) {
  const since = windowStart(now, days)
  // Before the site had languages, questions were asked in its only one.
  const [defaultLocale = ''] = languages.locales
  // Every language the window's questions were asked in, whichever the figures are for.
  const askedIn = new Set<string>(languages.locales)
  const today = utcDay(now)
  const daily = new Map<string, DayActivity & { ids: Set<string> }>()
  for (let index = 0; index < days; index += 1) {
    const day = utcDay(since + index * DAY_MS)
    daily.set(day, { day, conversations: 0, questions: 0, jobFits: 0, tokens: 0, ids: new Set() })
  }
  const totals = { questions: 0, jobFits: 0 }
  const visitors = new Set<string>()
  const conversations = new Map<
    string,
    Omit<ConversationSummary, 'outcomes' | 'locales'> & {
      outcomes: Set<TurnOutcome>
      locales: Set<string>
    }
  >()
  const errors = new Map<string, number>()
  const tokens = { total: 0, today: 0, estimated: false }
  const asked = createQuestionGroups()
  // Grouped within each language (its entry goes to its own file), the languages in the order first asked.
  const unanswered = new Map<string, ReturnType<typeof createQuestionGroups>>()
  // The latest job fits only: the window's first are pushed out as later ones come.
  const jobFits: JobFitSummary[] = []

  return {
    /** One turn of the window, in the order they were asked; turns outside it are passed over. */
    add(turn: TurnDigest) {
      if (turn.at < since || turn.at > now) return
      const language = turn.locale ?? defaultLocale
      askedIn.add(language)
      if (locale && language !== locale) return
      const day = utcDay(turn.at)
      const activity = daily.get(day)
      activity?.ids.add(turn.conversationId)
      visitors.add(`${day} ${turn.visitor}`)
      tokens.total += turn.tokens
      if (day === today) tokens.today += turn.tokens
      tokens.estimated ||= turn.tokensEstimated
      if (activity) activity.tokens += turn.tokens
      if (turn.kind === 'job-fit') {
        totals.jobFits += 1
        if (activity) activity.jobFits += 1
        jobFits.push({
          at: turn.at,
          conversationId: turn.conversationId,
          firstLine: turn.text,
          ...(turn.verdict ?? { verdict: 'unknown', verdictText: '' }),
        })
        if (jobFits.length > SHOWN.jobFits) jobFits.shift()
      } else {
        totals.questions += 1
        if (activity) activity.questions += 1
        asked.add(turn.text, turn.words)
        if (turn.outcome === 'unanswered') {
          const groups = unanswered.get(language) ?? createQuestionGroups()
          groups.add(turn.text, turn.words)
          unanswered.set(language, groups)
        }
      }
      if (FAILED.includes(turn.outcome)) {
        const kind = turn.outcome === 'cut-off' ? 'cut-off' : (turn.errorKind ?? 'unknown')
        errors.set(kind, (errors.get(kind) ?? 0) + 1)
      }
      const conversation = conversations.get(turn.conversationId)
      if (conversation) {
        conversation.lastAt = Math.max(conversation.lastAt, turn.at)
        conversation.turns += 1
        conversation.outcomes.add(turn.outcome)
        conversation.locales.add(language)
      } else {
        conversations.set(turn.conversationId, {
          id: turn.conversationId,
          startedAt: turn.at,
          lastAt: turn.at,
          turns: 1,
          opening: turn.text,
          outcomes: new Set([turn.outcome]),
          locales: new Set([language]),
        })
      }
    },
    /** The figures, with the window's tallies (the refused questions and the turns not kept). */
    result(tallies: readonly Tally[]): Insights {
      const limits = { visitorLimit: 0, dailyCap: 0, tokenBudget: 0, shareFull: 0 }
      for (const tally of tallies) {
        if (tally.day >= utcDay(since) && tally.day <= today)
          limits[TALLY_FIELDS[tally.kind]] += tally.count
      }
      // The most asked in every language, each entry naming the file it goes to.
      const unansweredGroups = [...unanswered.entries()].flatMap(([language, groups]) =>
        groups.largest(SHOWN.unanswered).map((group) => ({
          ...group,
          locale: language,
          faqEntry: faqEntry(group.question),
          file: languages.faqFile(language),
        })),
      )
      return {
        days,
        since,
        until: now,
        ...(locale ? { locale } : {}),
        languages: [...askedIn],
        totals: { conversations: conversations.size, ...totals, visitors: visitors.size },
        daily: [...daily.values()].map(({ ids, ...day }) => ({ ...day, conversations: ids.size })),
        topQuestions: asked.largest(TOP_QUESTIONS),
        unanswered: unansweredGroups.sort((a, b) => b.count - a.count).slice(0, SHOWN.unanswered),
        unansweredGroups: [...unanswered.values()].reduce((sum, groups) => sum + groups.size, 0),
        jobFits: jobFits.toReversed(),
        limits,
        errors: [...errors.entries()]
          .map(([kind, count]) => ({ kind, count }))
          .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind)),
        tokens: { ...tokens, dailyBudget: dailyTokenBudget },
        conversations: [...conversations.values()]
          .sort((a, b) => b.lastAt - a.lastAt)
          .slice(0, SHOWN.conversations)
          .map((conversation) => ({
            ...conversation,
            outcomes: [...conversation.outcomes],
            locales: [...conversation.locales],
          })),
      }
    },
  }
}
