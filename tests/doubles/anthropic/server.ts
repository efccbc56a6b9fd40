// An Anthropic Messages API double (`POST /v1/messages`): a real HTTP server on 127.0.0.1 (port 0) that
// checks requests as the real API does (the `x-api-key`, the `anthropic-version`, the model, `max_tokens`,
// the roles) and answers with the documented payloads in ./payloads.ts: named server-sent events from
// message_start to message_stop, with the usage in message_start and message_delta.
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

/** What the double answers to one call: the shared answers, and a raw stream of events. */
export type AnthropicScenario =
  SharedScenario | { kind: 'stream'; events: readonly { type: string }[]; gapMs?: number }

type Message = { role?: unknown; content?: unknown }
export type MessagesBody = {
  model?: unknown
  system?: unknown
  messages?: Message[]
  max_tokens?: unknown
  temperature?: number
  stream?: unknown
}

export type RecordedRequest = ModelRequest & { body: MessagesBody | undefined }
export type AnthropicDouble = ModelDouble<AnthropicScenario, RecordedRequest>

export type AnthropicDoubleOptions = {
  /** The key the double wants in `x-api-key`; left out, any key will do. */
  apiKey?: string
  /** Models that exist; any other gets the real 404. */
  models?: string[]
}

export const ANTHROPIC_DOUBLE_MODEL = 'claude-haiku-4-5'

/** Every answer the double can give, named after the documentation's cases. */
export const scenarios = {
  invalidKey: respond(401, payloads.invalidKey),
  permissionDenied: respond(403, payloads.permissionDenied),
  lowCredit: respond(400, payloads.lowCredit),
  rateLimited: respond(429, payloads.rateLimited),
  overloaded: respond(529, payloads.overloaded),
  serverError: respond(500, payloads.serverError),
  /** The model declined before it said anything (`stop_reason: "refusal"`). */
  refusal: {
    kind: 'stream',
    events: payloads.streamEvents(ANTHROPIC_DOUBLE_MODEL, [], {
      inputTokens: 100,
      outputTokens: 2,
      stopReason: 'refusal',
    }),
  },
  /** Overloaded after the 200: the `error` event, before any text. */
  overloadedEvent: {
    kind: 'stream',
    events: [payloads.messageStart(ANTHROPIC_DOUBLE_MODEL, 100), payloads.overloadedEvent],
  },
  /** max_tokens reached before any text. */
  maxTokensNoText: {
    kind: 'stream',
    events: payloads.streamEvents(ANTHROPIC_DOUBLE_MODEL, [], {
      inputTokens: 100,
      outputTokens: 512,
      stopReason: 'max_tokens',
    }),
  },
  reset: { kind: 'reset' },
  hang: { kind: 'hang' },
} satisfies Record<string, AnthropicScenario>

const failures: AnthropicDouble['failures'] = [
  { name: '401 invalid x-api-key', scenario: scenarios.invalidKey, kind: 'invalid_key' },
  { name: '403 permission', scenario: scenarios.permissionDenied, kind: 'access_denied' },
  { name: '400 credit balance too low', scenario: scenarios.lowCredit, kind: 'access_denied' },
  { name: '429 rate limit', scenario: scenarios.rateLimited, kind: 'rate_limited' },
  { name: 'stop_reason refusal', scenario: scenarios.refusal, kind: 'safety_blocked' },
  { name: '529 overloaded', scenario: scenarios.overloaded, kind: 'chat_failed' },
  { name: 'overloaded_error event', scenario: scenarios.overloadedEvent, kind: 'chat_failed' },
  { name: '500', scenario: scenarios.serverError, kind: 'chat_failed' },
  { name: 'max_tokens without text', scenario: scenarios.maxTokensNoText, kind: 'chat_failed' },
  { name: 'socket reset', scenario: scenarios.reset, kind: 'chat_failed' },
]

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'request-id': 'req_double' })
  res.end(JSON.stringify(body))
}

const text = (content: unknown) =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content
          .map((block: { text?: unknown }) => (typeof block.text === 'string' ? block.text : ''))
          .join('')
      : ''

/** The prompt a request carried, in the portfolio's terms. */
function readPrompt(body: MessagesBody | undefined) {
  const messages = Array.isArray(body?.messages) ? body.messages : []
  return {
    system: text(body?.system),
    turns: messages.map((message): ['visitor' | 'assistant', string] => [
      message.role === 'assistant' ? 'assistant' : 'visitor',
      text(message.content),
    ]),
    settings: {
      temperature: body?.temperature,
      maxOutputTokens: typeof body?.max_tokens === 'number' ? body.max_tokens : undefined,
    },
  }
}

/** What is wrong with a body, in the API's words, or undefined. */
function invalid(body: MessagesBody): string | undefined {
  if (typeof body.max_tokens !== 'number') return 'max_tokens: Field required'
  const messages = body.messages
  if (!Array.isArray(messages) || messages.length === 0) return 'messages: Field required'
  for (const [i, message] of messages.entries()) {
    if (message.role !== 'user' && message.role !== 'assistant')
      return `messages.${i}.role: Input should be 'user' or 'assistant'`
    if (!text(message.content)) return `messages.${i}: all messages must have non-empty content`
  }
  return undefined
}

/** A stream of named events, `gapMs` apart, ended as `end` says. */
function sendEvents(
  res: ServerResponse,
  events: readonly { type: string }[],
  gapMs?: number,
  end?: StreamEnd,
) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    'request-id': 'req_double',
  })
  return writeStream(res, events.map(payloads.sse), gapMs, end)
}

const keyOf: AnthropicDouble['keyOf'] = (request) => {
  const header = request.headers['x-api-key']
  return Array.isArray(header) ? header[0] : header
}

/** A reply's pieces as events, with the usage the real API reports, ended as the scenario says. */
function replyEvents(scenario: ReplyScenario, model: string, raw: string) {
  const { pieces, end = 'normal' } = scenario
  // About a token for every 4 characters each way.
  const usage = {
    inputTokens: scenario.promptTokens ?? Math.ceil(raw.length / 4),
    outputTokens: Math.ceil(pieces.join('').length / 4),
  }
  const all = payloads.streamEvents(model, pieces, usage)
  if (end === 'normal') return { events: all, end }
  // Cut after the last text: no content_block_stop, message_delta or message_stop.
  const unfinished = all.slice(0, 3 + pieces.length)
  if (end === 'error')
    return { events: [...unfinished, payloads.overloadedEvent], end: 'normal' as const }
  return { events: unfinished, end }
}

export async function startAnthropicDouble(
  options: AnthropicDoubleOptions = {},
): Promise<AnthropicDouble> {
  const models = options.models ?? [ANTHROPIC_DOUBLE_MODEL]
  return startModelServer<AnthropicScenario, MessagesBody>({
    provider: 'anthropic',
    endpoint: '/v1/messages',
    keyOf,
    failures,
    fallback: reply('Hello from the Anthropic double.'),
    api: 'Messages',
    readPrompt,
    fail: (res) => sendJson(res, 500, payloads.serverError),
    serverEnv: (url) => ({
      LLM_PROVIDER: 'anthropic',
      ANTHROPIC_BASE_URL: url,
      ANTHROPIC_MODEL: models[0] ?? ANTHROPIC_DOUBLE_MODEL,
      ...(options.apiKey ? { ANTHROPIC_API_KEY: options.apiKey } : {}),
    }),
    async answer(call) {
      const { req, res, record, raw } = call
      const { body } = record
      if (req.method !== 'POST' || req.url !== '/v1/messages')
        return sendJson(res, 404, {
          type: 'error',
          error: { type: 'not_found_error', message: 'Not found' },
        })
      const key = keyOf(record)
      if (!key) return sendJson(res, 401, payloads.missingKey)
      if (options.apiKey !== undefined && key !== options.apiKey)
        return sendJson(res, 401, payloads.invalidKey)
      if (!req.headers['anthropic-version'])
        return sendJson(res, 400, payloads.invalidRequest('anthropic-version: header is required'))
      if (!body)
        return sendJson(res, 400, payloads.invalidRequest('There was an error parsing the body.'))
      const model = typeof body.model === 'string' ? body.model : ''
      if (!models.includes(model)) return sendJson(res, 404, payloads.modelNotFound(model))
      const problem = invalid(body)
      if (problem) return sendJson(res, 400, payloads.invalidRequest(problem))

      const scenario = call.next()
      switch (scenario.kind) {
        case 'stream':
          return sendEvents(res, scenario.events, scenario.gapMs)
        case 'reply': {
          if (!(await waited(res, scenario.delayMs))) return
          if (body.stream !== true) {
            // The whole Message at once.
            return sendJson(res, 200, {
              ...payloads.messageStart(model, Math.ceil(raw.length / 4)).message,
              content: [{ type: 'text', text: scenario.pieces.join('') }],
              stop_reason: 'end_turn',
            })
          }
          const { events, end } = replyEvents(scenario, model, raw)
          return sendEvents(res, events, scenario.gapMs, end)
        }
        default:
          return answerShared(call, scenario, sendJson)
      }
    },
  })
}
