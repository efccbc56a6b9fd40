// LLM_PROVIDER=openai-compatible through the whole app (config, createServices, the chat route) against
// the Chat Completions double over real HTTP: the request as an OpenAI-compatible server wants it, the
// reply, its tokens from the usage chunk, a local server without a key, and a wrong key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_ERROR_TEXTS } from '@/core/chat'
import { reply } from '../doubles/chat-model'
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-compatible/server'
import { appFor } from './provider-app'

let keyed: OpenAiDouble
let local: OpenAiDouble
beforeAll(async () => {
  keyed = await startOpenAiDouble({ apiKey: 'sk-test-0123' })
  local = await startOpenAiDouble()
})
afterAll(async () => {
  await keyed.close()
  await local.close()
})

describe('an OpenAI-compatible provider', () => {
  it('streams a Chat Completions call with the bearer key, and counts the usage chunk', async () => {
    keyed.enqueue(reply('She builds **assistants**.'))
    const { ask, logged } = appFor(keyed.serverEnv)
    const response = await ask('What does she build?')
    expect(await response.json()).toMatchObject({ reply: 'She builds **assistants**.' })

    const [request] = keyed.requests.slice(-1)
    expect(request?.url).toBe('/v1/chat/completions')
    expect(request?.headers.authorization).toBe('Bearer sk-test-0123')
    expect(request?.body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.7,
      max_tokens: 512,
    })
    // The greeting is left out: the conversation starts with the visitor.
    expect(request?.body?.messages?.map((message) => message.role)).toEqual(['system', 'user'])
    const tokens = logged.find((line) => line.msg === 'chat tokens')
    expect(tokens).toMatchObject({
      provider: 'openai-compatible',
      model: 'gpt-4o-mini',
      estimated: false,
    })
    expect(tokens?.outputTokens).toBe(Math.ceil('She builds **assistants**.'.length / 4))
  })

  it('a local server needs no key: the status says available and no Authorization is sent', async () => {
    const { ask } = appFor({ ...local.serverEnv })
    local.enqueue(reply('Hello.'))
    expect((await ask('Hi')).status).toBe(200)
    expect(local.requests.at(-1)?.headers.authorization).toBeUndefined()
  })

  it('a wrong key (401) gets a key text that names no provider: no Gemini wording', async () => {
    const { ask } = appFor({ ...keyed.serverEnv, OPENAI_API_KEY: 'sk-wrong' })
    const response = await ask('Hi')
    expect(response.status).toBe(502)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body).toEqual({ error: { code: 'invalid_key', message: CHAT_ERROR_TEXTS.invalid_key } })
    expect(body.error.message).not.toMatch(/Gemini|Google|AI Studio/)
  })

  it('an unknown model is the generic text, with the upstream words only in the log', async () => {
    const { ask, logged } = appFor({ ...keyed.serverEnv, OPENAI_MODEL: 'gpt-9' })
    const response = await ask('Hi')
    expect(await response.json()).toEqual({
      error: { code: 'chat_failed', message: CHAT_ERROR_TEXTS.chat_failed },
    })
    expect(JSON.stringify(logged)).toContain('The model `gpt-9` does not exist')
  })
})
