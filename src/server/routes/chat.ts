// `/api/chat`: the assistant. The browser sends a question and the recent history; the prompt, the key and
// the call to the model stay here. The browser only ever learns the reply, as it streams, or the kind of error.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { every } from 'hono/combine'
import { streamSSE } from 'hono/streaming'
import { z } from 'zod'
import { profile as ownerProfile } from '@/content/profile'
import type { Profile } from '@/content/schema'
import type { Locale } from '@/i18n/catalog'
import type { PostMeta } from '@/core/posts'
import { sampleProjects } from '@/core/sample-projects'
import {
  CONVERSATION_ID_PATTERN,
  CHAT_MESSAGE_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  CHAT_MISSING_KEY_CODE,
  CHAT_STREAM_EVENTS,
  chatErrorText,
  type ChatReply,
  type ChatStatus,
  type ChatStreamDone,
  type ChatStreamError,
  type ChatStreamText,
} from '@/core/chat'
import { CHAT_HISTORY_LIMIT, CHAT_HISTORY_TEXT_MAX_LENGTH } from '@/core/chat-history'
import {
  buildChatPrompt,
  contentTrimmedWarning,
  fitPrompt,
  promptTokens,
  promptTrimmedWarning,
  systemBudget,
} from '@/core/chat-prompt'
import type { PromptProject } from '@/core/prompt-context'
import { estimateTokens } from '@/core/tokens'
import { apiError } from '../errors'
import { jsonBody } from '../middleware/json-body'
import { withoutMarkers } from '../insights/marked-replies'
import { noteTurn, type SentReply } from '../insights/turn-notes'
import { jsonLogger, type Logger } from '../logger'
import { CHAT_MAX_OUTPUT_TOKENS, type ChatModel, type TokenUsage } from '../models/chat-model'
import type { TokenBudget } from '../middleware/token-budget'
import {
  createReplySigner,
  randomHistorySecret,
  type ReplySigner,
} from '../services/reply-signatures'

export type ChatRoutesDeps = {
  /** The chat model that answers (see models/create-chat-model.ts). */
  model: ChatModel
  /** The current projects for the prompt (the projects cache); default: the content's samples. */
  getProjects?: (c: Context) => readonly PromptProject[] | Promise<readonly PromptProject[]>
  profile?: Profile
  log?: Logger
  /** The abuse limits (see middleware/chat-limits.ts); they apply only to questions that would be sent. */
  limits?: MiddlewareHandler[]
  /** The text of the resume PDF, read at build time (see tooling/vite/resume-text.ts). */
  resumeText?: string
  /** The owner's posts, newest first (see tooling/vite/posts.ts). */
  posts?: readonly PostMeta[]
  /** The daily token budget (see middleware/token-budget.ts); without one, tokens are only logged. */
  budget?: TokenBudget
  /** The most one question may send the model, in estimated tokens (CHAT_MAX_INPUT_TOKENS). */
  maxInputTokens?: number
  /** Signs each reply and vouches for the history's (default: a secret of this instance's own). */
  signer?: ReplySigner
  /** While the owner's conversation log is on, the days it keeps them: the panel tells the visitor. */
  keptDays?: number
}

// With no bound configured (tests, the eval), a prompt is bounded only by the request's size.
const NO_BOUND = Number.POSITIVE_INFINITY

/** The body of POST /api/chat, for a site in `locales` (the first is the default). */
const chatRequestSchema = (locales: readonly [Locale, ...Locale[]]) =>
  z
    .object({
      message: z.string().trim().min(1).max(JOB_DESCRIPTION_MAX_LENGTH),
      history: z
        .array(
          z.object({
            sender: z.enum(['user', 'bot']),
            text: z.string().max(CHAT_HISTORY_TEXT_MAX_LENGTH),
            signature: z.string().max(64).optional(),
            kind: z.literal('job-fit').optional(),
          }),
        )
        .max(CHAT_HISTORY_LIMIT)
        .default([]),
      kind: z.enum(['question', 'job-fit']).default('question'),
      chain: z.string().max(64).optional(),
      // Random per panel session, for the owner's conversation log; never derived from the visitor.
      conversationId: z.string().regex(CONVERSATION_ID_PATTERN).optional(),
      // The page's language: the assistant answers from its content. One the site does not publish (or
      // none, from a script or an older page) is the default language.
      locale: z.enum(locales).catch(locales[0]),
    })
    // A question keeps its 1,000 characters (counted as zod counts them, by code point); only a job
    // description may be longer.
    .refine(
      (body) => body.kind === 'job-fit' || [...body.message].length <= CHAT_MESSAGE_MAX_LENGTH,
      {
        path: ['message'],
        message: `Too big: expected string to have <=${CHAT_MESSAGE_MAX_LENGTH} characters`,
      },
    )

export function createChatRoutes({
  model,
  profile = ownerProfile,
  getProjects = () => sampleProjects(profile),
  log = jsonLogger,
  limits = [],
  resumeText = '',
  posts = [],
  budget,
  maxInputTokens = NO_BOUND,
  signer = createReplySigner(randomHistorySecret()),
  keptDays,
}: ChatRoutesDeps) {
  const app = new Hono()
  // The texts of the provider's key and access failures name it when it has its own (Gemini's are the
  // spec's); any other's name no provider.
  const errorText = (code: string) => chatErrorText(code, model.texts)

  // Without a key nothing is sent (the page checks the status first; this is the backstop)
  const requireKey: MiddlewareHandler = async (c, next) => {
    if (!model.available)
      return apiError(c, 503, CHAT_MISSING_KEY_CODE, errorText(CHAT_MISSING_KEY_CODE))
    await next()
  }

  app.get('/status', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json<ChatStatus>({
      available: model.available,
      ...(model.texts ? { providerTexts: model.texts } : {}),
      ...(model.demo ? { demo: true } : {}),
      ...(keptDays === undefined ? {} : { keptDays }),
    })
  })

  // The portfolio takes at most half the input bound; past it, the prompt leaves the lowest projects,
  // the oldest posts and the end of the resume out, and the log says what, once each time it changes
  // for a language: at start for the content's own projects (in the language that leaves out the most),
  // and again if GitHub's list is longer.
  const maxSystemTokens = systemBudget(maxInputTokens)
  const lastWarning = new Map<Locale, string | undefined>()
  const warnIfTrimmed = (locale: Locale, warning: string | undefined) => {
    if (warning === lastWarning.get(locale)) return
    lastWarning.set(locale, warning)
    if (warning) log({ level: 'warn', msg: warning })
  }
  const atStart = contentTrimmedWarning(profile, posts, resumeText, maxInputTokens)
  if (atStart) warnIfTrimmed(atStart.locale, atStart.warning)

  app.post(
    '/',
    jsonBody(chatRequestSchema(profile.locales as [Locale, ...Locale[]])),
    requireKey,
    every(...limits),
    // The day's token budget is held inside, once the prompt's size is known.
    async (c) => {
      const { message, kind, locale, ...body } = c.get('body')
      // Only the replies this server signed, each in its place, go to the model as its own words.
      const { turns: history, previous, said } = await signer.trusted(body.history, body.chain)
      // A complete reply is signed after the one before it, over all the visitor said since.
      const signReply = (reply: string) =>
        signer.sign({ previous, said: [...said, message], kind, reply })

      let projects: readonly PromptProject[]
      try {
        projects = await getProjects(c)
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error)
        log({ level: 'warn', msg: 'chat prompt uses the sample projects', detail })
        projects = sampleProjects(profile)
      }
      // The oldest history goes first if the whole would cost more than the bound.
      const whole = buildChatPrompt({
        profile,
        locale,
        projects,
        history,
        question: message,
        resumeText,
        kind,
        posts,
        maxSystemTokens,
      })
      warnIfTrimmed(
        locale,
        promptTrimmedWarning(maxInputTokens, whole.omitted, { profile, locale }),
      )
      const prompt = fitPrompt(whole, maxInputTokens)
      if (!prompt) {
        // Only a question or job description larger than the half the portfolio leaves: the log says
        // how the bound was filled.
        log({
          level: 'warn',
          msg: 'question refused: over the input bound',
          maxInputTokens,
          systemTokens: promptTokens({ system: whole.system, turns: [] }),
          questionTokens: estimateTokens(message),
        })
        return apiError(c, 413, 'chat_failed', errorText('chat_failed'))
      }
      // The most this question can cost is held on the day's budget before the model is asked.
      const reserved = promptTokens(prompt) + CHAT_MAX_OUTPUT_TOKENS
      const reservation = budget ? await budget.reserve(reserved) : undefined
      if (reservation && !reservation.ok) {
        return apiError(c, reservation.status, reservation.code, errorText(reservation.code))
      }
      // Each answer's tokens go to the log, and replace the hold on the day's budget, once the call is
      // over.
      let counted: Promise<void> = Promise.resolve()
      const count = (usage: TokenUsage) => {
        const tokens = usage.inputTokens + usage.outputTokens
        log({
          level: 'info',
          msg: 'chat tokens',
          provider: model.provider,
          model: model.model,
          kind,
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          tokens,
          estimated: usage.estimated,
          reserved,
        })
        counted = reservation?.settle(tokens) ?? counted
        noteTurn(c, { usage })
      }
      // Ends the upstream call if the visitor leaves while the reply streams.
      const upstream = new AbortController()
      const replies = withoutMarkers(
        c,
        model.stream(prompt, {
          signal: AbortSignal.any([c.req.raw.signal, upstream.signal]),
          onUsage: count,
        }),
      )
      // Ends the call whichever way the answer ended, so that its tokens are counted before the response.
      const settle = async () => {
        await replies.return(undefined)
        await counted
      }

      // Until the first words arrive, a failure is an ordinary API error with its status and spec text.
      const first = await replies.next()
      if (first.done || first.value.type === 'failure') {
        await settle()
        const kind =
          !first.done && first.value.type === 'failure' ? first.value.kind : 'chat_failed'
        return apiError(c, 502, kind, errorText(kind))
      }
      const firstText = first.value.text

      // A caller that does not ask for a stream (a script, curl) gets the whole reply as JSON.
      if (!c.req.header('Accept')?.includes('text/event-stream')) {
        let reply = firstText
        for await (const event of replies) {
          if (event.type === 'failure') {
            await settle()
            return apiError(c, 502, event.kind, errorText(event.kind))
          }
          reply += event.text
        }
        await settle()
        c.header('Cache-Control', 'no-store')
        reply = reply.trim()
        noteTurn(c, { sent: { text: reply, complete: true } })
        return c.json<ChatReply>({ reply, signature: await signReply(reply) })
      }

      const response = streamSSE(c, async (sse) => {
        sse.onAbort(() => upstream.abort())
        // The turn log reads the reply here once the stream is over, rather than parsing the stream.
        const sent: SentReply = { text: '', complete: false }
        noteTurn(c, { sent })
        const send = (text: string) => {
          sent.text += text
          return sse.writeSSE({
            event: CHAT_STREAM_EVENTS.text,
            data: JSON.stringify({ text } satisfies ChatStreamText),
          })
        }
        try {
          await send(firstText)
          for await (const event of replies) {
            if (sse.aborted) return
            if (event.type === 'failure') {
              await settle()
              // The words that arrived stay on the page, unsigned: a reply cut off never goes back
              // to the model. The generic text follows them.
              const error: ChatStreamError = {
                code: event.kind,
                message: errorText(event.kind),
              }
              sent.errorKind = event.kind
              await sse.writeSSE({ event: CHAT_STREAM_EVENTS.error, data: JSON.stringify(error) })
              return
            }
            await send(event.text)
          }
          // Counted before the page hears the answer is over, so its next question meets the new total.
          await settle()
          const done: ChatStreamDone = { signature: await signReply(sent.text) }
          sent.complete = true
          await sse.writeSSE({ event: CHAT_STREAM_EVENTS.done, data: JSON.stringify(done) })
        } finally {
          await settle()
        }
      })
      response.headers.set('Cache-Control', 'no-store')
      return response
    },
  )

  return app
}
