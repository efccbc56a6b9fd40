// One double for whichever provider a test runs against: the end-to-end specs run the chat against both
// (the Playwright project names the provider), through the vocabulary in ./chat-model.ts.
import type { ModelDouble, ModelRequest } from './chat-model'
import { startGeminiDouble, type GeminiScenario } from './gemini/server'
import { startOpenAiDouble, type OpenAiScenario } from './openai-compatible/server'

export type ModelProvider = ModelDouble['provider']

/**
 * A double of either provider. Its answers are the shared ones (a reply, a status and body, a reset)
 * or its own `failures`, which a test only ever hands back to the same double.
 */
export type AnyModelDouble = ModelDouble<GeminiScenario | OpenAiScenario, ModelRequest>

export async function startModelDouble(
  provider: ModelProvider,
  options: { apiKey?: string } = {},
): Promise<AnyModelDouble> {
  const double =
    provider === 'gemini' ? await startGeminiDouble(options) : await startOpenAiDouble(options)
  return double as AnyModelDouble
}
