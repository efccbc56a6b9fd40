// Real Gemini `generateContent` payloads, from ../shared/reference/external-apis.md part A (section named
// on each). Success bodies are HTTP 200; error bodies use Google's error envelope.

const googleError = (
  code: number,
  status: string,
  message: string,
  details?: readonly unknown[],
) => ({ error: { code, message, status, ...(details ? { details } : {}) } })

/** A plain non-streaming reply, in the shape of real responses and stream chunks. */
export const textResponse = (text: string) => ({
  candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
  usageMetadata: {
    promptTokenCount: 12,
    candidatesTokenCount: 7,
    totalTokenCount: 131,
    promptTokensDetails: [{ modality: 'TEXT', tokenCount: 12 }],
    thoughtsTokenCount: 112,
  },
  modelVersion: 'gemini-2.5-flash',
  responseId: 'WhmlabShCNjv-8YPl_D1gAo',
})

const STREAM_RESPONSE_ID = 'WhmlabShCNjv-8YPl_D1gAo'

/**
 * The chunks of one streamed text reply, shaped as a captured gemini-2.5-flash stream: the same
 * `responseId` in each, usage counting up, and `finishReason` only in the last chunk.
 */
export const streamChunks = (pieces: readonly string[], promptTokenCount = 8) =>
  pieces.map((text, i) => ({
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        ...(i === pieces.length - 1 ? { finishReason: 'STOP' } : {}),
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount,
      candidatesTokenCount: 3 * (i + 1),
      totalTokenCount: promptTokenCount + 3 * (i + 1),
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: promptTokenCount }],
    },
    modelVersion: 'gemini-2.5-flash',
    responseId: STREAM_RESPONSE_ID,
  }))

/** The two chunks of a real captured gemini-2.5-flash stream, verbatim. */
export const verifiedStreamChunks = [
  {
    candidates: [{ content: { parts: [{ text: '1\n2\n' }], role: 'model' }, index: 0 }],
    usageMetadata: {
      promptTokenCount: 8,
      candidatesTokenCount: 3,
      totalTokenCount: 11,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 8 }],
    },
    modelVersion: 'gemini-2.5-flash',
    responseId: STREAM_RESPONSE_ID,
  },
  {
    candidates: [
      {
        content: { parts: [{ text: '3\n4\n5' }], role: 'model' },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: 8,
      candidatesTokenCount: 8,
      totalTokenCount: 16,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 8 }],
    },
    modelVersion: 'gemini-2.5-flash',
    responseId: STREAM_RESPONSE_ID,
  },
]

/**
 * An error sent inside the stream, after a 200 and possibly after text: the error envelope as a chunk
 * (the SDK reports it as `got status: UNAVAILABLE. {"error":{"code":503,...}}`).
 */
export const streamError = {
  error: {
    code: 503,
    message: 'The model is overloaded. Please try again later.',
    status: 'UNAVAILABLE',
  },
}

/** One reply split over two text parts (the verified stream chunks, as one response). */
export const splitTextResponse = {
  candidates: [
    {
      content: { parts: [{ text: '1\n2\n' }, { text: '3\n4\n5' }], role: 'model' },
      finishReason: 'STOP',
      index: 0,
    },
  ],
  usageMetadata: {
    promptTokenCount: 8,
    candidatesTokenCount: 8,
    totalTokenCount: 16,
    promptTokensDetails: [{ modality: 'TEXT', tokenCount: 8 }],
  },
  modelVersion: 'gemini-2.5-flash',
  responseId: 'WhmlabShCNjv-8YPl_D1gAo',
}

/** A real gemini-2.5-flash response whose only part is a function call: no text at all. */
export const functionCallResponse = {
  candidates: [
    {
      content: {
        parts: [
          {
            functionCall: { name: 'show_help', args: {} },
            thoughtSignature: 'CpYCAXLI2nzbOGkF5XkEV4NxpLv+iRoZOY0XveUO3cbB',
          },
        ],
        role: 'model',
      },
      finishReason: 'STOP',
      index: 0,
      finishMessage: 'Model generated function call(s).',
    },
  ],
  usageMetadata: {
    promptTokenCount: 451,
    candidatesTokenCount: 10,
    totalTokenCount: 514,
    promptTokensDetails: [{ modality: 'TEXT', tokenCount: 451 }],
    thoughtsTokenCount: 53,
  },
  modelVersion: 'gemini-2.5-flash',
  responseId: 'AQRPadfIDLCdkdUPv82l2Qw',
}

/** Thinking used up the budget; the candidate has content with a role but no parts. */
export const maxTokensNoParts = {
  candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS', index: 0 }],
  usageMetadata: { promptTokenCount: 42, totalTokenCount: 341, thoughtsTokenCount: 299 },
  modelVersion: 'gemini-2.5-flash',
}

/** When zero tokens are left the candidate has no content at all (as in ha-llmvision#609). */
export const maxTokensNoContent = {
  candidates: [{ finishReason: 'MAX_TOKENS', index: 0 }],
  usageMetadata: { promptTokenCount: 42, totalTokenCount: 554, thoughtsTokenCount: 512 },
  modelVersion: 'gemini-2.5-flash',
}

/** A partial answer cut off by the token limit. */
export const maxTokensPartial = {
  candidates: [
    { content: { parts: [{ text: 'This security' }] }, finishReason: 'MAX_TOKENS', index: 0 },
  ],
  modelVersion: 'gemini-2.5-flash',
}

/** A candidate stopped for SAFETY, with its ratings. */
export const safetyCandidate = {
  candidates: [
    {
      content: { role: 'model' },
      finishReason: 'SAFETY',
      index: 0,
      safetyRatings: [
        { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true },
        { category: 'HARM_CATEGORY_HARASSMENT', probability: 'NEGLIGIBLE' },
        { category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'NEGLIGIBLE' },
        { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', probability: 'NEGLIGIBLE' },
      ],
    },
  ],
  usageMetadata: { promptTokenCount: 20, totalTokenCount: 20 },
  modelVersion: 'gemini-2.5-flash',
  responseId: 'xxxxxxxxxxxxxxxxxxxxxxx',
}

/** The minimal SAFETY shape used by client test suites. */
export const safetyCandidateMinimal = { candidates: [{ finishReason: 'SAFETY' }] }

/** The FinishReason values PROHIBITED_CONTENT and BLOCKLIST, in the shape of a SAFETY stop. */
export const prohibitedCandidate = {
  candidates: [{ content: { role: 'model' }, finishReason: 'PROHIBITED_CONTENT', index: 0 }],
  modelVersion: 'gemini-2.5-flash',
}
export const blocklistCandidate = {
  candidates: [{ content: { role: 'model' }, finishReason: 'BLOCKLIST', index: 0 }],
  modelVersion: 'gemini-2.5-flash',
}

/** A blocked prompt: promptFeedback.blockReason and no `candidates` key (a real 2024 payload). */
export const blockedPrompt = {
  promptFeedback: {
    blockReason: 'SAFETY',
    safetyRatings: [
      { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', probability: 'NEGLIGIBLE' },
      { category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'NEGLIGIBLE' },
      { category: 'HARM_CATEGORY_HARASSMENT', probability: 'NEGLIGIBLE' },
      { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH' },
    ],
  },
}

/** The modern shape, with usage and modelVersion. */
export const blockedPromptProhibited = {
  promptFeedback: {
    blockReason: 'PROHIBITED_CONTENT',
    safetyRatings: [
      { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', probability: 'HIGH', blocked: true },
    ],
  },
  usageMetadata: { promptTokenCount: 638, totalTokenCount: 638 },
  modelVersion: 'gemini-2.5-flash',
}

/** The minimal OTHER block. */
export const blockedPromptOther = { promptFeedback: { blockReason: 'OTHER' } }

/** An invalid key is a 400 INVALID_ARGUMENT, not a 401. */
export const invalidKey = googleError(
  400,
  'INVALID_ARGUMENT',
  'API key not valid. Please pass a valid API key.',
  [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'API_KEY_INVALID',
      domain: 'googleapis.com',
      metadata: { service: 'generativelanguage.googleapis.com' },
    },
    {
      '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
      locale: 'en-US',
      message: 'API key not valid. Please pass a valid API key.',
    },
  ],
)

/** An invalid key, the "API Key not found" variant. */
export const keyNotFound = googleError(
  400,
  'INVALID_ARGUMENT',
  'API Key not found. Please pass a valid API key.',
  [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'API_KEY_INVALID',
      domain: 'googleapis.com',
      metadata: { service: 'generativelanguage.googleapis.com' },
    },
  ],
)

/** No key at all. */
export const unregisteredCaller = googleError(
  403,
  'PERMISSION_DENIED',
  "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
)

/** A leaked key. */
export const leakedKey = googleError(
  403,
  'PERMISSION_DENIED',
  'Your API key was reported as leaked. Please use another API key.',
)

/** The generic permission error (a key without access to the model). */
export const permissionDenied = googleError(
  403,
  'PERMISSION_DENIED',
  'The caller does not have permission',
)

/** The API is not enabled on the key's project. */
export const serviceDisabled = googleError(
  403,
  'PERMISSION_DENIED',
  'Generative Language API has not been used in project 580640415319 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/generativelanguage.googleapis.com/overview?project=580640415319 then retry. If you enabled this API recently, wait a few minutes for the action to propagate to our systems and retry.',
  [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'SERVICE_DISABLED',
      domain: 'googleapis.com',
      metadata: { service: 'generativelanguage.googleapis.com', consumer: 'projects/580640415319' },
    },
  ],
)

/** Quota exhausted, the mid-2025 format. */
export const quotaExceeded = googleError(
  429,
  'RESOURCE_EXHAUSTED',
  'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
  [
    {
      '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
      violations: [
        {
          quotaMetric:
            'generativelanguage.googleapis.com/generate_content_free_tier_input_token_count',
          quotaId: 'GenerateContentInputTokensPerModelPerMinute-FreeTier',
          quotaDimensions: { location: 'global', model: 'gemini-2.5-flash' },
          quotaValue: '250000',
        },
      ],
    },
    {
      '@type': 'type.googleapis.com/google.rpc.Help',
      links: [
        {
          description: 'Learn more about Gemini API quotas',
          url: 'https://ai.google.dev/gemini-api/docs/rate-limits',
        },
      ],
    },
    { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '26s' },
  ],
)

/** Quota exhausted, the 2026 format. */
export const quotaExceeded2026 = googleError(
  429,
  'RESOURCE_EXHAUSTED',
  'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits. To monitor your current usage, head to: https://ai.dev/rate-limit. \n* Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, model: gemini-2.5-flash\n* Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_input_token_count, limit: 0, model: gemini-2.5-flash\nPlease retry in 20.04466179s.',
  [
    {
      '@type': 'type.googleapis.com/google.rpc.Help',
      links: [
        {
          description: 'Learn more about Gemini API quotas',
          url: 'https://ai.google.dev/gemini-api/docs/rate-limits',
        },
      ],
    },
    { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '20s' },
  ],
)

/**
 * A 429 that names no quota or billing, so it lands on the rate-limit row. The text is Vertex AI's
 * 429 message (an inference; the Gemini API's own 429s mention quota, as the quota payloads above show).
 */
export const rateLimited = googleError(
  429,
  'RESOURCE_EXHAUSTED',
  'Resource exhausted. Please try again later.',
)

/** The model is overloaded. */
export const overloaded = googleError(
  503,
  'UNAVAILABLE',
  'The model is overloaded. Please try again later.',
)

/** An internal error. */
export const internalError = googleError(
  500,
  'INTERNAL',
  'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
)

/** An unknown or retired model. */
export const modelNotFound = (model: string) =>
  googleError(
    404,
    'NOT_FOUND',
    `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
  )

/** An unsupported region. */
export const locationUnsupported = googleError(
  400,
  'FAILED_PRECONDITION',
  'User location is not supported for the API use.',
)

/**
 * A request Gemini refuses: a conversation that does not start with the user or does not alternate
 * (reported in NousResearch/hermes-agent#55427 and #55623; the exact body is an inference).
 */
export const badTurnOrder = googleError(
  400,
  'INVALID_ARGUMENT',
  'Please ensure that multiturn requests alternate between user and model.',
)

/** A malformed body (the message follows Google's proto JSON parser; an inference). */
export const invalidJson = googleError(
  400,
  'INVALID_ARGUMENT',
  'Invalid JSON payload received. Unexpected token.',
)
