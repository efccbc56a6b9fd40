// LLM_PROVIDER=anthropic through the whole app (config, createServices, the chat route) against the
// Messages API double over real HTTP: the request as Anthropic wants it, a question, a job fit, the usage
// counted from message_start and message_delta, and the failures with the texts that name Anthropic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_API_PATH, CHAT_ERROR_TEXTS } from '@/core/chat'
import { en } from '@/i18n/en'
import { fixtureOwner as profile } from '../fixtures/owner'
import { reply } from '../doubles/chat-model'
import { scenarios, startAnthropicDouble, type AnthropicDouble } from '../doubles/anthropic/server'
import { appFor } from './provider-app'

const KEY = 'sk-ant-test-0123'
let double: AnthropicDouble
beforeAll(async () => {
  double = await startAnthropicDouble({ apiKey: KEY })
})
afterAll(() => double.close())

describe('Claude, through the Messages API', () => {
  it('streams a Messages call with the key and version headers, and counts its usage', async () => {
    double.enqueue(reply('She builds **assistants**.'))
    const { ask, logged } = appFor(double.serverEnv)
    const response = await ask('What does she build?')
    expect(await response.json()).toMatchObject({ reply: 'She builds **assistants**.' })

    const request = double.requests.at(-1)
    expect(request?.url).toBe('/v1/messages')
    expect(request?.headers['x-api-key']).toBe(KEY)
    expect(request?.headers['anthropic-version']).toBe('2023-06-01')
    expect(request?.body).toMatchObject({
      model: 'claude-haiku-4-5',
      stream: true,
      temperature: 0.7,
      max_tokens: 512,
    })
    expect(request?.system).toContain(profile.name)
    // The greeting is left out: the conversation starts with the visitor.
    expect(request?.turns).toEqual([['visitor', 'What does she build?']])
    const tokens = logged.find((line) => line.msg === 'chat tokens')
    expect(tokens).toMatchObject({
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
      estimated: false,
    })
    expect(tokens?.outputTokens).toBe(Math.ceil('She builds **assistants**.'.length / 4))
  })

  it('answers a job fit: the posting goes as the visitor’s turn, with the job fit’s rules', async () => {
    const { verdict, evidence, gaps } = en.assistant.jobFit
    double.enqueue(
      reply(`**${verdict}:** A strong fit.\n\n**${evidence}**\n- Python\n\n**${gaps}**\n- None.`),
    )
    const { ask } = appFor(double.serverEnv)
    const response = await ask('Senior Python engineer; LangChain a plus.', 'job-fit')
    expect(((await response.json()) as { reply: string }).reply).toContain(`**${verdict}:**`)
    const request = double.requests.at(-1)
    expect(request?.turns.at(-1)?.[1]).toContain('<job_description>')
    expect(request?.system).toContain(`"**${verdict}:**"`)
  })

  it('a wrong key gets the texts that name Anthropic, never Gemini', async () => {
    const { ask } = appFor({ ...double.serverEnv, ANTHROPIC_API_KEY: 'sk-ant-wrong' })
    const response = await ask('Hi')
    expect(response.status).toBe(502)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error).toEqual({
      code: 'invalid_key',
      message:
        'Your Anthropic API key seems invalid or unauthorized. Rotate the key in the Claude Console and update .env.',
    })
    expect(body.error.message).toMatch(/Anthropic/)
    expect(body.error.message).not.toMatch(/Gemini|Google/)
  })

  it('529 overloaded is the generic text, with the upstream words only in the log', async () => {
    double.enqueue(scenarios.overloaded)
    const { ask, logged } = appFor(double.serverEnv)
    const response = await ask('Hi')
    expect(await response.json()).toEqual({
      error: { code: 'chat_failed', message: CHAT_ERROR_TEXTS.chat_failed },
    })
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'anthropic error',
        status: 529,
        upstreamStatus: 'overloaded_error',
      }),
    )
  })

  it('without a key nothing is sent, and the panel is told to set ANTHROPIC_API_KEY', async () => {
    const { app } = appFor({ LLM_PROVIDER: 'anthropic', ANTHROPIC_BASE_URL: double.url })
    const status = await app.request(`${CHAT_API_PATH}/status`)
    expect(await status.json()).toEqual({ available: false, providerTexts: 'anthropic' })
    const asked = await app.request(CHAT_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Hi', history: [] }),
    })
    expect(await asked.json()).toEqual({
      error: {
        code: 'missing_key',
        message: 'Anthropic API key is missing or invalid. Please set ANTHROPIC_API_KEY.',
      },
    })
  })
})
