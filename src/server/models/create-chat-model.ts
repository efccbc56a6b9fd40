// The chat model the configuration names (LLM_PROVIDER), from the providers' table, with the texts a
// visitor reads when that provider's key fails.
import type { Config } from '../config'
import type { Logger } from '../logger'
import type { ChatModel } from './chat-model'
import type { AnyProvider } from './provider'
import { PROVIDERS } from './providers'

export function createChatModel(config: Config, log?: Logger): ChatModel {
  const provider: AnyProvider = PROVIDERS[config.LLM_PROVIDER]
  const model = provider.create(config, log)
  return provider.texts === 'none' ? model : { ...model, texts: provider.texts }
}
