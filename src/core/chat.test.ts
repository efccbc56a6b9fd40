import { describe, expect, it } from 'vitest'
import { CHAT_ERROR_TEXTS, chatErrorText, chatGreeting, chatPlaceholder, chatTitle } from './chat'

describe('the texts a visitor reads', () => {
  it.each([
    [chatTitle('Ada'), "Ada's AI Assistant"],
    [chatGreeting('Ada'), "Hi! I'm Ada's AI assistant. Ask me anything!"],
    [chatPlaceholder('Ada'), 'Ask about Ada...'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('CHAT_ERROR_TEXTS', () => {
  it('has the text for every kind of failure', () => {
    expect(CHAT_ERROR_TEXTS).toEqual({
      invalid_key:
        'Your Gemini API key seems invalid or unauthorized. Rotate the key in Google AI Studio and update .env.',
      access_denied:
        'Access denied or quota/billing issue with Gemini API. Check AI Studio permissions, quotas, and key settings.',
      rate_limited: 'You have hit a rate limit. Please wait a bit and try again.',
      safety_blocked: 'The content was blocked by safety filters. Try rephrasing your question.',
      chat_failed: 'Sorry, there was an error. Please try again.',
    })
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
})
