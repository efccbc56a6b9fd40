// docs/assistant.md's preview of the assistant before any key: its exact .env lines (Ollama through the
// OpenAI-compatible provider), read from the page, with only the address moved from Ollama's port to the
// OpenAI-compatible double's. The chat answers through the whole app, and `npm run check` finds nothing
// to fix in them.
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CHAT_API_PATH } from '@/core/chat'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { createServices } from '@/server/services/create-services'
import { checkSetup } from '@/server/setup-check'
import { fixtureOwner as profile } from '../fixtures/owner'
import { stubPages } from '../fixtures/pages'
import { reply } from '../doubles/chat-model'
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-compatible/server'

const page = readFileSync('docs/assistant.md', 'utf8')
const section = page.slice(page.indexOf('### Try the assistant before you have a key'))
const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
const documented = parseEnv(block) as Record<string, string>

let ollama: OpenAiDouble
beforeAll(async () => {
  // A local server: no key wanted, and the documented model is the one it has.
  ollama = await startOpenAiDouble({ models: [documented.OPENAI_MODEL ?? ''] })
})
afterAll(async () => {
  await ollama?.close()
})

it('the documented lines are Ollama through the OpenAI-compatible provider, with no key', () => {
  expect(documented).toEqual({
    LLM_PROVIDER: 'openai-compatible',
    OPENAI_BASE_URL: 'http://localhost:11434/v1',
    OPENAI_MODEL: 'llama3.2:3b',
  })
})

it('with them, the assistant answers from the local model, and the check has nothing to fix', async () => {
  const env = {
    ...documented,
    OPENAI_BASE_URL:
      documented.OPENAI_BASE_URL?.replace('http://localhost:11434', ollama.url) ?? '',
  }
  expect(
    checkSetup({ env, host: 'node', forWeb: false }).filter((i) => i.level === 'error'),
  ).toEqual([])
  const config = loadConfig(env)
  const { model } = createServices(config, profile, { log: () => {} })
  const app = createApp({ config, pages: stubPages, model, profile, log: () => {} })
  ollama.enqueue(reply('She builds **retrieval** tools.'))
  const response = await app.request(CHAT_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ message: 'What does she build?', history: [] }),
  })
  expect(await response.json()).toMatchObject({ reply: 'She builds **retrieval** tools.' })
  const [request] = ollama.requests
  expect(request?.url).toBe('/v1/chat/completions')
  expect(request?.body?.model).toBe('llama3.2:3b')
  expect(request?.headers.authorization).toBeUndefined()
})
