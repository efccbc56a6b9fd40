// `/api/chat`: the assistant. The browser sends a question and the recent history; the prompt, the key and
// the call to the model stay here. The browser only ever learns the reply, as it streams, or the kind of error.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { every } from 'hono/combine'
import { streamSSE } from 'hono/streaming'
import { z } from 'zod'
import { profile as ownerProfile } from '@/content/profile'
import type { Profile } from '@/content/schema'
import { sampleProjects } from '@/core/sample-projects'
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MISSING_KEY_CODE,
  CHAT_MISSING_KEY_TEXT,
  CHAT_STREAM_EVENTS,
  chatErrorText,
  type ChatReply,
  type ChatStatus,
  type ChatStreamText,
} from '@/core/chat'
import { CHAT_HISTORY_LIMIT, CHAT_HISTORY_TEXT_MAX_LENGTH } from '@/core/chat-history'
import { buildChatPrompt, type PromptProject } from '@/core/chat-prompt'
import { apiError } from '../errors'
import { jsonBody } from '../middleware/json-body'
import { jsonLogger, type Logger } from '../middleware/request-log'
import type { ChatModel } from '../models/chat-model'

export type ChatRoutesDeps = {
  /** The chat model that answers (see models/create-chat-model.ts). */
  model: ChatModel
  /** The current projects for the prompt (the projects cache); default: the content's samples. */
  getProjects?: (c: Context) => readonly PromptProject[] | Promise<readonly PromptProject[]>
  profile?: Profile
  log?: Logger
  /** The abuse limits (see middleware/chat-limits.ts); they apply only to questions that would be sent. */
  limits?: MiddlewareHandler[]
  /** The text of the resume PDF, read at build time (see build/resume-text.ts). */
  resumeText?: string
}

const chatRequestSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  history: z
    .array(
      z.object({
        sender: z.enum(['user', 'bot']),
        text: z.string().max(CHAT_HISTORY_TEXT_MAX_LENGTH),
      }),
    )
    .max(CHAT_HISTORY_LIMIT)
    .default([]),
})

export function createChatRoutes({
  model,
  profile = ownerProfile,
  getProjects = () => sampleProjects(profile),
  log = jsonLogger,
  limits = [],
  resumeText = '',
}: ChatRoutesDeps) {
  const app = new Hono()

  // Without a key nothing is sent (the page checks the status first; this is the backstop)
  const requireKey: MiddlewareHandler = async (c, next) => {
    if (!model.available) return apiError(c, 503, CHAT_MISSING_KEY_CODE, CHAT_MISSING_KEY_TEXT)
    await next()
  }

  app.get('/status', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json<ChatStatus>({ available: model.available })
  })

  app.post('/', jsonBody(chatRequestSchema), requireKey, every(...limits), async (c) => {
    const { message, history } = c.get('body')

    let projects: readonly PromptProject[]
    try {
      projects = await getProjects(c)
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      log({ level: 'warn', msg: 'chat prompt uses the sample projects', detail })
      projects = sampleProjects(profile)
    }
    const prompt = buildChatPrompt({ profile, projects, history, question: message, resumeText })
    // Ends the upstream call if the visitor leaves while the reply streams.
    const upstream = new AbortController()
    const replies = model.stream(prompt, {
      signal: AbortSignal.any([c.req.raw.signal, upstream.signal]),
    })

    // Until the first words arrive, a failure is an ordinary API error with its status and spec text.
    const first = await replies.next()
    if (first.done) return apiError(c, 502, 'chat_failed', chatErrorText('chat_failed'))
    if (first.value.type === 'failure') {
      return apiError(c, 502, first.value.kind, chatErrorText(first.value.kind))
    }
    const firstText = first.value.text

    // A caller that does not ask for a stream (a script, curl) gets the whole reply as JSON.
    if (!c.req.header('Accept')?.includes('text/event-stream')) {
      let reply = firstText
      for await (const event of replies) {
        if (event.type === 'failure') return apiError(c, 502, event.kind, chatErrorText(event.kind))
        reply += event.text
      }
      c.header('Cache-Control', 'no-store')
      return c.json<ChatReply>({ reply: reply.trim() })
    }

    const response = streamSSE(c, async (sse) => {
      sse.onAbort(() => upstream.abort())
      const send = (text: string) =>
        sse.writeSSE({
          event: CHAT_STREAM_EVENTS.text,
          data: JSON.stringify({ text } satisfies ChatStreamText),
        })
      await send(firstText)
      for await (const event of replies) {
        if (sse.aborted) return
        if (event.type === 'failure') {
          // The words that arrived stay on the page; the generic text follows them.
          await sse.writeSSE({
            event: CHAT_STREAM_EVENTS.error,
            data: JSON.stringify({ code: event.kind, message: chatErrorText(event.kind) }),
          })
          return
        }
        await send(event.text)
      }
      await sse.writeSSE({ event: CHAT_STREAM_EVENTS.done, data: '{}' })
    })
    response.headers.set('Cache-Control', 'no-store')
    return response
  })

  return app
}
