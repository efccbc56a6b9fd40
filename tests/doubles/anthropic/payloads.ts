// What Anthropic's Messages API sends back, from its documentation and from captures quoted in public
// issues. Sources:
// - The stream (`stream: true`): "Streaming Messages" in the Claude API docs. Each event is named
//   (`event: message_start`) and its data carries the same `type`: message_start (the Message with empty
//   content and the input's usage), per content block a content_block_start, content_block_deltas
//   (`text_delta`) and a content_block_stop, then message_delta (the `stop_reason`, and the usage, whose
//   figures are cumulative), and message_stop; `ping` events may come anywhere; an `error` event (such
//   as `overloaded_error`) can come after the 200, in which case no other status says so.
// - Error bodies (`{type: "error", error: {type, message}, request_id}`) and their statuses: "Claude API
//   errors" in the docs (400 invalid_request_error, 401 authentication_error, 402 billing_error, 403
//   permission_error, 404 not_found_error, 429 rate_limit_error, 500 api_error, 529 overloaded_error).
// - 401 "invalid x-api-key": eyaltoledano/claude-task-master#222, abi/screenshot-to-code#272,
//   emilsvennesson/opencode-websearch#15 (with its request_id), all the same body.
// - `stop_reason: "refusal"`: "Streaming refusals" in the docs (Claude 4 models decline to go on).

const MESSAGE_ID = 'msg_01XFDUDYJgAACzvnptvVoYEL'
const REQUEST_ID = 'req_011CaJCR7Pm2Jh2LbWpBH5Y6'

/** The start of a streamed message: the Message with no content yet, and the input's usage. */
export const messageStart = (model: string, inputTokens: number) => ({
  type: 'message_start',
  message: {
    id: MESSAGE_ID,
    type: 'message',
    role: 'assistant',
    content: [],
    model,
    stop_reason: null,
    stop_sequence: null,
    usage: {
      input_tokens: inputTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: 1,
      service_tier: 'standard',
    },
  },
})

export const ping = { type: 'ping' }
export const blockStart = {
  type: 'content_block_start',
  index: 0,
  content_block: { type: 'text', text: '' },
}
export const textDelta = (text: string) => ({
  type: 'content_block_delta',
  index: 0,
  delta: { type: 'text_delta', text },
})
export const blockStop = { type: 'content_block_stop', index: 0 }
/** The end of the message: why it stopped, and the output's tokens so far (cumulative). */
export const messageDelta = (stopReason: string, outputTokens: number) => ({
  type: 'message_delta',
  delta: { stop_reason: stopReason, stop_sequence: null },
  usage: { output_tokens: outputTokens },
})
export const messageStop = { type: 'message_stop' }

/** An event's wire form: its name on the `event:` line, its JSON on `data:`. */
export const sse = (event: { type: string }) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`

/** A whole streamed reply, in the documented order, with a ping after the first block starts. */
export function streamEvents(
  model: string,
  pieces: readonly string[],
  {
    inputTokens,
    outputTokens,
    stopReason = 'end_turn',
  }: { inputTokens: number; outputTokens: number; stopReason?: string },
) {
  return [
    messageStart(model, inputTokens),
    blockStart,
    ping,
    ...pieces.map(textDelta),
    blockStop,
    messageDelta(stopReason, outputTokens),
    messageStop,
  ]
}

const error = (type: string, message: string) => ({
  type: 'error',
  error: { type, message },
  request_id: REQUEST_ID,
})

/** The `error` event inside a stream: Anthropic is overloaded after all. */
export const overloadedEvent = {
  type: 'error',
  error: { type: 'overloaded_error', message: 'Overloaded' },
}

export const invalidKey = error('authentication_error', 'invalid x-api-key')
export const missingKey = error('authentication_error', 'x-api-key header is required')
export const permissionDenied = error(
  'permission_error',
  'Your API key does not have permission to use the specified resource.',
)
export const lowCredit = error(
  'invalid_request_error',
  'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
)
export const rateLimited = error(
  'rate_limit_error',
  'This request would exceed the rate limit for your organization of 50 requests per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits.',
)
export const overloaded = error('overloaded_error', 'Overloaded')
export const serverError = error('api_error', 'Internal server error')
export const modelNotFound = (model: string) => error('not_found_error', `model: ${model}`)
export const invalidRequest = (message: string) => error('invalid_request_error', message)
