import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createChatModel } from './create-chat-model'

describe('createChatModel: the provider the configuration names', () => {
  it.each<
    [string, Record<string, string>, { available: boolean; provider: string; model: string }]
  >([
    [
      'Gemini by default, on gemini-2.5-flash',
      { GEMINI_API_KEY: 'k' },
      { available: true, provider: 'gemini', model: 'gemini-2.5-flash' },
    ],
    [
      'GEMINI_MODEL names another Gemini model',
      { GEMINI_API_KEY: 'k', GEMINI_MODEL: 'gemini-2.5-pro' },
      { available: true, provider: 'gemini', model: 'gemini-2.5-pro' },
    ],
    [
      'Gemini without a key cannot be asked',
      {},
      { available: false, provider: 'none', model: 'none' },
    ],
    [
      'an OpenAI-compatible endpoint with a key',
      { LLM_PROVIDER: 'openai-compatible', OPENAI_API_KEY: 'sk-x', OPENAI_MODEL: 'gpt-4o-mini' },
      { available: true, provider: 'openai-compatible', model: 'gpt-4o-mini' },
    ],
    [
      'a local OpenAI-compatible server needs no key',
      {
        LLM_PROVIDER: 'openai-compatible',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_MODEL: 'llama3.2:3b',
      },
      { available: true, provider: 'openai-compatible', model: 'llama3.2:3b' },
    ],
  ])('%s', (_name, env, expected) => {
    const model = createChatModel(loadConfig(env))
    expect({ available: model.available, provider: model.provider, model: model.model }).toEqual(
      expected,
    )
  })
})
