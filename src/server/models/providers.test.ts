// The providers' table: every provider is whole, the configuration reads each one's settings, and what a
// visitor reads names a provider only when it is that provider.
import { describe, expect, it } from 'vitest'
import { chatErrorText } from '@/core/chat'
import { envSchema, loadConfig } from '../config'
import { createChatModel } from './create-chat-model'
import { PROVIDERS, PROVIDER_IDS, type ProviderId } from './providers'

// The names a visitor's text could wrongly carry, by the provider they belong to.
const NAMES: Record<ProviderId, RegExp> = {
  gemini: /gemini|google|ai studio/i,
  'openai-compatible': /openai/i,
  anthropic: /anthropic|claude/i,
  demo: /demo/i,
}

// What each provider needs to answer at all, for a model that names itself.
const ENV: Record<ProviderId, Record<string, string>> = {
  gemini: { GEMINI_API_KEY: 'k' },
  'openai-compatible': { LLM_PROVIDER: 'openai-compatible', OPENAI_MODEL: 'gpt-4o-mini' },
  anthropic: { LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-k' },
  demo: { LLM_PROVIDER: 'demo' },
}

describe('the providers', () => {
  it('are what LLM_PROVIDER takes, with their variables in the configuration and their secrets among them', () => {
    expect(envSchema.shape.LLM_PROVIDER.unwrap().options).toEqual(PROVIDER_IDS)
    for (const provider of Object.values(PROVIDERS)) {
      for (const name of Object.keys(provider.variables))
        expect(envSchema.shape).toHaveProperty(name)
      for (const secret of provider.secrets)
        expect(Object.keys(provider.variables)).toContain(secret)
    }
  })

  it.each(PROVIDER_IDS)('%s: the model it makes names it, with its texts', (id) => {
    const model = createChatModel(loadConfig(ENV[id]))
    expect(model.available).toBe(true)
    expect(model.provider).toBe(id)
    const { texts } = PROVIDERS[id]
    expect(model.texts).toBe(texts === 'none' ? undefined : texts)
  })

  it.each(PROVIDER_IDS)("%s: a visitor's texts name no other provider", (id) => {
    const { texts } = PROVIDERS[id]
    const own = texts === 'none' ? undefined : texts
    const others = PROVIDER_IDS.filter((other) => other !== id)
    for (const code of ['invalid_key', 'access_denied', 'missing_key'])
      for (const other of others) expect(chatErrorText(code, own)).not.toMatch(NAMES[other])
  })

  it('Gemini and Claude have texts of their own; a provider that is no one in particular names none', () => {
    expect(PROVIDERS.gemini.texts).toBe('gemini')
    expect(PROVIDERS.anthropic.texts).toBe('anthropic')
    expect(PROVIDERS['openai-compatible'].texts).toBe('none')
    expect(PROVIDERS.demo.texts).toBe('none')
  })
})
