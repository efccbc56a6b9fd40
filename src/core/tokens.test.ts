import { describe, expect, it } from 'vitest'
import { estimateTokens } from './tokens'

describe('estimateTokens: a conservative count before the provider has counted', () => {
  it.each<[string, string, number]>([
    ['nothing', '', 0],
    ['a short English question', 'What does she work on?', 6],
    ['accented Latin counts as Latin', 'café résumé', 3],
    ['Chinese: a token a character', '她会什么', 4],
    ['an emoji is one character, one token', '👋', 1],
    ['a mix adds up', 'Hi 你好', 3],
    ['8,000 characters of English', 'x'.repeat(8000), 2000],
  ])('%s', (_name, text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens)
  })
})
