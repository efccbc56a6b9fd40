// The chat model the configuration names (LLM_PROVIDER): the one place that knows which providers exist.
import { geminiApiKey, type Config } from '../config'
import type { Logger } from '../logger'
import type { ChatModel } from './chat-model'
import { createGeminiModel } from './gemini/model'
import { GEMINI_DEFAULT_MODEL } from './gemini/request'
import { createOpenAiCompatibleModel } from './openai-compatible/model'

export function createChatModel(config: Config, log?: Logger): ChatModel {
  if (config.LLM_PROVIDER === 'openai-compatible') {
    return createOpenAiCompatibleModel({
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY || undefined,
      // loadConfig refuses openai-compatible without a model.
      model: config.OPENAI_MODEL ?? '',
      log,
    })
  }
  return createGeminiModel({
    apiKey: geminiApiKey(config),
    baseUrl: config.GEMINI_API_BASE_URL,
    model: config.GEMINI_MODEL ?? GEMINI_DEFAULT_MODEL,
    log,
  })
}
