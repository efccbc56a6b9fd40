// What an OpenAI-compatible Chat Completions endpoint sends back, recorded from the API reference and
// from captures quoted in public issues. Sources:
// - The streamed chunk (`object: "chat.completion.chunk"`, `choices[].delta`, `finish_reason` in the last
//   choice, `logprobs: null`, `system_fingerprint`): OpenAI's API reference for the chat completion chunk
//   object, and a capture kept in lanqian528/openai_format_proxy:response.md.
// - `stream_options.include_usage`: "an additional chunk will be streamed before the data: [DONE]
//   message. The usage field on this chunk shows the token usage statistics for the entire request, and
//   the choices field will always be an empty array. All other chunks will also include a usage field,
//   but with a null value." (the OpenAPI spec's ChatCompletionStreamOptions, version 2.3.0).
// - 401 invalid key: continuedev/continue#9358, #11409 and chatanywhere/GPT_API_free#62 (the same body).
// - 400 content filter: langroid/langroid#659, stanford-crfm/helm#3327, microsoft/vscode-copilot-release#265
//   (Azure OpenAI's `content_filter`).
// - 429, 403, 404, 500 and 503 bodies: OpenAI's error-codes guide (the texts of each code).
// - An error inside a stream with `finish_reason: "error"`: OpenRouter's streaming documentation.

const ID = 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG'
const CREATED = 1741569952
const FINGERPRINT = 'fp_eb9dce56a8'

type Delta = { role?: 'assistant'; content?: string }

const chunk = (model: string, delta: Delta, finishReason: string | null = null) => ({
  id: ID,
  object: 'chat.completion.chunk',
  created: CREATED,
  model,
  service_tier: 'default',
  system_fingerprint: FINGERPRINT,
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  usage: null,
})

/** The last chunk with `stream_options.include_usage`: no choices, the whole call's token counts. */
export const usageChunk = (model: string, promptTokens: number, completionTokens: number) => ({
  id: ID,
  object: 'chat.completion.chunk',
  created: CREATED,
  model,
  service_tier: 'default',
  system_fingerprint: FINGERPRINT,
  choices: [],
  usage: {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  },
})

/**
 * A streamed reply as the API sends it: the role first with empty content, then one chunk per piece,
 * then an empty delta with `finish_reason` (`stop`, or `length` at max_tokens, or `content_filter`).
 * The usage chunk is separate (usageChunk), sent only when the request asked for it.
 */
export function streamChunks(model: string, pieces: readonly string[], finishReason = 'stop') {
  return [
    chunk(model, { role: 'assistant', content: '' }),
    ...pieces.map((content) => chunk(model, { content })),
    chunk(model, {}, finishReason),
  ]
}

/** A failure reported inside the stream after it began (OpenRouter's form). */
export const streamError = (model: string) => ({
  id: ID,
  object: 'chat.completion.chunk',
  created: CREATED,
  model,
  provider: 'openai',
  error: { code: 'server_error', message: 'Provider disconnected unexpectedly' },
  choices: [{ index: 0, delta: { content: '' }, finish_reason: 'error' }],
})

/** What the non-streaming call answers for the same reply. */
export const completion = (model: string, text: string, promptTokens: number) => ({
  id: ID,
  object: 'chat.completion',
  created: CREATED,
  model,
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: text, refusal: null, annotations: [] },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: usageChunk(model, promptTokens, Math.ceil(text.length / 4)).usage,
  service_tier: 'default',
  system_fingerprint: FINGERPRINT,
})

export const invalidKey = {
  error: {
    message:
      'Incorrect API key provided: wrong-key. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    param: null,
    code: 'invalid_api_key',
  },
}

export const missingKey = {
  error: {
    message:
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
    type: 'invalid_request_error',
    param: null,
    code: null,
  },
}

export const unsupportedCountry = {
  error: {
    code: 'unsupported_country_region_territory',
    message: 'Country, region, or territory not supported',
    param: null,
    type: 'request_forbidden',
  },
}

export const rateLimited = {
  error: {
    message:
      'Rate limit reached for gpt-4o-mini in organization org-Xq2bC9 on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s. Visit https://platform.openai.com/account/rate-limits to learn more.',
    type: 'requests',
    param: null,
    code: 'rate_limit_exceeded',
  },
}

export const insufficientQuota = {
  error: {
    message:
      'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
    type: 'insufficient_quota',
    param: null,
    code: 'insufficient_quota',
  },
}

export const contentFilter = {
  error: {
    message:
      "The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry. To learn more about our content filtering policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766",
    type: null,
    param: 'prompt',
    code: 'content_filter',
    status: 400,
    innererror: {
      code: 'ResponsibleAIPolicyViolation',
      content_filter_result: {
        hate: { filtered: false, severity: 'safe' },
        jailbreak: { filtered: true, detected: true },
        self_harm: { filtered: false, severity: 'safe' },
        sexual: { filtered: false, severity: 'safe' },
        violence: { filtered: false, severity: 'safe' },
      },
    },
  },
}

export const modelNotFound = (model: string) => ({
  error: {
    message: `The model \`${model}\` does not exist or you do not have access to it.`,
    type: 'invalid_request_error',
    param: null,
    code: 'model_not_found',
  },
})

export const invalidMessages = {
  error: {
    message: "Invalid value for 'messages': each message needs a role and string content.",
    type: 'invalid_request_error',
    param: 'messages',
    code: null,
  },
}

export const serverError = {
  error: {
    message:
      'The server had an error while processing your request. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
    type: 'server_error',
    param: null,
    code: null,
  },
}

export const overloaded = {
  error: {
    message: 'The engine is currently overloaded, please try again later.',
    type: 'server_error',
    param: null,
    code: null,
  },
}
