import { describe, expect, it } from 'vitest'
import type { ChatErrorKind } from '@/core/chat'
import * as payloads from '../../../../tests/doubles/openai-compatible/payloads'
import { readOpenAiError } from './errors'

describe('readOpenAiError: the same visitor texts as Gemini, by status and reason', () => {
  it.each<[string, number, string, ChatErrorKind]>([
    ['401 invalid key', 401, JSON.stringify(payloads.invalidKey), 'invalid_key'],
    ['401 no key', 401, JSON.stringify(payloads.missingKey), 'invalid_key'],
    ['403 unsupported country', 403, JSON.stringify(payloads.unsupportedCountry), 'access_denied'],
    ['429 rate limit', 429, JSON.stringify(payloads.rateLimited), 'rate_limited'],
    // As for Gemini: a 429 that mentions quota or billing is the access/quota text.
    ['429 insufficient quota', 429, JSON.stringify(payloads.insufficientQuota), 'access_denied'],
    ['400 content filter (by code)', 400, JSON.stringify(payloads.contentFilter), 'safety_blocked'],
    [
      '400 moderation (by type)',
      400,
      JSON.stringify({ error: { message: 'Flagged.', type: 'moderation_error', code: null } }),
      'safety_blocked',
    ],
    ['400 other', 400, JSON.stringify(payloads.invalidMessages), 'chat_failed'],
    ['404 unknown model', 404, JSON.stringify(payloads.modelNotFound('gpt-9')), 'chat_failed'],
    ['500', 500, JSON.stringify(payloads.serverError), 'chat_failed'],
    ['503 overloaded', 503, JSON.stringify(payloads.overloaded), 'chat_failed'],
    ['a proxy page', 502, '<html>Bad gateway</html>', 'chat_failed'],
    ['an error as a plain string', 401, '{"error":"Unauthorized"}', 'invalid_key'],
  ])('%s', (_name, status, text, kind) => {
    expect(readOpenAiError(status, text).kind).toBe(kind)
  })

  it('keeps the upstream message and code for the log', () => {
    expect(readOpenAiError(401, JSON.stringify(payloads.invalidKey))).toMatchObject({
      message: expect.stringContaining('Incorrect API key provided') as string,
      upstreamStatus: 'invalid_api_key',
    })
  })
})
