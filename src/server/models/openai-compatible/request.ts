// The body of a Chat Completions call (`POST {OPENAI_BASE_URL}/chat/completions`), as OpenAI, Groq,
// OpenRouter, Ollama and LM Studio all take it: the instructions as a `system` message, the turns as
// `user` and `assistant`, streamed, with the usage report as the last chunk.
import type { ChatPrompt } from '@/core/chat-prompt'
import { CHAT_MAX_OUTPUT_TOKENS } from '../chat-model'

// The same settings as the Gemini default: temperature 0.7 and at most 512 output tokens.
const CHAT_TEMPERATURE = 0.7

export function buildChatCompletionsBody(model: string, { system, turns }: ChatPrompt) {
  return {
    model,
    messages: [
      { role: 'system', content: system },
      ...turns.map((turn) => ({
        role: turn.role === 'visitor' ? 'user' : 'assistant',
        content: turn.text,
      })),
    ],
    stream: true,
    // Without it a stream carries no token counts, and the daily token budget could not count them.
    stream_options: { include_usage: true },
    temperature: CHAT_TEMPERATURE,
    // `max_tokens` rather than `max_completion_tokens`: every compatible server takes it.
    max_tokens: CHAT_MAX_OUTPUT_TOKENS,
  }
}
