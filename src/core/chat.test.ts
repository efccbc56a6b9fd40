import { describe, expect, it } from 'vitest'
import {
  ASSISTANT_KEY_TEXTS,
  CHAT_ERROR_TEXTS,
  chatErrorText,
  chatGreeting,
  chatPlaceholder,
  chatRefusal,
  chatTitle,
} from './chat'

describe('the texts a visitor reads', () => {
  it.each([
    [chatTitle('Ada'), "Ada's AI Assistant"],
    [chatGreeting('Ada'), "Hi! I'm Ada's AI assistant. Ask me anything!"],
    [chatPlaceholder('Ada'), 'Ask about Ada...'],
    [chatRefusal('Ada'), "I'm sorry, I can only answer questions about Ada's portfolio."],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('CHAT_ERROR_TEXTS', () => {
  it('has the text for every kind of failure, naming no provider', () => {
    expect(CHAT_ERROR_TEXTS).toEqual({
      invalid_key: ASSISTANT_KEY_TEXTS.invalid_key,
      access_denied: ASSISTANT_KEY_TEXTS.access_denied,
      rate_limited: 'You have hit a rate limit. Please wait a bit and try again.',
      safety_blocked: 'The content was blocked by safety filters. Try rephrasing your question.',
      chat_failed: 'Sorry, there was an error. Please try again.',
    })
    for (const text of Object.values(ASSISTANT_KEY_TEXTS))
      expect(text).not.toMatch(/gemini|google|ai studio|openai|anthropic|claude/i)
  })

  it.each<[string | undefined, string]>([
    ['rate_limited', 'You have hit a rate limit. Please wait a bit and try again.'],
    ['teapot', 'Sorry, there was an error. Please try again.'],
    [undefined, 'Sorry, there was an error. Please try again.'],
    // a name every object has is not a kind of failure
    ['toString', 'Sorry, there was an error. Please try again.'],
  ])('chatErrorText(%j) is the text for that code, or the generic one', (code, expected) => {
    expect(chatErrorText(code)).toBe(expected)
  })

  it("gives a provider's own texts for its key and access, and the shared ones for the rest", () => {
    const own = { invalid_key: 'key', access_denied: 'access', missing_key: 'missing' }
    expect(chatErrorText('invalid_key', own)).toBe('key')
    expect(chatErrorText('access_denied', own)).toBe('access')
    expect(chatErrorText('rate_limited', own)).toBe(CHAT_ERROR_TEXTS.rate_limited)
    expect(chatErrorText('invalid_key')).toBe(ASSISTANT_KEY_TEXTS.invalid_key)
  })
})
