// Every model provider, by the id LLM_PROVIDER names: the one table that knows which exist. Adding a
// provider is its folder (its provider.ts: see provider.ts beside this file) and its line here; the
// configuration, the setup check, the worker's variables, the eval and the test doubles read the table.
import { anthropicProvider } from './anthropic/provider'
import { demoProvider } from './demo/provider'
import { geminiProvider } from './gemini/provider'
import { openAiCompatibleProvider } from './openai-compatible/provider'
import type { AnyProvider } from './provider'

export const PROVIDERS = {
  gemini: geminiProvider,
  'openai-compatible': openAiCompatibleProvider,
  anthropic: anthropicProvider,
  demo: demoProvider,
} satisfies Record<string, AnyProvider>

export type ProviderId = keyof typeof PROVIDERS
/** The provider when LLM_PROVIDER is unset. */
export const DEFAULT_PROVIDER: ProviderId = 'gemini'
export const PROVIDER_IDS = Object.keys(PROVIDERS) as [ProviderId, ...ProviderId[]]

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never
type AllVariables = UnionToIntersection<(typeof PROVIDERS)[ProviderId]['variables']>

/** Every provider's variables, as the configuration reads them. */
export const PROVIDER_VARIABLES = Object.assign(
  {},
  ...Object.values(PROVIDERS).map((provider) => provider.variables),
) as AllVariables

/** Every provider's secrets. */
export const PROVIDER_SECRETS: readonly string[] = Object.values(PROVIDERS).flatMap(
  (provider) => provider.secrets,
)
