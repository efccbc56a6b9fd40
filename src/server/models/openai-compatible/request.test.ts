import { describe, expect, it } from 'vitest'
import { buildChatCompletionsBody } from './request'

describe('buildChatCompletionsBody', () => {
  it('sends the instructions as system, the turns as user and assistant, streamed with usage', () => {
    expect(
      buildChatCompletionsBody('gpt-4o-mini', {
        system: 'Rules and portfolio.',
        turns: [
          { role: 'visitor', text: 'Q1' },
          { role: 'assistant', text: 'A1' },
          { role: 'visitor', text: 'Q2' },
        ],
      }),
    ).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Rules and portfolio.' },
        { role: 'user', content: 'Q1' },
        { role: 'assistant', content: 'A1' },
        { role: 'user', content: 'Q2' },
      ],
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.7,
      max_tokens: 512,
    })
  })
})
