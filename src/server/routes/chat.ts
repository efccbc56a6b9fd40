// `/api/chat`: the assistant. The browser sends a question and the recent history; the prompt, the key and
// the call to Gemini stay here. The browser only ever learns a reply or the kind of error.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { every } from 'hono/combine'
import { z } from 'zod'
import { profile as ownerProfile } from '@/content/profile'
import type { Profile } from '@/content/schema'
import { sampleProjects } from '@/core/sample-projects'
import {
  CHAT_HISTORY_LIMIT,
  CHAT_HISTORY_TEXT_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MISSING_KEY_CODE,
  CHAT_MISSING_KEY_TEXT,
  buildChatPrompt,
  chatErrorText,
  type ChatReply,
  type PromptProject,
  type ChatStatus,
} from '@/core/chat'
import { apiError } from '../errors'
import { jsonBody } from '../middleware/json-body'
import { jsonLogger, type Logger } from '../middleware/request-log'
import type { GeminiService } from '../services/gemini'

export type ChatRouteDeps = {
  gemini: GeminiService
  /** The current projects for the prompt (the projects cache); default: the content's samples. */
  getProjects?: (c: Context) => readonly PromptProject[] | Promise<readonly PromptProject[]>
  profile?: Profile
  log?: Logger
  /** The abuse limits (see middleware/chat-limits.ts); they apply only to questions that would be sent. */
  limits?: MiddlewareHandler[]
}

export const chatRequestSchema = z.object({
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
  gemini,
  profile = ownerProfile,
  getProjects = () => sampleProjects(profile),
  log = jsonLogger,
  limits = [],
}: ChatRouteDeps) {
  const app = new Hono()

  // spec 5: without a key nothing is sent (the page checks the status first; this is the backstop)
  const requireKey: MiddlewareHandler = async (c, next) => {
    if (!gemini.hasKey) return apiError(c, 503, CHAT_MISSING_KEY_CODE, CHAT_MISSING_KEY_TEXT)
    await next()
  }

  app.get('/status', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json<ChatStatus>({ available: gemini.hasKey })
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
    const prompt = buildChatPrompt({ profile, projects, history, question: message })
    const outcome = await gemini.generate(prompt, c.req.raw.signal)
    if (!outcome.ok) return apiError(c, 502, outcome.kind, chatErrorText(outcome.kind))
    c.header('Cache-Control', 'no-store')
    return c.json<ChatReply>({ reply: outcome.text })
  })

  return app
}
