// The demo model as a chat model: it streams demoAnswer's reply word by word, as a model's would arrive,
// and reports the tokens a model would have cost, estimated, so the budget and /owner show them too.
import { promptTokens } from '@/core/chat-prompt'
import { estimateTokens } from '@/core/tokens'
import type { ChatModel } from '../chat-model'
import { demoAnswer } from './answer'

export const DEMO_MODEL_NAME = 'demo'

export function createDemoModel(): ChatModel {
  return {
    available: true,
    provider: 'demo',
    model: DEMO_MODEL_NAME,
    demo: true,
    async *stream(prompt, { signal, onUsage } = {}) {
      const reply = demoAnswer(prompt)
      let sent = ''
      try {
        for (const piece of reply.split(/(?<= )/)) {
          if (signal?.aborted) return
          sent += piece
          yield { type: 'text', text: piece }
        }
      } finally {
        onUsage?.({
          inputTokens: promptTokens(prompt),
          outputTokens: estimateTokens(sent),
          estimated: true,
        })
      }
    },
  }
}
