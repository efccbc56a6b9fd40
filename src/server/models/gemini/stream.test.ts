import { describe, expect, it } from 'vitest'
import type { ChatErrorKind } from '@/core/chat'
import * as payloads from '../../../../tests/doubles/gemini/payloads'
import type { ChatStreamEvent } from '../chat-model'
import { createGeminiStreamReader, readGeminiChunk } from './stream'

const events = (chunks: unknown[]): ChatStreamEvent[] => {
  const reader = createGeminiStreamReader()
  return [...chunks.flatMap((chunk) => reader.push(chunk)), ...reader.end()]
}

type Outcome = { ok: true; text: string } | { ok: false; kind: ChatErrorKind }

/** The outcome of a whole stream: the joined reply, or the failure that ended it. */
function replyFromChunks(chunks: readonly unknown[]): Outcome {
  const all = events([...chunks])
  const failure = all.find((event) => event.type === 'failure')
  if (failure) return { ok: false, kind: failure.kind }
  return {
    ok: true,
    text: all
      .map((event) => (event.type === 'text' ? event.text : ''))
      .join('')
      .trim(),
  }
}

const text = (value: string): ChatStreamEvent => ({ type: 'text', text: value })
const kinds = (list: ChatStreamEvent[]) =>
  list.map((event) => (event.type === 'text' ? event.text : `failure:${event.kind}`))

describe('createGeminiStreamReader: a streamed reply', () => {
  it('passes on each piece of text as it comes (the verified two-chunk stream)', () => {
    expect(events(payloads.verifiedStreamChunks)).toEqual([text('1\n2\n'), text('3\n4\n5')])
  })

  it.each<[string, unknown[], string[]]>([
    [
      'several chunks, finishReason in the last',
      payloads.streamChunks(['She ', 'knows ', 'Python.']),
      ['She ', 'knows ', 'Python.'],
    ],
    [
      'leading blank text is dropped, later spaces kept',
      payloads.streamChunks(['\n\n', ' Hi', ' there']),
      ['Hi', ' there'],
    ],
    [
      'a chunk without text (usage only) is skipped',
      [
        payloads.streamChunks(['a', 'b'])[0],
        { usageMetadata: {} },
        payloads.streamChunks(['a', 'b'])[1],
      ],
      ['a', 'b'],
    ],
    ['MAX_TOKENS with partial text is a reply', [payloads.maxTokensPartial], ['This security']],
    // Failures before the first words keep their own kind.
    [
      'an error chunk first: its kind (503 is generic)',
      [payloads.streamError],
      ['failure:chat_failed'],
    ],
    [
      'a 429 error chunk first',
      [{ error: { code: 429, message: 'Resource exhausted.', status: 'RESOURCE_EXHAUSTED' } }],
      ['failure:rate_limited'],
    ],
    ['a blocked prompt', [payloads.blockedPrompt], ['failure:safety_blocked']],
    ['a SAFETY candidate', [payloads.safetyCandidate], ['failure:safety_blocked']],
    ['MAX_TOKENS and no text', [payloads.maxTokensNoParts], ['failure:chat_failed']],
    ['an empty stream', [], ['failure:chat_failed']],
    ['not an object', ['oops'], ['failure:chat_failed']],
    // After the first words every failure is the generic one, and the words stay.
    [
      'an error chunk mid-stream',
      [payloads.streamChunks(['Hi ', 'x'])[0], payloads.streamError],
      ['Hi ', 'failure:chat_failed'],
    ],
    [
      'a 429 error mid-stream is generic',
      [
        payloads.streamChunks(['Hi ', 'x'])[0],
        { error: { code: 429, message: 'rate limit', status: 'RESOURCE_EXHAUSTED' } },
      ],
      ['Hi ', 'failure:chat_failed'],
    ],
    [
      'SAFETY after text is generic',
      [payloads.streamChunks(['Hi ', 'x'])[0], payloads.safetyCandidate],
      ['Hi ', 'failure:chat_failed'],
    ],
    [
      'a stream cut before its last chunk',
      [payloads.streamChunks(['Hi ', 'x'])[0]],
      ['Hi ', 'failure:chat_failed'],
    ],
    [
      'chunks after the last are ignored',
      [...payloads.streamChunks(['a']), payloads.streamError],
      ['a'],
    ],
  ])('%s', (_name, chunks, expected) => {
    expect(kinds(events(chunks))).toEqual(expected)
  })

  it('says why, for the log', () => {
    expect(events([payloads.streamError])).toEqual([
      {
        type: 'failure',
        kind: 'chat_failed',
        detail:
          'error in the stream: UNAVAILABLE: The model is overloaded. Please try again later.',
      },
    ])
    expect(events([payloads.streamChunks(['a', 'b'])[0]]).at(-1)).toMatchObject({
      detail: 'the stream ended before its last chunk',
    })
  })
})

describe('readGeminiChunk', () => {
  it('joins text parts, leaving out thoughts', () => {
    expect(
      readGeminiChunk({
        candidates: [
          { content: { parts: [{ text: 'hm', thought: true }, { text: 'A' }, { text: 'B' }] } },
        ],
      }),
    ).toEqual({ ok: true, text: 'AB', finishReason: undefined })
  })
})

describe('every response shape Gemini sends, as a one-chunk stream', () => {
  it.each<[string, unknown, Outcome]>([
    [
      'A2 text reply',
      payloads.textResponse('Hello **there**'),
      { ok: true, text: 'Hello **there**' },
    ],
    ['text in two parts, joined', payloads.splitTextResponse, { ok: true, text: '1\n2\n3\n4\n5' }],
    ['a function call, no text', payloads.functionCallResponse, { ok: false, kind: 'chat_failed' }],
    ['MAX_TOKENS, no parts', payloads.maxTokensNoParts, { ok: false, kind: 'chat_failed' }],
    ['MAX_TOKENS, no content', payloads.maxTokensNoContent, { ok: false, kind: 'chat_failed' }],
    [
      'MAX_TOKENS, a partial answer',
      payloads.maxTokensPartial,
      { ok: true, text: 'This security' },
    ],
    ['SAFETY candidate', payloads.safetyCandidate, { ok: false, kind: 'safety_blocked' }],
    [
      'SAFETY candidate, minimal',
      payloads.safetyCandidateMinimal,
      { ok: false, kind: 'safety_blocked' },
    ],
    [
      'PROHIBITED_CONTENT candidate',
      payloads.prohibitedCandidate,
      { ok: false, kind: 'safety_blocked' },
    ],
    ['BLOCKLIST candidate', payloads.blocklistCandidate, { ok: false, kind: 'safety_blocked' }],
    ['blocked prompt (SAFETY)', payloads.blockedPrompt, { ok: false, kind: 'safety_blocked' }],
    [
      'blocked prompt (PROHIBITED_CONTENT)',
      payloads.blockedPromptProhibited,
      { ok: false, kind: 'safety_blocked' },
    ],
    ['blocked prompt (OTHER)', payloads.blockedPromptOther, { ok: false, kind: 'safety_blocked' }],
    ['no candidates', { candidates: [] }, { ok: false, kind: 'chat_failed' }],
    ['whitespace only', payloads.textResponse('  \n '), { ok: false, kind: 'chat_failed' }],
    [
      'thought parts are not the reply',
      {
        candidates: [
          {
            content: { parts: [{ text: 'thinking', thought: true }, { text: 'Answer' }] },
            finishReason: 'STOP',
          },
        ],
      },
      { ok: true, text: 'Answer' },
    ],
    ['not an object', 'oops', { ok: false, kind: 'chat_failed' }],
    ['null', null, { ok: false, kind: 'chat_failed' }],
  ])('%s', (_name, response, expected) => {
    expect(replyFromChunks([response])).toEqual(expected)
  })
})
