// The turn log's hook on the chat, through app.request, against both model doubles over real HTTP: what
// each kind of turn records, that the markers never reach the visitor, and that the store is written
// only after the reply, whatever the store does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bilingualOwner } from '../../../tests/fixtures/bilingual-owner'
import { fixtureOwner as profile } from '../../../tests/fixtures/owner'
import { stubPages } from '../../../tests/fixtures/pages'
import { markedReply, reply, replyThenError } from '../../../tests/doubles/chat-model'
import {
  startModelDouble,
  type AnyModelDouble,
  type ModelProvider,
} from '../../../tests/doubles/model-doubles'
import { CHAT_API_PATH } from '@/core/chat'
import { chatRefusal } from '@/core/assistant-language'
import { REPLY_MARKERS } from '@/core/reply-markers'
import { createSseReader } from '@/core/sse'
import { createApp, type AppDeps } from '../app'
import { loadConfig } from '../config'
import { createChatModel } from '../models/create-chat-model'
import type { ConversationLog, TurnRecord } from './conversation-log'
import { memoryConversationLog } from '../stores/memory/conversation-log'

const bounds = { retentionDays: 30, maxRows: 1000, maxBytes: 1 << 20 }
const CONVERSATION = 'panel-session-0123456789'

describe.each<ModelProvider>(['gemini', 'openai-compatible'])(
  'the turn log with %s',
  (provider) => {
    let double: AnyModelDouble
    let store: ConversationLog
    let pending: Promise<unknown>[]
    beforeAll(async () => {
      double = await startModelDouble(provider, { apiKey: 'test-key-0123456789' })
    })
    afterAll(() => double.close())
    beforeEach(() => {
      double.reset()
      store = memoryConversationLog(bounds)
      pending = []
    })

    const appWith = (env: Record<string, string> = {}, deps: Partial<AppDeps> = {}) =>
      createApp({
        config: loadConfig({ ...double.serverEnv, ...env }),
        model: createChatModel(loadConfig(double.serverEnv), () => {}),
        pages: stubPages,
        profile,
        log: () => {},
        conversationLog: store,
        remoteAddress: () => '203.0.113.7',
        waitUntil: (_c, work) => pending.push(work),
        ...deps,
      })

    /** Asks as the panel does (a stream) or as a script does (JSON); the text the visitor got. */
    async function ask(
      app: ReturnType<typeof createApp>,
      message: string,
      {
        stream = true,
        kind = 'question',
        locale,
      }: { stream?: boolean; kind?: string; locale?: string } = {},
    ) {
      const response = await app.request(CHAT_API_PATH, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(stream ? { Accept: 'text/event-stream' } : {}),
        },
        body: JSON.stringify({ message, history: [], kind, conversationId: CONVERSATION, locale }),
      })
      const body = await response.text()
      if (!stream || !response.headers.get('Content-Type')?.startsWith('text/event-stream')) {
        return { status: response.status, body }
      }
      const reader = createSseReader()
      const events = [...reader.push(body), ...reader.end()]
      const shown = events
        .filter((event) => event.event === 'text')
        .map((event) => (JSON.parse(event.data) as { text: string }).text)
        .join('')
      return { status: response.status, body, shown }
    }

    /** The turns once every write the app started is over. */
    async function kept(): Promise<TurnRecord[]> {
      await Promise.all(pending)
      return store.list({ since: 0 })
    }

    it('records an answered question with what it cost, under a pseudonym, never the address', async () => {
      double.enqueue(reply('They build platforms.'))
      const { shown } = await ask(appWith(), 'What do they build?')
      expect(shown).toBe('They build platforms.')
      const [turn] = await kept()
      expect(turn).toMatchObject({
        conversationId: CONVERSATION,
        kind: 'question',
        question: 'What do they build?',
        questionLength: 19,
        reply: 'They build platforms.',
        outcome: 'answered',
        provider,
        tokensEstimated: false,
      })
      expect(turn!.tokensIn).toBeGreaterThan(0)
      expect(turn!.tokensOut).toBeGreaterThan(0)
      expect(turn!.firstTokenMs).toBeGreaterThanOrEqual(0)
      expect(turn!.visitor).toMatch(/^[\w-]{16}$/)
      expect(turn!.network).toMatch(/^[\w-]{16}$/)
      expect(turn!.network).not.toBe(turn!.visitor)
      expect(JSON.stringify(turn)).not.toContain('203.0.113')
    })

    it.each([
      ['unanswered', REPLY_MARKERS.unanswered],
      ['faq', REPLY_MARKERS.faq],
    ] as const)(
      'marks a %s reply, and the marker never reaches the visitor (stream and JSON)',
      async (outcome, marker) => {
        const app = appWith()
        double.enqueue(markedReply(marker, 'Their portfolio does not say.'))
        const streamed = await ask(app, 'What is their salary?')
        double.enqueue(markedReply(marker, 'Their portfolio does not say.'))
        const json = await ask(app, 'What is their salary?', { stream: false })
        for (const text of [streamed.body, json.body]) expect(text).not.toContain('[[')
        expect(streamed.shown).toBe('Their portfolio does not say.')
        expect(JSON.parse(json.body).reply).toBe('Their portfolio does not say.')
        const turns = await kept()
        expect(turns.map((turn) => [turn.outcome, turn.reply])).toEqual([
          [outcome, 'Their portfolio does not say.'],
          [outcome, 'Their portfolio does not say.'],
        ])
      },
    )

    it('tells an off-topic refusal, a cut-off reply and a model error apart', async () => {
      const app = appWith()
      double.enqueue(reply(chatRefusal(profile.name)))
      await ask(app, 'Write me a poem')
      double.enqueue(replyThenError('They started at'))
      await ask(app, 'Where did they start?')
      double.enqueue(double.failures.find((failure) => failure.kind === 'rate_limited')!.scenario)
      await ask(app, 'Anything?')
      const turns = (await kept()).reverse()
      expect(turns.map((turn) => [turn.outcome, turn.errorKind])).toEqual([
        ['off-topic', undefined],
        ['cut-off', 'chat_failed'],
        ['model-error', 'rate_limited'],
      ])
      expect(turns[1]!.reply).toBe('They started at')
    })

    it('keeps the page’s language (the default for one the site does not publish), and knows the refusal in it', async () => {
      const app = appWith({}, { profile: bilingualOwner })
      double.enqueue(reply(chatRefusal(bilingualOwner.name, 'pt')))
      await ask(app, 'Escreva um poema', { locale: 'pt' })
      double.enqueue(reply('Go and Kubernetes.'))
      await ask(app, 'Which languages?', { locale: 'fr' })
      const turns = (await kept()).reverse()
      expect(turns.map((turn) => [turn.locale, turn.outcome])).toEqual([
        ['pt', 'off-topic'],
        ['en', 'answered'],
      ])
    })

    it('keeps a reply the visitor left mid-stream as cut off, with the words they were sent', async () => {
      const whole = 'They started at a small studio in Lisbon.'
      double.enqueue(reply(whole, 0, 300))
      const response = await appWith().request(CHAT_API_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({ message: 'Where did they start?', conversationId: CONVERSATION }),
      })
      const reader = response.body!.getReader()
      await reader.read()
      await reader.cancel()
      const [turn] = await kept()
      expect(turn!.outcome).toBe('cut-off')
      expect(turn!.reply).not.toBe('')
      expect(whole.startsWith(turn!.reply)).toBe(true)
      expect(turn!.reply.length).toBeLessThan(whole.length)
    })

    it('counts which limit refused a question, and keeps no turn of it', async () => {
      const perVisitor = appWith({ CHAT_LIMIT_PER_MINUTE: '1' })
      await ask(perVisitor, 'one')
      await ask(perVisitor, 'two')
      const capped = appWith({ CHAT_DAILY_CAP: '1' }, { remoteAddress: () => undefined })
      await ask(capped, 'three')
      await ask(capped, 'four')
      // A question first holds its whole possible cost, which a budget of 1 token never has room for.
      const budget = appWith({ CHAT_DAILY_TOKEN_BUDGET: '1' })
      await ask(budget, 'five')
      expect((await kept()).map((turn) => turn.question).sort()).toEqual(['one', 'three'])
      const tallies = await store.tallies(0)
      expect(Object.fromEntries(tallies.map((tally) => [tally.kind, tally.count]))).toEqual({
        'visitor-limit': 1,
        'daily-cap': 1,
        'token-budget': 1,
      })
    })

    it('never shows the visitor a marker a failed reply broke off in', async () => {
      double.enqueue(replyThenError('They started at [[unans'))
      const { body, shown } = await ask(appWith(), 'Where did they start?')
      expect(body).not.toContain('[[')
      expect(shown).toBe('They started at ')
      const [turn] = await kept()
      expect(turn).toMatchObject({ outcome: 'cut-off', reply: 'They started at' })
    })

    it('keeps a long text within its bytes, whatever the script', async () => {
      const posting = `高级工程师\n${'职'.repeat(4000)}`
      double.enqueue(reply('职'.repeat(300)))
      await ask(appWith(), posting, { kind: 'job-fit' })
      const [turn] = await kept()
      expect(turn!.questionLength).toBe(posting.length)
      expect(new TextEncoder().encode(turn!.question).length).toBeLessThanOrEqual(4096)
      expect(posting.startsWith(turn!.question)).toBe(true)
    })

    it('keeps a job description to its first 2,000 characters, with its full length', async () => {
      const posting = `Staff Platform Engineer\n${'Kubernetes, Terraform. '.repeat(200)}`.trim()
      await ask(appWith(), posting, { kind: 'job-fit' })
      const [turn] = await kept()
      expect(turn).toMatchObject({ kind: 'job-fit', questionLength: posting.length })
      expect(turn!.question).toBe(posting.slice(0, 2000))
    })

    it('writes only after the reply is sent: a store that never answers costs the reply nothing', async () => {
      let recordCalled!: () => void
      const called = new Promise<void>((resolve) => (recordCalled = resolve))
      const app = appWith(
        {},
        {
          conversationLog: {
            ...memoryConversationLog(bounds),
            record: () => {
              recordCalled()
              return new Promise(() => {})
            },
          },
        },
      )
      double.enqueue(reply('Fine, thanks.'))
      const { shown } = await ask(app, 'Hello?')
      // The whole stream was read; the write starts after it, and hangs.
      expect(shown).toBe('Fine, thanks.')
      await called
    })

    it('keeps nothing without a log', async () => {
      const app = appWith({}, { conversationLog: undefined })
      await ask(app, 'Hello?')
      expect(pending).toEqual([])
    })
  },
)
