// `npm run dev`'s preview of the owner's page: a conversation log seeded with a month of made-up turns,
// so an owner sees what /owner will show before deploying. Fixed-seed, so every start shows the same
// month (ending today); nothing here ever reaches a built server.
import type { TurnRecord } from '../../src/core/insights.ts'
import type { ConversationLog } from '../../src/server/insights/conversation-log.ts'
import { memoryConversationLog } from '../../src/server/stores/memory/conversation-log.ts'

const DAY = 24 * 60 * 60 * 1000

const ANSWERED = [
  'What is her experience with AWS?',
  'Her AWS experience?',
  'Which projects use Python?',
  'What is she working on now?',
  'How can I contact her?',
  'Is she open to new roles?',
  'What did she do as a senior software engineer?',
  'Does she know React?',
  'What certifications does she have?',
  'What is her GPA?',
]
const UNANSWERED = [
  'Does she have a work visa?',
  'What salary is she expecting?',
  'Has she used Kubernetes in production?',
  'Does she speak Spanish?',
]
const POSTINGS: { posting: string; verdict: string }[] = [
  {
    posting:
      'Machine Learning Engineer, Search — Acme Corp\nRemote (US). Python, PyTorch, ranking…',
    verdict: '**Verdict:** A strong fit: she has built ranking and retrieval models in PyTorch.',
  },
  {
    posting: 'Senior Frontend Engineer (React)\nBerlin, hybrid. 6+ years of React, design systems…',
    verdict: '**Verdict:** A partial fit: strong React work, but fewer years than asked.',
  },
  {
    posting: 'Staff Data Platform Engineer — Northwind\nSpark, Scala, Kafka at petabyte scale…',
    verdict: '**Verdict:** Not a fit: the portfolio shows no Scala, Spark or Kafka.',
  },
]

/** A small fixed-seed generator (mulberry32): the same demo on every start, the same bench texts. */
export function seededRandom(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A month of turns ending at `now`: questions, unanswered ones, job fits and a few errors, and the times
 * a visitor's limit refused a question (counted, never kept).
 */
export function demoTurns(now: number): { turns: TurnRecord[]; refused: number[] } {
  const next = seededRandom(30)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const turns: TurnRecord[] = []
  const refused: number[] = []
  for (let day = 29; day >= 0; day -= 1) {
    // Busier on weekdays, as recruiters are.
    const conversations = 1 + Math.floor(next() * (day % 7 < 2 ? 2 : 5))
    for (let index = 0; index < conversations; index += 1) {
      const conversationId = `demo-${day}-${index}`
      const visitor = `demo-visitor-${day}-${Math.floor(next() * 3)}`
      const start = now - day * DAY - Math.floor(next() * 8 * 60 * 60 * 1000)
      const length = 1 + Math.floor(next() * 3)
      for (let turn = 0; turn < length; turn += 1) {
        const at = Math.min(now, start + turn * 90_000)
        const roll = next()
        const base = {
          id: `${conversationId}-${turn}`,
          at,
          conversationId,
          visitor,
          network: visitor,
          provider: 'gemini',
          model: 'gemini-2.5-flash',
          tokensEstimated: false,
          firstTokenMs: 250 + Math.floor(next() * 500),
          totalMs: 900 + Math.floor(next() * 2500),
        }
        if (roll < 0.1) {
          const { posting, verdict } = pick(POSTINGS)
          turns.push({
            ...base,
            kind: 'job-fit',
            question: posting,
            questionLength: posting.length,
            reply: `${verdict}\n\n**Evidence**\n- …\n\n**Gaps**\n- …`,
            outcome: 'answered',
            tokensIn: 4200,
            tokensOut: 380,
          })
          continue
        }
        const unanswered = roll < 0.25
        const question = unanswered ? pick(UNANSWERED) : pick(ANSWERED)
        if (roll > 0.95 && roll <= 0.97) {
          refused.push(at)
          continue
        }
        const failure = roll > 0.97 ? 'model-error' : undefined
        turns.push({
          ...base,
          kind: 'question',
          question,
          questionLength: question.length,
          reply: unanswered
            ? 'The portfolio does not say. You could ask her directly by email.'
            : failure === 'model-error'
              ? 'Sorry, there was an error. Please try again.'
              : 'She has worked with it in two roles; see the Experience section.',
          outcome: failure ?? (unanswered ? 'unanswered' : roll < 0.3 ? 'faq' : 'answered'),
          ...(failure === 'model-error' ? { errorKind: 'chat_failed' } : {}),
          tokensIn: failure ? 0 : 2800 + Math.floor(next() * 600),
          tokensOut: failure ? 0 : 60 + Math.floor(next() * 200),
          firstTokenMs: failure ? null : base.firstTokenMs,
        })
      }
    }
  }
  return { turns, refused }
}

/** The bounds of the demo log, generous enough for the month. */
export const DEMO_BOUNDS = { retentionDays: 30, maxRows: 10_000, maxBytes: 32 * 1024 * 1024 }

/** Writes the demo month into `log`. */
export async function fillWithDemoMonth(log: ConversationLog, now = Date.now()) {
  const { turns, refused } = demoTurns(now)
  for (const turn of turns) await log.record(turn)
  for (const at of refused) await log.countRefusal('visitor-limit', at)
}

/** The demo log: a memory log holding the demo month. */
export async function demoConversationLog(now = Date.now()): Promise<ConversationLog> {
  const log = memoryConversationLog(DEMO_BOUNDS)
  await fillWithDemoMonth(log, now)
  return log
}
