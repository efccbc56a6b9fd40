// Claude, through Anthropic's Messages API: its settings, the texts a visitor reads about its key, and
// its setup check.
import { z } from 'zod'
import { defineProvider, isLocalAddress } from '../provider'
import { createAnthropicModel } from './model'
import { ANTHROPIC_DEFAULT_MODEL } from './request'

const ANTHROPIC_DEFAULT_BASE = 'https://api.anthropic.com'

const variables = {
  ANTHROPIC_API_KEY: z.string().trim().optional(),
  ANTHROPIC_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:@-]+$/, 'must be a model name such as claude-haiku-4-5 or claude-sonnet-4-6')
    .default(ANTHROPIC_DEFAULT_MODEL),
  // The API's origin; the tests point it at their double.
  ANTHROPIC_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL, such as https://api.anthropic.com',
    })
    .default(ANTHROPIC_DEFAULT_BASE),
}

export const anthropicProvider = defineProvider({
  label: 'Claude (Anthropic)',
  variables,
  secrets: ['ANTHROPIC_API_KEY'],
  texts: 'anthropic',

  create: (settings, log) =>
    createAnthropicModel({
      apiKey: settings.ANTHROPIC_API_KEY || undefined,
      baseUrl: settings.ANTHROPIC_BASE_URL,
      model: settings.ANTHROPIC_MODEL,
      log,
    }),
  target: (settings) => settings.ANTHROPIC_BASE_URL,
  check(settings, { host, onThisMachine }) {
    const key = settings.ANTHROPIC_API_KEY
    if (!key)
      return {
        level: 'error',
        text: 'ANTHROPIC_API_KEY is not set: LLM_PROVIDER is anthropic, and without a key the chat panel says the key is missing (create one in the Claude Console)',
      }
    if (/[\s"']/.test(key))
      return {
        level: 'error',
        text: 'ANTHROPIC_API_KEY holds spaces or quotes: paste the key alone',
      }
    // A key for a test double or a proxy may look like anything; Anthropic's own start alike.
    if (settings.ANTHROPIC_BASE_URL === ANTHROPIC_DEFAULT_BASE && !key.startsWith('sk-ant-'))
      return {
        level: 'error',
        text: 'ANTHROPIC_API_KEY does not look like an Anthropic key (sk-ant-...): Anthropic would refuse every question',
      }
    if (!onThisMachine && isLocalAddress(settings.ANTHROPIC_BASE_URL))
      return {
        level: 'error',
        text: `ANTHROPIC_BASE_URL is ${settings.ANTHROPIC_BASE_URL}, on this machine: ${host} cannot reach it`,
      }
    return { level: 'on', text: `assistant: Claude (${settings.ANTHROPIC_MODEL})` }
  },
})
