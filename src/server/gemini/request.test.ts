import { describe, expect, it } from 'vitest'
import { buildChatPrompt } from '@/core/chat-prompt'
import { fixtureOwner } from '../../../tests/fixtures/owner'
import { buildGenerateContentBody } from './request'

describe('buildGenerateContentBody', () => {
  it('adds temperature 0.7, 512 output tokens and a zero thinking budget', () => {
    const prompt = buildChatPrompt({
      profile: fixtureOwner,
      projects: [],
      history: [],
      question: 'Q',
    })
    expect(buildGenerateContentBody(prompt)).toEqual({
      ...prompt,
      generationConfig: {
        temperature: 0.7,
        maxOutputTokens: 512,
        thinkingConfig: { thinkingBudget: 0 },
      },
    })
  })
})
