// Claude as the chat model: Anthropic's Messages API with `stream: true`, the key in `x-api-key` and the
// API version in `anthropic-version`. The base URL is the API's origin (https://api.anthropic.com), which
// the tests point at their double.
import type { Logger } from '../../logger'
import { modelWithoutKey, type ChatModel } from '../chat-model'
import { createStreamingModel } from '../streaming-model'
import { readAnthropicError } from './errors'
import { ANTHROPIC_VERSION, buildMessagesBody } from './request'
import { createAnthropicStreamReader } from './stream'

export type AnthropicModelOptions = {
  apiKey: string | undefined
  baseUrl: string
  model: string
  timeoutMs?: number
  log?: Logger
}

export function createAnthropicModel({
  apiKey,
  baseUrl,
  model,
  timeoutMs,
  log,
}: AnthropicModelOptions): ChatModel {
  if (!apiKey) return modelWithoutKey()
  return createStreamingModel({
    provider: 'anthropic',
    model,
    url: `${baseUrl.replace(/\/+$/, '')}/v1/messages`,
    headers: {
      Accept: 'text/event-stream',
      'x-api-key': apiKey,
      'anthropic-version': ANTHROPIC_VERSION,
    },
    body: (prompt) => buildMessagesBody(model, prompt),
    reader: createAnthropicStreamReader,
    readError: readAnthropicError,
    timeoutMs,
    log,
  })
}
