// An OpenAI-compatible Chat Completions double (`POST /v1/chat/completions`): a real HTTP server on
// 127.0.0.1 (port 0) that checks requests as the real API does (the bearer key, the model, the
// messages) and answers with the payloads in ./payloads.ts: a stream of `data: {chunk}` events, the usage
// chunk when `stream_options.include_usage` asks for it, then `data: [DONE]`.
import type { ServerResponse } from 'node:http'
import {
  reply,
  respond,
  type ModelDouble,
  type ModelRequest,
  type ReplyScenario,
  type SharedScenario,
} from '../chat-model'
import {
  answerShared,
  startModelServer,
  waited,
  writeStream,
  type StreamEnd,
} from '../model-server'
import * as payloads from './payloads'

export { payloads }

/** What the double answers to one call: the shared answers, and a raw stream of chunks. */
export type OpenAiScenario =
  SharedScenario | { kind: 'stream'; chunks: readonly unknown[]; gapMs?: number }

type Message = { role?: unknown; content?: unknown }
export type ChatCompletionsBody = {
  model?: unknown
  messages?: Message[]
  stream?: unknown
  stream_options?: { include_usage?: unknown }
  temperature?: number
  max_tokens?: number
  max_completion_tokens?: number
}

export type RecordedRequest = ModelRequest & { body: ChatCompletionsBody | undefined }
export type OpenAiDouble = ModelDouble<OpenAiScenario, RecordedRequest>

export type OpenAiDoubleOptions = {
  /** The key the double wants as `Authorization: Bearer`; left out, it wants none (a local server). */
  apiKey?: string
  /** Models that exist; any other gets the real 404. */
  models?: string[]
}

export const OPENAI_DOUBLE_MODEL = 'gpt-4o-mini'
const ROLES = new Set(['system', 'developer', 'user', 'assistant'])

/** Every answer the double can give, named after the reference's cases. */
export const scenarios = {
  invalidKey: respond(401, payloads.invalidKey),
  unsupportedCountry: respond(403, payloads.unsupportedCountry),
  insufficientQuota: respond(429, payloads.insufficientQuota),
  rateLimited: respond(429, payloads.rateLimited),
  contentFilter: respond(400, payloads.contentFilter),
  /** The reply withheld by the filter after it began: `finish_reason: "content_filter"`. */
  contentFilterFinish: {
    kind: 'stream',
    chunks: payloads.streamChunks(OPENAI_DOUBLE_MODEL, [], 'content_filter'),
  },
  /** max_tokens reached before any text. */
  lengthNoText: {
    kind: 'stream',
    chunks: payloads.streamChunks(OPENAI_DOUBLE_MODEL, [], 'length'),
  },
  serverError: respond(500, payloads.serverError),
  overloaded: respond(503, payloads.overloaded),
  reset: { kind: 'reset' },
  hang: { kind: 'hang' },
} satisfies Record<string, OpenAiScenario>

const failures: OpenAiDouble['failures'] = [
  { name: '401 invalid key', scenario: scenarios.invalidKey, kind: 'invalid_key' },
  {
    name: '403 unsupported country',
    scenario: scenarios.unsupportedCountry,
    kind: 'access_denied',
  },
  { name: '429 insufficient quota', scenario: scenarios.insufficientQuota, kind: 'access_denied' },
  { name: '429 rate limit', scenario: scenarios.rateLimited, kind: 'rate_limited' },
  { name: '400 content filter', scenario: scenarios.contentFilter, kind: 'safety_blocked' },
  {
    name: 'finish_reason content_filter',
    scenario: scenarios.contentFilterFinish,
    kind: 'safety_blocked',
  },
  { name: 'length without text', scenario: scenarios.lengthNoText, kind: 'chat_failed' },
  { name: '500', scenario: scenarios.serverError, kind: 'chat_failed' },
  { name: '503', scenario: scenarios.overloaded, kind: 'chat_failed' },
  { name: 'socket reset', scenario: scenarios.reset, kind: 'chat_failed' },
]

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

const messagesAreValid = (messages: unknown): messages is Message[] =>
  Array.isArray(messages) &&
  messages.length > 0 &&
  messages.every(
    (message: Message) => ROLES.has(String(message.role)) && typeof message.content === 'string',
  )

/** The prompt a request carried, in the portfolio's terms. */
function readPrompt(body: ChatCompletionsBody | undefined) {
  const messages = Array.isArray(body?.messages) ? body.messages : []
  const text = (message: Message) => (typeof message.content === 'string' ? message.content : '')
  return {
    system: messages
      .filter((message) => message.role === 'system' || message.role === 'developer')
      .map(text)
      .join('\n'),
    turns: messages
      .filter((message) => message.role === 'user' || message.role === 'assistant')
      .map((message): ['visitor' | 'assistant', string] => [
        message.role === 'assistant' ? 'assistant' : 'visitor',
        text(message),
      ]),
    settings: {
      temperature: body?.temperature,
      maxOutputTokens: body?.max_completion_tokens ?? body?.max_tokens,
    },
  }
}

/** A stream of `data:` events, then `data: [DONE]` unless it is cut short. */
function sendStream(
  res: ServerResponse,
  chunks: readonly unknown[],
  gapMs?: number,
  end?: StreamEnd,
) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
  })
  const events = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
  return writeStream(res, events, gapMs, end, 'data: [DONE]\n\n')
}

const keyOf: OpenAiDouble['keyOf'] = (request) => {
  const header = request.headers.authorization
  return (Array.isArray(header) ? header[0] : header)?.replace(/^Bearer /, '')
}

/** A reply's pieces as chunks, with the usage chunk when asked for and the way the stream ends. */
function replyChunks(scenario: ReplyScenario, model: string, raw: string, withUsage: boolean) {
  const { pieces, end = 'normal' } = scenario
  const all = payloads.streamChunks(model, pieces)
  // The usage the real API reports: about a token for every 4 characters each way.
  const usage = payloads.usageChunk(
    model,
    scenario.promptTokens ?? Math.ceil(raw.length / 4),
    Math.ceil(pieces.join('').length / 4),
  )
  if (end === 'normal') return { chunks: withUsage ? [...all, usage] : all, end }
  const unfinished = all.slice(0, -1)
  if (end === 'error')
    return { chunks: [...unfinished, payloads.streamError(model)], end: 'normal' as const }
  return { chunks: unfinished, end }
}

export async function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const models = options.models ?? [OPENAI_DOUBLE_MODEL]
  return startModelServer<OpenAiScenario, ChatCompletionsBody>({
    provider: 'openai-compatible',
    endpoint: '/v1/chat/completions',
    keyOf,
    failures,
    fallback: reply('Hello from the OpenAI-compatible double.'),
    api: 'Chat Completions',
    readPrompt,
    fail: (res) => sendJson(res, 500, payloads.serverError),
    serverEnv: (url) => ({
      LLM_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: `${url}/v1`,
      OPENAI_MODEL: models[0] ?? OPENAI_DOUBLE_MODEL,
      ...(options.apiKey ? { OPENAI_API_KEY: options.apiKey } : {}),
    }),
    async answer(call) {
      const { req, res, record, raw } = call
      const { body } = record
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return sendJson(res, 404, {
          error: {
            message: `Invalid URL (${req.method} ${req.url})`,
            type: 'invalid_request_error',
            param: null,
            code: null,
          },
        })
      }
      if (options.apiKey !== undefined) {
        const key = keyOf(record)
        if (!key) return sendJson(res, 401, payloads.missingKey)
        if (key !== options.apiKey) return sendJson(res, 401, payloads.invalidKey)
      }
      if (!body) return sendJson(res, 400, payloads.invalidMessages)
      const model = typeof body.model === 'string' ? body.model : ''
      if (!models.includes(model)) return sendJson(res, 404, payloads.modelNotFound(model))
      if (!messagesAreValid(body.messages)) return sendJson(res, 400, payloads.invalidMessages)

      const streaming = body.stream === true
      const withUsage = streaming && body.stream_options?.include_usage === true
      const scenario = call.next()
      switch (scenario.kind) {
        case 'stream':
          return sendStream(res, scenario.chunks, scenario.gapMs)
        case 'reply': {
          if (!(await waited(res, scenario.delayMs))) return
          if (!streaming) {
            return sendJson(
              res,
              200,
              payloads.completion(model, scenario.pieces.join(''), Math.ceil(raw.length / 4)),
            )
          }
          const { chunks, end } = replyChunks(scenario, model, raw, withUsage)
          return sendStream(res, chunks, scenario.gapMs, end)
        }
        default:
          return answerShared(call, scenario, sendJson)
      }
    },
  })
}
