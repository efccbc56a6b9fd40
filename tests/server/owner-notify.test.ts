// The owner's webhook against a real HTTP server on loopback that holds its answer: the visitor's reply
// is whole before the webhook has answered, the message holds only the posting's first line, the verdict
// and the link, and the hourly limit holds.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { CHAT_API_PATH } from '@/core/chat'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { memoryConversationLog } from '@/server/insights/memory-log'
import { createChatModel } from '@/server/models/create-chat-model'
import { reply } from '../doubles/chat-model'
import { startModelDouble, type AnyModelDouble } from '../doubles/model-doubles'
import { fixtureOwner as profile } from '../fixtures/owner'
import { stubPages } from '../fixtures/pages'

type Hook = { body: string; response: ServerResponse }
let webhook: ReturnType<typeof createServer>
let webhookUrl: string
let hooks: Hook[]
let arrived: (() => void)[]
let model: AnyModelDouble
let pending: Promise<unknown>[]

beforeAll(async () => {
  webhook = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    // Answers only when the test says so: a webhook as slow as the test wants.
    request.on('end', () => {
      hooks.push({ body, response })
      arrived.shift()?.()
    })
  })
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve))
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`
  model = await startModelDouble('openai-compatible', { apiKey: 'notify-test-key' })
})
afterAll(async () => {
  webhook.closeAllConnections()
  await new Promise((resolve) => webhook.close(resolve))
  await model.close()
})
beforeEach(() => {
  hooks = []
  arrived = []
  pending = []
  model.reset()
})

const nextHook = () => new Promise<void>((resolve) => arrived.push(resolve))

function appWith(env: Record<string, string> = {}) {
  const config = loadConfig({
    ...model.serverEnv,
    OWNER_TOKEN: 'n'.repeat(32),
    OWNER_NOTIFY_URL: webhookUrl,
    SITE_URL: 'https://ada.example',
    ...env,
  })
  return createApp({
    config,
    model: createChatModel(config, () => {}),
    pages: stubPages,
    profile,
    log: () => {},
    conversationLog: memoryConversationLog({ retentionDays: 30, maxRows: 100 }),
    remoteAddress: () => '198.51.100.23',
    waitUntil: (_c, work) => pending.push(work),
  })
}

const posting =
  'Senior Platform Engineer at Acme\nRemote, Canada.\nKubernetes and Terraform required.'
const fitReply =
  '**Verdict:** A strong fit: five years of platform work.\n\n**Evidence**\n- Kubernetes\n\n**Gaps**\n- None'

const askFit = (app: ReturnType<typeof createApp>) =>
  app.request(CHAT_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message: posting, history: [], kind: 'job-fit' }),
  })

it('a slow webhook does not slow the reply; the message holds no more than it should', async () => {
  const app = appWith()
  model.enqueue(reply(fitReply))
  const hook = nextHook()
  const response = await askFit(app)
  const streamed = await response.text()
  // The reply is whole, and the webhook has not answered (it may not even have been called yet).
  expect(streamed).toContain('event: done')
  expect(hooks.every((h) => !h.response.writableEnded)).toBe(true)
  await hook
  const [only] = hooks
  expect(JSON.parse(only!.body)).toEqual({
    text: [
      'A job description was pasted: Senior Platform Engineer at Acme',
      'Verdict: A strong fit: five years of platform work.',
      'https://ada.example/owner',
    ].join('\n'),
  })
  expect(only!.body).not.toMatch(/198\.51|Kubernetes and Terraform|Remote, Canada/)
  only!.response.end()
})

it('sends at most OWNER_NOTIFY_PER_HOUR messages an hour, and only for job fits', async () => {
  const app = appWith({ OWNER_NOTIFY_PER_HOUR: '2' })
  const first = nextHook()
  const second = nextHook()
  for (let i = 0; i < 3; i++) {
    model.enqueue(reply(fitReply))
    await (await askFit(app)).text()
  }
  await app.request(CHAT_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Just a question', history: [] }),
  })
  await Promise.all([first, second])
  for (const hook of hooks) hook.response.end()
  // Every turn's work is over: a third message would have arrived by now.
  await Promise.all(pending)
  expect(pending).toHaveLength(4)
  expect(hooks).toHaveLength(2)
})
