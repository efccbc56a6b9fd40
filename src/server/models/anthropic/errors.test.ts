import { describe, expect, it } from 'vitest'
import type { ChatErrorKind } from '@/core/chat'
import * as payloads from '../../../../tests/doubles/anthropic/payloads'
import { readAnthropicError } from './errors'

describe("readAnthropicError: the kind from the error's type, then its status and message", () => {
  it.each<[string, number, string, ChatErrorKind]>([
    ['401 invalid x-api-key', 401, JSON.stringify(payloads.invalidKey), 'invalid_key'],
    ['401 no key', 401, JSON.stringify(payloads.missingKey), 'invalid_key'],
    ['403 permission', 403, JSON.stringify(payloads.permissionDenied), 'access_denied'],
    [
      '402 billing',
      402,
      JSON.stringify({ type: 'error', error: { type: 'billing_error', message: 'Billing error' } }),
      'access_denied',
    ],
    // A 400 with its own type, which names the balance: the access/quota text.
    ['400 credit balance too low', 400, JSON.stringify(payloads.lowCredit), 'access_denied'],
    ['429 rate limit', 429, JSON.stringify(payloads.rateLimited), 'rate_limited'],
    // Busy for everyone, not a limit the visitor hit.
    ['529 overloaded', 529, JSON.stringify(payloads.overloaded), 'chat_failed'],
    ['500', 500, JSON.stringify(payloads.serverError), 'chat_failed'],
    ['404 unknown model', 404, JSON.stringify(payloads.modelNotFound('claude-9')), 'chat_failed'],
    [
      '400 other',
      400,
      JSON.stringify(payloads.invalidRequest('max_tokens: Field required')),
      'chat_failed',
    ],
    ['a proxy page', 502, '<html>Bad gateway</html>', 'chat_failed'],
    ['a proxy refusing the key', 401, 'Unauthorized', 'invalid_key'],
  ])('%s', (_name, status, text, kind) => {
    expect(readAnthropicError(status, text).kind).toBe(kind)
  })

  it('keeps the upstream message and type for the log', () => {
    expect(readAnthropicError(529, JSON.stringify(payloads.overloaded))).toEqual({
      kind: 'chat_failed',
      message: 'Overloaded',
      upstreamStatus: 'overloaded_error',
    })
  })
})
