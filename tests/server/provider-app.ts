// What the tests of a provider through the whole app share (tests/server/anthropic.test.ts,
// openai-compatible.test.ts): the app built from an environment as the server builds it (config,
// createServices), its log lines kept, and a visitor's question asked of its chat route.
import { CHAT_API_PATH, type ChatRequestKind } from '@/core/chat'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { createServices } from '@/server/services/create-services'
import { fixtureOwner as profile } from '../fixtures/owner'
import { stubPages } from '../fixtures/pages'

export function appFor(env: Record<string, string>) {
  const logged: Array<Record<string, unknown>> = []
  const log = (line: Record<string, unknown>) => logged.push(line)
  const config = loadConfig(env)
  const { model } = createServices(config, profile, { log })
  const app = createApp({ config, pages: stubPages, model, profile, log })
  const ask = (message: string, kind: ChatRequestKind = 'question') =>
    app.request(CHAT_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message, kind, history: [{ sender: 'bot', text: 'Hi!' }] }),
    })
  return { app, ask, logged }
}
