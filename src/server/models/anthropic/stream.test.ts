import { describe, expect, it } from 'vitest'
import * as payloads from '../../../../tests/doubles/anthropic/payloads'
import type { ChatStreamEvent } from '../chat-model'
import { createAnthropicStreamReader } from './stream'

const MODEL = 'claude-haiku-4-5'
const read = (events: readonly unknown[]) => {
  const reader = createAnthropicStreamReader()
  const out: ChatStreamEvent[] = [...events.flatMap((event) => reader.push(event)), ...reader.end()]
  return {
    shown: out.map((event) => (event.type === 'text' ? event.text : `failure:${event.kind}`)),
    usage: reader.usage(),
  }
}
const reply = (pieces: string[], stopReason?: string) =>
  payloads.streamEvents(MODEL, pieces, { inputTokens: 1200, outputTokens: 9, stopReason })

describe('createAnthropicStreamReader: a streamed Messages reply', () => {
  it('passes on each text delta, and ignores the start, the ping, the block ends and the stop', () => {
    expect(read(reply(['She ', 'knows ', 'Python.'])).shown).toEqual(['She ', 'knows ', 'Python.'])
  })

  it('counts message_start’s input and message_delta’s cumulative output', () => {
    expect(read(reply(['Hi.'])).usage).toEqual({ inputTokens: 1200, outputTokens: 9 })
    // With the cache's tokens, and with message_delta repeating the input as newer responses do.
    const cached = payloads.messageStart(MODEL, 10)
    cached.message.usage.cache_read_input_tokens = 1000
    expect(
      read([cached, payloads.textDelta('Hi.'), payloads.messageDelta('end_turn', 4)]).usage,
    ).toEqual({ inputTokens: 1010, outputTokens: 4 })
    expect(
      read([
        payloads.messageStart(MODEL, 10),
        payloads.textDelta('Hi.'),
        { ...payloads.messageDelta('end_turn', 4), usage: { input_tokens: 12, output_tokens: 4 } },
      ]).usage,
    ).toEqual({ inputTokens: 12, outputTokens: 4 })
  })

  it('makes no report from message_start alone: a cut stream is estimated', () => {
    const events = reply(['Hi ', 'there'])
    const cut = read(events.slice(0, 4))
    expect(cut.shown).toEqual(['Hi ', 'failure:chat_failed'])
    expect(cut.usage).toBeUndefined()
  })

  it('does not believe a usage report that is not whole numbers in range', () => {
    const report = read([
      payloads.messageStart(MODEL, 10),
      payloads.textDelta('Hi.'),
      { ...payloads.messageDelta('end_turn', 4), usage: { output_tokens: -4 } },
    ]).usage
    expect(report).toMatchObject({ problem: expect.stringContaining('output_tokens') as string })
  })

  it.each<[string, unknown[], string[]]>([
    ['a refusal before any text', reply([], 'refusal'), ['failure:safety_blocked']],
    ['max_tokens before any text', reply([], 'max_tokens'), ['failure:chat_failed']],
    [
      'max_tokens after some text is a reply',
      reply(['This security'], 'max_tokens'),
      ['This security'],
    ],
    [
      'an overloaded_error event before any text',
      [payloads.messageStart(MODEL, 10), payloads.overloadedEvent],
      ['failure:chat_failed'],
    ],
    [
      'an error event after some text: generic, the words stay',
      [...reply(['Hi ', 'x']).slice(0, 4), payloads.overloadedEvent],
      ['Hi ', 'failure:chat_failed'],
    ],
    [
      'a rate_limit_error event first keeps its kind',
      [{ type: 'error', error: { type: 'rate_limit_error', message: 'slow down' } }],
      ['failure:rate_limited'],
    ],
    [
      'thinking is not the reply',
      [
        payloads.messageStart(MODEL, 1),
        {
          type: 'content_block_delta',
          index: 0,
          delta: { type: 'thinking_delta', thinking: 'hm' },
        },
        payloads.textDelta('A'),
        payloads.messageDelta('end_turn', 2),
      ],
      ['A'],
    ],
    ['an empty stream', [], ['failure:chat_failed']],
    ['not an event object', ['oops'], ['failure:chat_failed']],
  ])('%s', (_name, events, expected) => {
    expect(read(events).shown).toEqual(expected)
  })
})
