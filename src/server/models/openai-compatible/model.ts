// Any OpenAI-compatible Chat Completions endpoint as the chat model: OpenAI, Groq, OpenRouter, Ollama,
// LM Studio. The base URL is what the OpenAI SDKs take (it ends in the version, e.g.
// https://api.openai.com/v1 or http://localhost:11434/v1) and `/chat/completions` follows it. The key is
// optional, since local servers need none.
import type { Logger } from '../../logger'
import type { ChatModel } from '../chat-model'
import { createStreamingModel } from '../streaming-model'
import { readOpenAiError } from './errors'
import { buildChatCompletionsBody } from './request'
import { createOpenAiStreamReader } from './stream'

export type OpenAiCompatibleModelOptions = {
  baseUrl: string
  apiKey: string | undefined
  model: string
  timeoutMs?: number
  log?: Logger
}

export function createOpenAiCompatibleModel({
  baseUrl,
  apiKey,
  model,
  timeoutMs,
  log,
}: OpenAiCompatibleModelOptions): ChatModel {
  return createStreamingModel({
    provider: 'openai-compatible',
    model,
    url: `${baseUrl.replace(/\/+$/, '')}/chat/completions`,
    headers: {
      Accept: 'text/event-stream',
      ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
    },
    body: (prompt) => buildChatCompletionsBody(model, prompt),
    reader: createOpenAiStreamReader,
    readError: readOpenAiError,
    timeoutMs,
    log,
  })
}
