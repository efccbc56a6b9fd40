import { describe, expect, it } from 'vitest'
import type { ChatPrompt } from '@/core/chat-prompt'
import { buildGenerateContentBody } from './request'

describe('buildGenerateContentBody', () => {
  const prompt: ChatPrompt = {
    system: 'The rules and the portfolio.',
    turns: [
      { role: 'visitor', text: 'Q1' },
      { role: 'assistant', text: 'A1' },
      { role: 'visitor', text: 'Q2' },
    ],
  }

  it("puts the instructions in systemInstruction and the turns in contents, the assistant's as model", () => {
    const body = buildGenerateContentBody(prompt)
    expect(body.systemInstruction).toEqual({ parts: [{ text: 'The rules and the portfolio.' }] })
    expect(body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Q1' }] },
      { role: 'model', parts: [{ text: 'A1' }] },
      { role: 'user', parts: [{ text: 'Q2' }] },
    ])
  })

  it('adds temperature 0.7, 512 output tokens and a zero thinking budget', () => {
    expect(buildGenerateContentBody(prompt).generationConfig).toEqual({
      temperature: 0.7,
      maxOutputTokens: 512,
      thinkingConfig: { thinkingBudget: 0 },
    })
  })
})
