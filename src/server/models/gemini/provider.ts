// Gemini, the default provider: its settings, the spec's texts for its key, and its setup check.
import { z } from 'zod'
import { defineProvider, type ProviderSettings } from '../provider'
import { createGeminiModel } from './model'
import { GEMINI_DEFAULT_MODEL } from './request'

const GEMINI_DEFAULT_BASE = 'https://generativelanguage.googleapis.com'
// Google's API keys: AIza and 35 letters, digits, `-` or `_`.
const GEMINI_KEY = /^AIza[\w-]{35}$/

const variables = {
  // The key, read only here on the server. VITE_GEMINI_API_KEY is the name the missing-key message tells
  // owners to set, so it is accepted too; GEMINI_API_KEY wins when both are set.
  GEMINI_API_KEY: z.string().trim().optional(),
  VITE_GEMINI_API_KEY: z.string().trim().optional(),
  GEMINI_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(GEMINI_DEFAULT_BASE),
  // Unset: gemini-2.5-flash.
  GEMINI_MODEL: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a model name such as gemini-2.5-flash')
    .optional(),
}
type GeminiSettings = ProviderSettings<typeof variables>

/** The Gemini key, if the server has one. */
export const geminiApiKey = (settings: GeminiSettings) =>
  settings.GEMINI_API_KEY || settings.VITE_GEMINI_API_KEY || undefined

export const geminiProvider = defineProvider({
  label: 'Gemini',
  variables,
  secrets: ['GEMINI_API_KEY', 'VITE_GEMINI_API_KEY'],
  // The spec's texts, which name Gemini.
  texts: 'gemini',

  create: (settings, log) =>
    createGeminiModel({
      apiKey: geminiApiKey(settings),
      baseUrl: settings.GEMINI_API_BASE_URL,
      model: settings.GEMINI_MODEL ?? GEMINI_DEFAULT_MODEL,
      log,
    }),
  target: (settings) => settings.GEMINI_API_BASE_URL,
  check(settings) {
    const key = geminiApiKey(settings)
    if (!key)
      return {
        level: 'off',
        text: 'assistant: no GEMINI_API_KEY, so the chat panel says the key is missing (free from Google AI Studio)',
      }
    // A key for a test double or a proxy may look like anything; Google's own have one shape.
    if (settings.GEMINI_API_BASE_URL === GEMINI_DEFAULT_BASE && !GEMINI_KEY.test(key))
      return {
        level: 'error',
        text: `${settings.GEMINI_API_KEY ? 'GEMINI_API_KEY' : 'VITE_GEMINI_API_KEY'} does not look like a Gemini key (AIza and 35 more letters, digits, - or _): Google would refuse every question`,
      }
    return {
      level: 'on',
      text: `assistant: Gemini (${settings.GEMINI_MODEL ?? 'its default model'})`,
    }
  },
})
