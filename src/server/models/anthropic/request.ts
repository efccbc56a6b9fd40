// The body of a Messages API call (`POST {ANTHROPIC_BASE_URL}/v1/messages`): the instructions as `system`,
// the turns as `user` and `assistant` messages (the prompt's conversation already starts with the visitor
// and alternates, as the API wants), streamed, with the same settings as the other providers.
import type { ChatPrompt } from '@/core/chat-prompt'
import { CHAT_MAX_OUTPUT_TOKENS } from '../chat-model'

/** Claude Haiku: the fastest and cheapest of the current models, and enough for a portfolio's questions. */
export const ANTHROPIC_DEFAULT_MODEL = 'claude-haiku-4-5'
/** The API version every request names (`anthropic-version`). */
export const ANTHROPIC_VERSION = '2023-06-01'
const CHAT_TEMPERATURE = 0.7

export function buildMessagesBody(model: string, { system, turns }: ChatPrompt) {
  return {
    model,
    system,
    messages: turns.map((turn) => ({
      role: turn.role === 'visitor' ? 'user' : 'assistant',
      content: turn.text,
    })),
    // Required by the API: the most a reply may take.
    max_tokens: CHAT_MAX_OUTPUT_TOKENS,
    temperature: CHAT_TEMPERATURE,
    stream: true,
  }
}
