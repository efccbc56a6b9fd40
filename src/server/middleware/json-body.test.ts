import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MAX_BODY_BYTES, jsonBody } from './json-body'

describe('jsonBody', () => {
  const app = new Hono().post('/echo', jsonBody(z.object({ message: z.string().min(1) })), (c) =>
    c.json(c.get('body')),
  )
  const post = (body: string, type = 'application/json') =>
    app.request('/echo', { method: 'POST', body, headers: { 'Content-Type': type } })

  it('passes a valid body to the handler', async () => {
    const response = await post('{"message":"hi"}', 'application/json; charset=utf-8')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'hi' })
  })

  it.each([
    [
      'a body over 16 KB',
      () => post(JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) })),
      413,
      'payload_too_large',
    ],
    [
      'a form body',
      () => post('message=hi', 'application/x-www-form-urlencoded'),
      415,
      'unsupported_media_type',
    ],
    ['plain text', () => post('{"message":"hi"}', 'text/plain'), 415, 'unsupported_media_type'],
    ['invalid JSON', () => post('{"message":'), 400, 'invalid_json'],
    ['a wrong shape', () => post('{"message":""}'), 400, 'invalid_body'],
    ['a JSON array', () => post('[]'), 400, 'invalid_body'],
  ])('rejects %s', async (_label, send, status, code) => {
    const response = await send()
    expect(response.status).toBe(status)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe(code)
    expect(body.error.message).toEqual(expect.any(String))
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/)
  })
})
