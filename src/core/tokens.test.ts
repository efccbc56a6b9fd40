import { describe, expect, it } from 'vitest'
import { estimateTokens } from './tokens'

describe('estimateTokens: a conservative count before the provider has counted', () => {
  it.each<[string, string, number]>([
    ['nothing', '', 0],
    ['a short English question', 'What does she work on?', 6],
    ['accented Latin counts as Latin', 'café résumé', 3],
    ['curly quotes and dashes count as Latin', '“Yes” — she’s here…', 5],
    ['Chinese: a token a character', '她会什么', 4],
    ['Japanese kana and Korean Hangul too', 'こんにちは 안녕', 8],
    ['Hindi: a token a character', 'नमस्ते', 6],
    ['Russian: half a token a character', 'Привет, мир', 5],
    ['Arabic and Hebrew: half a token a character', 'مرحبا שלום', 5],
    ['Greek: half a token a character', 'Γειά σου', 4],
    ['Vietnamese: half a token a character beyond plain Latin', 'Xin chào thế giới', 5],
    ['an emoji beyond the Basic Multilingual Plane: two tokens', '👋', 2],
    ['a mix adds up', 'Hi 你好', 3],
    ['8,000 characters of English', 'x'.repeat(8000), 2000],
    ['8,000 characters of Chinese', '职'.repeat(8000), 8000],
  ])('%s', (_name, text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens)
  })
})
