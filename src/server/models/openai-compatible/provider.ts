// Any OpenAI-compatible Chat Completions endpoint (OpenAI, Groq, OpenRouter, Ollama, LM Studio): its
// settings and its setup check. Whose server it is the site cannot know, so a visitor's texts name none.
import { z } from 'zod'
import { defineProvider, isLocalAddress } from '../provider'
import { createOpenAiCompatibleModel } from './model'

const variables = {
  // The base URL the OpenAI SDKs take, ending in the version (`/chat/completions` follows it).
  OPENAI_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL ending in the API version, such as https://api.openai.com/v1',
    })
    .default('https://api.openai.com/v1'),
  // Optional for local servers.
  OPENAI_API_KEY: z.string().trim().optional(),
  OPENAI_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:/@-]+$/, 'must be a model name such as gpt-4o-mini or llama3.2:3b')
    .optional(),
}

export const openAiCompatibleProvider = defineProvider({
  label: 'an OpenAI-compatible endpoint',
  variables,
  secrets: ['OPENAI_API_KEY'],
  required: {
    OPENAI_MODEL:
      'must be set when LLM_PROVIDER=openai-compatible, such as gpt-4o-mini or llama3.2',
  },
  texts: 'none',
  create: (settings, log) =>
    createOpenAiCompatibleModel({
      baseUrl: settings.OPENAI_BASE_URL,
      apiKey: settings.OPENAI_API_KEY || undefined,
      // The configuration refuses openai-compatible without a model.
      model: settings.OPENAI_MODEL ?? '',
      log,
    }),
  target: (settings) => settings.OPENAI_BASE_URL,
  check(settings, { host, onThisMachine }) {
    const base = new URL(settings.OPENAI_BASE_URL)
    const isLocal = isLocalAddress(settings.OPENAI_BASE_URL)
    const key = settings.OPENAI_API_KEY
    const at = `${settings.OPENAI_MODEL ?? ''} at ${settings.OPENAI_BASE_URL}`
    if (key && /[\s"']/.test(key))
      return { level: 'error', text: 'OPENAI_API_KEY holds spaces or quotes: paste the key alone' }
    if (base.hostname === 'api.openai.com' && !key?.startsWith('sk-'))
      return {
        level: 'error',
        text: `OPENAI_API_KEY ${key ? 'does not look like an OpenAI key (sk-...)' : 'is not set'}: OpenAI refuses every question without one`,
      }
    if (!key && !isLocal)
      return {
        level: 'warn',
        text: `assistant: ${at}, with no OPENAI_API_KEY: most hosted endpoints need one`,
      }
    if (!onThisMachine && isLocal)
      return {
        level: 'error',
        text: `OPENAI_BASE_URL is ${settings.OPENAI_BASE_URL}, on this machine: ${host} cannot reach it`,
      }
    return { level: 'on', text: `assistant: ${at}${key ? '' : ' (no key: a local server)'}` }
  },
})
