import { describe, expect, it } from 'vitest'
import type { ChatStreamEvent } from '../chat-model'
import * as payloads from '../../../../tests/doubles/openai-compatible/payloads'
import { createOpenAiStreamReader, readOpenAiUsage } from './stream'

const MODEL = 'gpt-4o-mini'
const read = (chunks: unknown[]) => {
  const reader = createOpenAiStreamReader()
  const events: ChatStreamEvent[] = [
    ...chunks.flatMap((chunk) => reader.push(chunk)),
    ...reader.end(),
  ]
  return { events, usage: reader.usage() }
}
const shown = (events: ChatStreamEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.text : `failure:${event.kind}`))

describe('createOpenAiStreamReader: a streamed Chat Completions reply', () => {
  it.each<[string, unknown[], string[]]>([
    [
      'the role chunk, the pieces, the finish chunk',
      payloads.streamChunks(MODEL, ['She ', 'knows ', 'Python.']),
      ['She ', 'knows ', 'Python.'],
    ],
    [
      'leading blank text is dropped, later spaces kept',
      payloads.streamChunks(MODEL, ['\n\n', ' Hi', ' there']),
      ['Hi', ' there'],
    ],
    [
      'the usage chunk after the finish carries no text',
      [...payloads.streamChunks(MODEL, ['Hi.']), payloads.usageChunk(MODEL, 900, 3)],
      ['Hi.'],
    ],
    [
      'finish_reason content_filter before any text: the safety text',
      payloads.streamChunks(MODEL, [], 'content_filter'),
      ['failure:safety_blocked'],
    ],
    [
      'content_filter after some text: the generic text below it',
      payloads.streamChunks(MODEL, ['She '], 'content_filter'),
      ['She ', 'failure:chat_failed'],
    ],
    [
      'length (max_tokens) with no text',
      payloads.streamChunks(MODEL, [], 'length'),
      ['failure:chat_failed'],
    ],
    [
      'length after text is a reply cut at the limit, kept as it is',
      payloads.streamChunks(MODEL, ['A long answer'], 'length'),
      ['A long answer'],
    ],
    [
      'an error event inside the stream after text',
      [...payloads.streamChunks(MODEL, ['She ']).slice(0, -1), payloads.streamError(MODEL)],
      ['She ', 'failure:chat_failed'],
    ],
    [
      'a stream that ends before its finish chunk',
      payloads.streamChunks(MODEL, ['She ']).slice(0, -1),
      ['She ', 'failure:chat_failed'],
    ],
    ['something that is not a chunk', ['not json'], ['failure:chat_failed']],
  ])('%s', (_name, chunks, expected) => {
    expect(shown(read(chunks).events)).toEqual(expected)
  })

  it('an error event before any text keeps its kind (a 429 in the stream is the rate-limit text)', () => {
    const { events } = read([
      { error: { code: 429, message: 'Rate limit exceeded: free-models-per-day' } },
    ])
    expect(shown(events)).toEqual(['failure:rate_limited'])
  })
})

describe('readOpenAiUsage: the usage report', () => {
  it.each<[string, unknown, { inputTokens: number; outputTokens: number } | undefined]>([
    [
      'the usage chunk',
      payloads.usageChunk(MODEL, 1200, 85),
      { inputTokens: 1200, outputTokens: 85 },
    ],
    ['a chunk whose usage is null', payloads.streamChunks(MODEL, ['x'])[1], undefined],
    [
      "Groq's x_groq.usage on its last chunk",
      {
        choices: [],
        x_groq: { usage: { prompt_tokens: 40, completion_tokens: 9, total_tokens: 49 } },
      },
      { inputTokens: 40, outputTokens: 9 },
    ],
    [
      'a server that sends only the total: the rest is output',
      { usage: { prompt_tokens: 40, total_tokens: 60 } },
      { inputTokens: 40, outputTokens: 20 },
    ],
  ])('%s', (_name, chunk, expected) => {
    expect(readOpenAiUsage(chunk)).toEqual(expected)
  })

  it.each([
    ['Infinity (JSON 1e309)', Number.POSITIVE_INFINITY],
    ['a fraction', 12.5],
    ['a negative count', -40],
    ['more than any context window', 3_000_000],
    ['a string', '40'],
  ])('a figure that is %s is not believed: the reading names the field', (_name, figure) => {
    expect(
      readOpenAiUsage({ usage: { prompt_tokens: figure, completion_tokens: 9, total_tokens: 49 } }),
    ).toEqual({ problem: expect.stringMatching(/^prompt_tokens: /) })
  })

  it('is kept when it comes after the finish chunk', () => {
    const { usage } = read([
      ...payloads.streamChunks(MODEL, ['Hi.']),
      payloads.usageChunk(MODEL, 900, 3),
    ])
    expect(usage).toEqual({ inputTokens: 900, outputTokens: 3 })
  })
})
