import { describe, expect, it } from 'vitest'
import {
  CHAT_ERROR_TEXTS,
  CHAT_MISSING_KEY_CODE,
  chatErrorText,
  failureText,
  chatGreeting,
  chatPlaceholder,
  chatTitle,
} from './chat'

describe('the texts a visitor reads', () => {
  it.each([
    [chatTitle('Ada'), "Ada's AI Assistant"],
    [chatGreeting('Ada'), "Hi! I'm Ada's AI assistant. Ask me anything!"],
    [chatPlaceholder('Ada'), 'Ask about Ada...'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('the texts of a failure', () => {
  // The spec's texts, which name Gemini.
  const GEMINI = {
    invalid_key:
      'Your Gemini API key seems invalid or unauthorized. Rotate the key in Google AI Studio and update .env.',
    access_denied:
      'Access denied or quota/billing issue with Gemini API. Check AI Studio permissions, quotas, and key settings.',
    missing_key: 'Gemini API key is missing or invalid. Please set VITE_GEMINI_API_KEY.',
  }

  it('has the spec text for every kind of failure no provider explains', () => {
    expect(CHAT_ERROR_TEXTS).toMatchObject({
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

  it.each(Object.entries(GEMINI))("Gemini's %s is the spec's, word for word", (code, text) => {
    expect(chatErrorText(code, 'gemini')).toBe(text)
  })

  it.each(['invalid_key', 'access_denied', CHAT_MISSING_KEY_CODE])(
    '%s names no provider unless it is that provider',
    (code) => {
      expect(chatErrorText(code)).not.toMatch(/gemini|google|ai studio|openai|anthropic|claude/i)
      expect(chatErrorText(code, 'anthropic')).toMatch(/Anthropic/)
      expect(chatErrorText(code, 'anthropic')).not.toMatch(/gemini|google|ai studio/i)
    },
  )

  it('gives the shared texts for what is no provider’s, whoever the provider', () => {
    expect(chatErrorText('rate_limited', 'anthropic')).toBe(CHAT_ERROR_TEXTS.rate_limited)
    expect(chatErrorText('chat_failed', 'gemini')).toBe(CHAT_ERROR_TEXTS.chat_failed)
  })

  it('reads a catalog in any language, and a provider it does not know as none', () => {
    const words = {
      missingKey: 'sin clave',
      errors: { ...CHAT_ERROR_TEXTS, invalid_key: 'clave mala' },
      providerTexts: {
        gemini: {
          missingKey: 'sin clave de Gemini',
          invalid_key: 'clave de Gemini mala',
          access_denied: 'x',
        },
        anthropic: { missingKey: 'y', invalid_key: 'z', access_denied: 'w' },
      },
    }
    expect(failureText(words, 'invalid_key', 'gemini')).toBe('clave de Gemini mala')
    expect(failureText(words, CHAT_MISSING_KEY_CODE, 'gemini')).toBe('sin clave de Gemini')
    expect(failureText(words, 'invalid_key')).toBe('clave mala')
    expect(failureText(words, CHAT_MISSING_KEY_CODE, 'toString' as never)).toBe('sin clave')
  })
})
