import { describe, expect, it } from 'vitest'
import type { ChatErrorKind } from '@/core/chat'
import * as payloads from '../../../tests/doubles/gemini/payloads'
import { classifyChatError } from './chat-errors'

describe("classifyChatError: the error table's rows in order, first match wins", () => {
  const status = (body: { error: { code: number } }) => body.error.code
  const message = (body: { error: { message: string } }) => body.error.message

  it.each<[string, number | undefined, string, ChatErrorKind]>([
    // the table's rows, by status alone
    ['401', 401, '', 'invalid_key'],
    ['403', 403, '', 'access_denied'],
    ['429', 429, '', 'rate_limited'],
    ['400 with safety', 400, 'Request blocked by safety settings', 'safety_blocked'],
    ['400 with blocked', 400, 'The prompt was Blocked', 'safety_blocked'],
    ['400 without safety words', 400, 'Bad request', 'chat_failed'],
    ['500', 500, '', 'chat_failed'],
    // the table's rows, by message alone
    ['"api key" in any status', 500, 'Bad API key', 'invalid_key'],
    ['"invalid key"', 502, 'invalid key', 'invalid_key'],
    ['"unauthorized"', 502, 'Unauthorized', 'invalid_key'],
    ['"permission"', 500, 'no permission', 'access_denied'],
    ['"access denied"', 500, 'Access denied', 'access_denied'],
    ['"quota"', 500, 'quota', 'access_denied'],
    ['"billing"', 500, 'billing disabled', 'access_denied'],
    ['"rate limit"', 500, 'rate limit reached', 'rate_limited'],
    ['"safety" needs a 400', 500, 'safety_blocked', 'chat_failed'],
    ['no status (network failure)', undefined, 'fetch failed', 'chat_failed'],
    ['no status, a timeout', undefined, 'The operation was aborted due to timeout', 'chat_failed'],
    // what first-match means for the error bodies Google really sends
    [
      '400 invalid key -> key',
      status(payloads.invalidKey),
      message(payloads.invalidKey),
      'invalid_key',
    ],
    [
      '400 key not found -> key',
      status(payloads.keyNotFound),
      message(payloads.keyNotFound),
      'invalid_key',
    ],
    [
      '403 leaked key -> key',
      status(payloads.leakedKey),
      message(payloads.leakedKey),
      'invalid_key',
    ],
    [
      '403 unregistered caller ("API Key") -> key',
      status(payloads.unregisteredCaller),
      message(payloads.unregisteredCaller),
      'invalid_key',
    ],
    [
      '403 permission -> access',
      status(payloads.permissionDenied),
      message(payloads.permissionDenied),
      'access_denied',
    ],
    [
      '403 service disabled -> access',
      status(payloads.serviceDisabled),
      message(payloads.serviceDisabled),
      'access_denied',
    ],
    [
      '429 quota (2025) -> access, since it mentions quota',
      status(payloads.quotaExceeded),
      message(payloads.quotaExceeded),
      'access_denied',
    ],
    [
      '429 quota (2026) -> access',
      status(payloads.quotaExceeded2026),
      message(payloads.quotaExceeded2026),
      'access_denied',
    ],
    [
      '503 overloaded -> generic',
      status(payloads.overloaded),
      message(payloads.overloaded),
      'chat_failed',
    ],
    [
      '500 internal -> generic',
      status(payloads.internalError),
      message(payloads.internalError),
      'chat_failed',
    ],
    [
      '404 model not found -> generic',
      404,
      message(payloads.modelNotFound('gemini-pro')),
      'chat_failed',
    ],
    [
      '400 location unsupported -> generic',
      status(payloads.locationUnsupported),
      message(payloads.locationUnsupported),
      'chat_failed',
    ],
    ['400 bad turn order -> generic', 400, message(payloads.badTurnOrder), 'chat_failed'],
  ])('%s', (_name, code, text, expected) => {
    expect(classifyChatError(code, text)).toBe(expected)
  })
})
