// One double for whichever provider a test runs against: the end-to-end specs run the chat against each
// (the Playwright project names the provider), through the vocabulary in ./chat-model.ts. The table is
// keyed by the providers' ids (src/server/models/providers.ts): a provider asked over the network without
// a double here does not compile.
import type { DoubledProvider, ModelDouble, ModelRequest } from './chat-model'
import { startAnthropicDouble, type AnthropicScenario } from './anthropic/server'
import { startGeminiDouble, type GeminiScenario } from './gemini/server'
import { startOpenAiDouble, type OpenAiScenario } from './openai-compatible/server'

export type ModelProvider = DoubledProvider

/**
 * A double of any provider. Its answers are the shared ones (a reply, a status and body, a reset) or its
 * own `failures`, which a test only ever hands back to the same double.
 */
export type AnyModelDouble = ModelDouble<
  GeminiScenario | OpenAiScenario | AnthropicScenario,
  ModelRequest
>

const DOUBLES = {
  gemini: startGeminiDouble,
  'openai-compatible': startOpenAiDouble,
  anthropic: startAnthropicDouble,
} satisfies Record<DoubledProvider, (options: { apiKey?: string }) => Promise<{ provider: string }>>

export async function startModelDouble(
  provider: ModelProvider,
  options: { apiKey?: string } = {},
): Promise<AnyModelDouble> {
  return (await DOUBLES[provider](options)) as unknown as AnyModelDouble
}
