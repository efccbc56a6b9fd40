// The owner's webhook against a real HTTP server on loopback that holds its answer: the visitor's reply
// is whole before the webhook has answered, the message holds only the posting's first line, the verdict
// and the link, and the hourly limit holds. Then the webhook as an attacker would use it: a Host header,
// Slack's and Discord's control sequences, a redirect, one network's flood of job fits.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { CHAT_API_PATH } from '@/core/chat'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { memoryConversationLog } from '@/server/stores/memory/conversation-log'
import { createChatModel } from '@/server/models/create-chat-model'
import { reply } from '../doubles/chat-model'
import { startModelDouble, type AnyModelDouble } from '../doubles/model-doubles'
import { fixtureOwner as profile } from '../fixtures/owner'
import { stubPages } from '../fixtures/pages'

type Hook = { body: string; response: ServerResponse; path: string }
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
      // Where an attacker would have the owner's server go instead: answered at once, and recorded.
      if (request.url === '/redirect') {
        response.writeHead(302, { Location: `${webhookUrl.replace('/hook', '')}/elsewhere` })
        response.end()
        return
      }
      hooks.push({ body, response, path: request.url ?? '' })
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

function appWith(env: Record<string, string | undefined> = {}) {
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
    conversationLog: memoryConversationLog({ retentionDays: 30, maxRows: 100, maxBytes: 1 << 20 }),
    remoteAddress: (c) => c.req.header('x-test-peer') ?? '198.51.100.23',
    waitUntil: (_c, work) => pending.push(work),
  })
}

const posting =
  'Senior Platform Engineer at Acme\nRemote, Canada.\nKubernetes and Terraform required.'
const fitReply =
  '**Verdict:** A strong fit: five years of platform work.\n\n**Evidence**\n- Kubernetes\n\n**Gaps**\n- None'

const askFit = (
  app: ReturnType<typeof createApp>,
  { peer = '198.51.100.23', headers = {}, message = posting, origin = 'http://localhost' } = {} as {
    peer?: string
    headers?: Record<string, string>
    message?: string
    origin?: string
  },
) =>
  app.request(`${origin}${CHAT_API_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      'x-test-peer': peer,
      ...headers,
    },
    body: JSON.stringify({ message, history: [], kind: 'job-fit' }),
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
  // From three networks: each within its share of the hour, the third past the hour's cap.
  for (const peer of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
    model.enqueue(reply(fitReply))
    await (await askFit(app, { peer })).text()
  }
  await app.request(CHAT_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-test-peer': '198.51.100.4' },
    body: JSON.stringify({ message: 'Just a question', history: [] }),
  })
  await Promise.all([first, second])
  for (const hook of hooks) hook.response.end()
  // Every turn's work is over: a third message would have arrived by now.
  await Promise.all(pending)
  expect(pending).toHaveLength(4)
  expect(hooks).toHaveLength(2)
})

it('one network cannot use up the hour: past its share, another network is still heard', async () => {
  // 10 an hour, 2 of them a network's.
  const app = appWith({ OWNER_NOTIFY_PER_HOUR: '10' })
  const arrivals = [nextHook(), nextHook(), nextHook()]
  for (let i = 0; i < 6; i++) {
    model.enqueue(reply(fitReply))
    await (await askFit(app, { peer: '203.0.113.66' })).text()
  }
  model.enqueue(reply(fitReply))
  await (await askFit(app, { peer: '198.51.100.77' })).text()
  await Promise.all(arrivals)
  for (const hook of hooks) hook.response.end()
  await Promise.all(pending)
  expect(hooks).toHaveLength(3)
})

it('never builds its link from the Host header: without SITE_URL there is no link', async () => {
  const evilHost = { Host: 'owner-login.evil.example' }
  for (const siteUrl of [undefined, 'https://ada.example']) {
    hooks = []
    const app = appWith({ SITE_URL: siteUrl })
    const hook = nextHook()
    model.enqueue(reply(fitReply))
    await (
      await askFit(app, { headers: evilHost, origin: 'http://owner-login.evil.example' })
    ).text()
    await hook
    hooks[0]!.response.end()
    await Promise.all(pending)
    const { text } = JSON.parse(hooks[0]!.body) as { text: string }
    expect(text).not.toContain('evil.example')
    expect(text.split('\n').at(-1)).toBe(
      siteUrl ? 'https://ada.example/owner' : 'Verdict: A strong fit: five years of platform work.',
    )
  }
})

it('escapes what the visitor and the model wrote: `<!channel>` and a disguised link arrive as text', async () => {
  const app = appWith()
  const hook = nextHook()
  model.enqueue(
    reply('**Verdict:** <!here> A strong fit. <https://evil.example|Sign in> @everyone'),
  )
  await (
    await askFit(app, {
      message: '<!channel> Sign in at <https://evil.example|/owner> & @here\nmore',
    })
  ).text()
  await hook
  hooks[0]!.response.end()
  const { text } = JSON.parse(hooks[0]!.body) as { text: string }
  expect(text).toContain(
    'A job description was pasted: &lt;!channel&gt; Sign in at &lt;https://evil.example|/owner&gt; &amp; @\u200bhere',
  )
  expect(text).toContain(
    'Verdict: &lt;!here&gt; A strong fit. &lt;https://evil.example|Sign in&gt; @\u200beveryone',
  )
  expect(text).not.toMatch(/<|>|@everyone|@here/)
})

it('does not follow a redirect: the webhook it leads to hears nothing', async () => {
  const lines: string[] = []
  const config = loadConfig({
    ...model.serverEnv,
    OWNER_TOKEN: 'n'.repeat(32),
    OWNER_NOTIFY_URL: webhookUrl.replace('/hook', '/redirect'),
  })
  const app = createApp({
    config,
    model: createChatModel(config, () => {}),
    pages: stubPages,
    profile,
    log: (line) => lines.push(String(line.detail ?? '')),
    conversationLog: memoryConversationLog({ retentionDays: 30, maxRows: 100, maxBytes: 1 << 20 }),
    remoteAddress: () => '198.51.100.23',
    waitUntil: (_c, work) => pending.push(work),
  })
  model.enqueue(reply(fitReply))
  await (await askFit(app)).text()
  await Promise.all(pending)
  expect(hooks).toEqual([])
  expect(lines).toContain('it answered a redirect (302), which is not followed')
})
