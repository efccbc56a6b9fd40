// A Gemini double for `generateContent` and `streamGenerateContent?alt=sse`: a real HTTP server on
// 127.0.0.1 (port 0) that checks requests as the real API does and answers with the real payloads in
// ./payloads.ts. Tests queue what the next calls answer and read back every request it received.
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
export { reply, replyThenError, replyThenReset, splitReply } from '../chat-model'

/** What the double answers to one call: the shared answers, and Gemini's own. */
export type GeminiScenario =
  | SharedScenario
  /** 200 and the start of a JSON body, then one byte a second, never finishing. */
  | { kind: 'drip' }
  /** A body that is not JSON at all, as a proxy's error page is. */
  | { kind: 'text'; status: number; body: string }
  /**
   * A 200 stream of raw chunks (payloads.streamChunks), `gapMs` apart (the first after `delayMs`).
   * `end` says how it stops: normally (default), by a socket reset, or not at all.
   */
  | {
      kind: 'stream'
      chunks: readonly unknown[]
      delayMs?: number
      gapMs?: number
      end?: StreamEnd
    }

export type RecordedRequest = ModelRequest & {
  /** The parsed JSON body (undefined if it was not JSON). */
  body: GenerateContentBody | undefined
}

type Part = { text?: string }
type Content = { role?: string; parts?: Part[] }
export type GenerateContentBody = {
  systemInstruction?: Content
  system_instruction?: Content
  contents?: Content[]
  generationConfig?: {
    temperature?: number
    maxOutputTokens?: number
    thinkingConfig?: { thinkingBudget?: number }
  }
  generation_config?: unknown
}

/**
 * A chunk sent exactly as written, for JSON that JSON.stringify cannot make, such as a number too large
 * for a double (`1e309`, which JSON.parse reads as Infinity).
 */
export class RawChunk {
  constructor(readonly json: string) {}
}

function withoutFinish(chunk: unknown) {
  const copy = structuredClone(chunk) as { candidates: Array<{ finishReason?: string }> }
  delete copy.candidates[0]?.finishReason
  return copy
}

/** A reply's pieces as Gemini streams them, with the usage it would report for this request. */
function replyChunks(
  { pieces, end = 'normal' }: ReplyScenario,
  promptTokens: number,
): { chunks: unknown[]; end: StreamEnd } {
  const chunks = payloads.streamChunks(pieces, promptTokens)
  if (end === 'normal') return { chunks, end }
  // Cut short: no chunk carries the finish reason.
  const unfinished = chunks.map(withoutFinish)
  if (end === 'error') return { chunks: [...unfinished, payloads.streamError], end: 'normal' }
  return { chunks: unfinished, end }
}

/** Every answer the double can give, named after the reference's cases. */
export const scenarios = {
  success: reply('Four dogs have 8 paws.'),
  splitText: respond(200, payloads.splitTextResponse),
  /** The two chunks of a real captured stream. */
  verifiedStream: { kind: 'stream', chunks: payloads.verifiedStreamChunks },
  /** An error inside the stream before any text (a 200 whose only chunk is the error envelope). */
  streamErrorFirst: { kind: 'stream', chunks: [payloads.streamError] },
  functionCallOnly: respond(200, payloads.functionCallResponse),
  maxTokensNoParts: respond(200, payloads.maxTokensNoParts),
  maxTokensNoContent: respond(200, payloads.maxTokensNoContent),
  maxTokensPartial: respond(200, payloads.maxTokensPartial),
  safetyCandidate: respond(200, payloads.safetyCandidate),
  safetyCandidateMinimal: respond(200, payloads.safetyCandidateMinimal),
  prohibitedCandidate: respond(200, payloads.prohibitedCandidate),
  blocklistCandidate: respond(200, payloads.blocklistCandidate),
  blockedPrompt: respond(200, payloads.blockedPrompt),
  blockedPromptProhibited: respond(200, payloads.blockedPromptProhibited),
  blockedPromptOther: respond(200, payloads.blockedPromptOther),
  invalidKey: respond(400, payloads.invalidKey),
  keyNotFound: respond(400, payloads.keyNotFound),
  unregisteredCaller: respond(403, payloads.unregisteredCaller),
  leakedKey: respond(403, payloads.leakedKey),
  permissionDenied: respond(403, payloads.permissionDenied),
  serviceDisabled: respond(403, payloads.serviceDisabled),
  quotaExceeded: respond(429, payloads.quotaExceeded),
  quotaExceeded2026: respond(429, payloads.quotaExceeded2026),
  rateLimited: respond(429, payloads.rateLimited),
  internalError: respond(500, payloads.internalError),
  overloaded: respond(503, payloads.overloaded),
  locationUnsupported: respond(400, payloads.locationUnsupported),
  reset: { kind: 'reset' },
  hang: { kind: 'hang' },
  drip: { kind: 'drip' },
  notJson: { kind: 'text', status: 200, body: '<html><body>Bad gateway</body></html>' },
  /** 200 with JSON that is not a GenerateContentResponse at all. */
  wrongShape: respond(200, { result: 'ok', items: [1, 2, 3] }),
} satisfies Record<string, GeminiScenario>

export type GeminiDouble = ModelDouble<GeminiScenario, RecordedRequest>

export type GeminiDoubleOptions = {
  /** The key the double accepts; any other key gets the real 400 "API key not valid". */
  apiKey?: string
  /** Models that exist; any other gets the real 404. */
  models?: string[]
}

const ROUTE = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/

// Google's error bodies are pretty-printed JSON.
function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body, null, 2)
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' })
  res.end(text)
}

/**
 * A streamed answer. With `alt=sse` each chunk is one server-sent event (`data: {json}` and a blank
 * line); without it the REST API streams one JSON array instead.
 */
function sendStream(
  res: ServerResponse,
  sse: boolean,
  chunks: readonly unknown[],
  gapMs?: number,
  end?: StreamEnd,
) {
  res.writeHead(200, {
    'Content-Type': sse ? 'text/event-stream' : 'application/json; charset=UTF-8',
  })
  if (!sse) res.write('[')
  const pieces = chunks.map((chunk, i) => {
    const json = chunk instanceof RawChunk ? chunk.json : JSON.stringify(chunk)
    return sse ? `data: ${json}\n\n` : `${i > 0 ? ',\n' : ''}${json}`
  })
  return writeStream(res, pieces, gapMs, end, sse ? '' : ']')
}

/** What the non-streaming endpoint answers for the same reply: the chunks' text in one response. */
function joinChunks(chunks: readonly unknown[]) {
  const text = chunks
    .map((chunk) => {
      const parts = (chunk as { candidates?: Array<{ content?: { parts?: Part[] } }> })
        .candidates?.[0]?.content?.parts
      return (parts ?? []).map((part) => part.text ?? '').join('')
    })
    .join('')
  return payloads.textResponse(text)
}

/** Gemini's own checks: the conversation starts with the user, alternates, and every turn has text. */
function turnOrderIsValid(contents: unknown): boolean {
  if (!Array.isArray(contents) || contents.length === 0) return false
  return (
    contents.every((content: Content, index) => {
      const expected = index % 2 === 0 ? 'user' : 'model'
      const parts = content.parts
      return (
        (content.role ?? 'user') === expected &&
        Array.isArray(parts) &&
        parts.length > 0 &&
        parts.every((part) => typeof part.text === 'string' && part.text.length > 0)
      )
    }) && (contents.at(-1) as Content).role !== 'model'
  )
}

/** The real failures, by what they mean to the owner, and the kind a visitor is told. */
const failures: GeminiDouble['failures'] = [
  { name: '400 invalid key', scenario: scenarios.invalidKey, kind: 'invalid_key' },
  { name: '403 leaked key', scenario: scenarios.leakedKey, kind: 'invalid_key' },
  { name: '403 unregistered caller', scenario: scenarios.unregisteredCaller, kind: 'invalid_key' },
  { name: '403 permission denied', scenario: scenarios.permissionDenied, kind: 'access_denied' },
  { name: '429 quota', scenario: scenarios.quotaExceeded, kind: 'access_denied' },
  { name: '429 rate limit', scenario: scenarios.rateLimited, kind: 'rate_limited' },
  { name: 'SAFETY candidate', scenario: scenarios.safetyCandidate, kind: 'safety_blocked' },
  { name: 'blocked prompt', scenario: scenarios.blockedPrompt, kind: 'safety_blocked' },
  { name: 'MAX_TOKENS without text', scenario: scenarios.maxTokensNoParts, kind: 'chat_failed' },
  { name: '500', scenario: scenarios.internalError, kind: 'chat_failed' },
  { name: '503', scenario: scenarios.overloaded, kind: 'chat_failed' },
  { name: 'socket reset', scenario: scenarios.reset, kind: 'chat_failed' },
]

const textOf = (content: Content | undefined) =>
  (content?.parts ?? []).map((part) => part.text ?? '').join('')

/** The prompt a request carried, in the portfolio's terms. */
function readPrompt(body: GenerateContentBody | undefined) {
  const config = body?.generationConfig
  return {
    system: textOf(body?.systemInstruction ?? body?.system_instruction),
    turns: (body?.contents ?? []).map((content): ['visitor' | 'assistant', string] => [
      content.role === 'model' ? 'assistant' : 'visitor',
      textOf(content),
    ]),
    settings: { temperature: config?.temperature, maxOutputTokens: config?.maxOutputTokens },
  }
}

// The usage a reply reports: about a token for every 4 characters the request sent.
const promptTokensOf = (raw: string) => Math.max(1, Math.ceil(raw.length / 4))

const keyOf: GeminiDouble['keyOf'] = (request) => {
  const header = request.headers['x-goog-api-key']
  return Array.isArray(header) ? header[0] : header
}

export async function startGeminiDouble(options: GeminiDoubleOptions = {}): Promise<GeminiDouble> {
  const models = options.models ?? ['gemini-2.5-flash']
  return startModelServer<GeminiScenario, GenerateContentBody>({
    provider: 'gemini',
    endpoint: `/v1beta/models/${models[0] ?? ''}:streamGenerateContent?alt=sse`,
    keyOf,
    failures,
    fallback: reply('Hello from the Gemini double.'),
    api: 'Gemini',
    readPrompt,
    fail: (res) => sendJson(res, 500, payloads.internalError),
    serverEnv: (url) => ({
      ...(options.apiKey ? { GEMINI_API_KEY: options.apiKey } : {}),
      GEMINI_API_BASE_URL: url,
    }),
    async answer(call) {
      const { req, res, raw } = call
      const { body } = call.record
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const route = ROUTE.exec(url.pathname)
      if (req.method !== 'POST' || !route) {
        return sendJson(res, 404, {
          error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' },
        })
      }
      const model = decodeURIComponent(route[1] ?? '')
      if (!models.includes(model)) return sendJson(res, 404, payloads.modelNotFound(model))
      const headerKey = req.headers['x-goog-api-key']
      const key =
        (Array.isArray(headerKey) ? headerKey[0] : headerKey) ?? url.searchParams.get('key')
      if (!key) return sendJson(res, 403, payloads.unregisteredCaller)
      if (options.apiKey !== undefined && key !== options.apiKey) {
        return sendJson(res, 400, payloads.invalidKey)
      }
      if (!body) return sendJson(res, 400, payloads.invalidJson)
      if (!turnOrderIsValid(body.contents)) return sendJson(res, 400, payloads.badTurnOrder)

      const streaming = route[2] === 'streamGenerateContent'
      const sse = streaming && url.searchParams.get('alt') === 'sse'
      const scenario = call.next()
      switch (scenario.kind) {
        case 'text':
          res.writeHead(scenario.status, { 'Content-Type': 'text/html; charset=UTF-8' })
          return res.end(scenario.body)
        case 'drip': {
          res.writeHead(200, {
            'Content-Type': sse ? 'text/event-stream' : 'application/json; charset=UTF-8',
          })
          res.write(sse ? ' ' : '{')
          const timer = setInterval(() => res.write(' '), 1000)
          res.on('close', () => clearInterval(timer))
          return
        }
        case 'respond':
          if (!(await waited(res, scenario.delayMs))) return
          // A success on the streaming endpoint is a stream of one chunk; errors are plain JSON.
          if (scenario.status === 200 && streaming) return sendStream(res, sse, [scenario.body])
          return sendJson(res, scenario.status, scenario.body)
        case 'stream':
          if (!(await waited(res, scenario.delayMs))) return
          if (!streaming) return sendJson(res, 200, joinChunks(scenario.chunks))
          return sendStream(res, sse, scenario.chunks, scenario.gapMs, scenario.end)
        case 'reply': {
          if (!(await waited(res, scenario.delayMs))) return
          const { chunks, end } = replyChunks(
            scenario,
            scenario.promptTokens ?? promptTokensOf(raw),
          )
          if (!streaming) return sendJson(res, 200, joinChunks(chunks))
          return sendStream(res, sse, chunks, scenario.gapMs, end)
        }
        default:
          return answerShared(call, scenario, sendJson)
      }
    },
  })
}
