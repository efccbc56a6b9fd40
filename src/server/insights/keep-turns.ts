// The turn log's one hook on the chat: a middleware around POST /api/chat that waits for the response to
// go out (the JSON answer, the error, or the stream's last chunk), and once the reply is over hands the
// turn to the log through the host's waitUntil. Nothing waits for the store: the visitor's reply is sent,
// or has streamed, before a write starts. The reply's text comes from the route's notes (turn-notes.ts),
// so a successful answer is never cloned or parsed again here: that second read cost every visitor.
import type { Context, MiddlewareHandler } from 'hono'
import type { ChatRequestKind } from '@/core/chat'
import { isChatRefusal } from '@/core/assistant-language'
import {
  JOB_DESCRIPTION_KEPT_LENGTH,
  REPLY_KEPT_LENGTH,
  turnRecordSchema,
  type TurnOutcome,
  type TurnRecord,
} from '@/core/insights'
import type { Logger } from '../logger'
import type { ConversationLog } from './conversation-log'
import { turnNotes, type SentReply } from './turn-notes'

/** The question as the chat route validated it (`c.get('body')`). */
type AskedBody = {
  message: string
  kind: ChatRequestKind
  conversationId?: string
  /** The page's language, one the site publishes. */
  locale?: string
}

export type KeepTurnsDeps = {
  conversationLog: ConversationLog
  /** The day's pseudonym of the visitor behind a request (visitor-pseudonym.ts over the limits key). */
  visitor: (c: Context) => Promise<string>
  /** The owner's name, to tell the off-topic refusal from an answer. */
  owner: string
  model: { provider: string; model: string }
  waitUntil: (c: Context, work: Promise<unknown>) => void
  /** Told of every kept turn after it is written, with the site's origin (the owner's webhook). */
  onTurn?: (turn: TurnRecord, origin: string) => Promise<void>
  log: Logger
  now?: () => number
}

/** How the reply went: the reply as the route noted it, or the error the response showed. */
type Ending = { type: 'reply' } | { type: 'error'; status: number; code: string; message: string }

export function keepTurns({
  conversationLog,
  visitor,
  owner,
  model,
  waitUntil,
  onTurn,
  log,
  now = Date.now,
}: KeepTurnsDeps): MiddlewareHandler<{ Variables: { body?: AskedBody } }> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const at = now()
    await next()
    const body = c.get('body')
    // A request the route refused before reading it as a question (bad JSON, no key) is not a turn.
    if (!body) return

    let finished = false
    const finish = (ending: Ending) => {
      if (finished) return
      finished = true
      const work = (async () => {
        const turn = turnRecordSchema.parse({
          ...describe(c, body, ending, at),
          id: crypto.randomUUID(),
          at,
          // Sent by the panel, random per session; a script that sends none gets one per turn.
          conversationId: body.conversationId ?? crypto.randomUUID(),
          visitor: await visitor(c),
          totalMs: now() - at,
        })
        await conversationLog.record(turn)
        await onTurn?.(turn, new URL(c.req.url).origin)
      })().catch((error: unknown) => {
        const detail = error instanceof Error ? error.message : String(error)
        log({ level: 'error', msg: 'conversation log: turn not kept or not sent on', detail })
      })
      waitUntil(c, work)
    }

    const response = c.res
    const type = response.headers.get('Content-Type') ?? ''
    if (type.startsWith('text/event-stream') && response.body) {
      c.res = new Response(
        whenStreamEnds(response.body, () => finish({ type: 'reply' })),
        response,
      )
    } else if (response.ok) {
      finish({ type: 'reply' })
    } else {
      // Refusals and errors are short, and rare next to answers: their text is read from the response.
      const answer = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { error?: { code?: string; message?: string } }
      finish({
        type: 'error',
        status: response.status,
        code: answer.error?.code ?? 'chat_failed',
        message: answer.error?.message ?? '',
      })
    }
  }

  /** The fields that depend on how the turn went. */
  function describe(c: Context, body: AskedBody, ending: Ending, at: number) {
    const notes = turnNotes(c)
    const question =
      body.kind === 'job-fit' ? body.message.slice(0, JOB_DESCRIPTION_KEPT_LENGTH) : body.message
    let outcome: TurnOutcome
    let errorKind: string | undefined
    let reply: string
    if (ending.type === 'error') {
      reply = ending.message
      if (ending.status === 429) outcome = notes.refusal ?? 'token-budget'
      else [outcome, errorKind] = ['model-error', ending.code]
    } else {
      // Noted by the route as it sent the reply; a visitor who left before the first words saw none.
      const sent: SentReply = notes.sent ?? { text: '', complete: false }
      reply = sent.text.trim()
      errorKind = sent.errorKind
      if (!sent.complete) outcome = 'cut-off'
      else if (notes.markers?.has('unanswered')) outcome = 'unanswered'
      else if (notes.markers?.has('faq')) outcome = 'faq'
      else if (isChatRefusal(reply, owner)) outcome = 'off-topic'
      else outcome = 'answered'
    }
    return {
      kind: body.kind,
      ...(body.locale ? { locale: body.locale } : {}),
      question,
      questionLength: body.message.length,
      reply: reply.slice(0, REPLY_KEPT_LENGTH),
      outcome,
      ...(errorKind ? { errorKind } : {}),
      provider: model.provider,
      model: model.model,
      tokensIn: notes.usage?.inputTokens ?? 0,
      tokensOut: notes.usage?.outputTokens ?? 0,
      tokensEstimated: notes.usage?.estimated ?? false,
      firstTokenMs: notes.firstTokenAt === undefined ? null : Math.max(0, notes.firstTokenAt - at),
    }
  }
}

/**
 * Passes the stream to the visitor untouched, chunk by chunk, and calls `end` once: when its last chunk
 * has been read, or when the visitor leaves. Nothing is decoded: the route notes the text it sent.
 */
function whenStreamEnds(body: ReadableStream<Uint8Array>, end: () => void) {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) {
        controller.close()
        end()
        return
      }
      controller.enqueue(value)
    },
    async cancel(reason) {
      end()
      await reader.cancel(reason)
    },
  })
}
