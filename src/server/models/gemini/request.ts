// The body of a `generateContent` call: the prompt in Gemini's shape (`systemInstruction`, `contents`
// with the roles `user` and `model`) and the model's generation settings.
import type { ChatPrompt } from '@/core/chat-prompt'
import { CHAT_MAX_OUTPUT_TOKENS } from '../chat-model'

// The model and its generation settings.
export const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash'
const CHAT_TEMPERATURE = 0.7

/** The whole `generateContent` body: the prompt and the generation settings. */
export function buildGenerateContentBody({ system, turns }: ChatPrompt) {
  return {
    systemInstruction: { parts: [{ text: system }] },
    contents: turns.map((turn) => ({
      role: turn.role === 'visitor' ? 'user' : 'model',
      parts: [{ text: turn.text }],
    })),
    generationConfig: {
      temperature: CHAT_TEMPERATURE,
      maxOutputTokens: CHAT_MAX_OUTPUT_TOKENS,
      // On 2.5-flash thinking tokens come out of maxOutputTokens; with 512 they often leave no text.
      thinkingConfig: { thinkingBudget: 0 },
    },
  }
}
