// @vitest-environment jsdom
// The panel speaks the page's language and tells the server which it is: from a page in Portuguese, its
// greeting, placeholder and suggestions' heading are the Portuguese catalog's, and each question it sends
// carries `locale: 'pt'` (the server answers in the visitor's language, grounded in that language's
// content). The chat API here is a real HTTP server on loopback that records what it is sent.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_API_PATH, type ChatRequest } from '@/core/chat'
import { messagesOf } from '@/i18n/catalog'
import { fill } from '@/i18n/format'
import { ChatPanel, type ChatTexts } from './chat-panel'

const received: ChatRequest[] = []
const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => resolve(text))
  })
const api = createServer((request, response) => {
  void (async () => {
    const headers = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }
    if (request.url === `${CHAT_API_PATH}/status`) {
      response.writeHead(200, headers).end(JSON.stringify({ available: true }))
      return
    }
    received.push(JSON.parse(await body(request)) as ChatRequest)
    response.writeHead(200, headers).end(JSON.stringify({ reply: 'Olá!', signature: 'signed' }))
  })()
})
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => api.close(resolve)))

/** The panel's words as a Portuguese page hands them over (assistant-island.tsx). */
function portugueseTexts(owner: string): ChatTexts {
  const { title, greeting, placeholder, suggestions: _, ...texts } = messagesOf('pt').chat
  return {
    ...texts,
    title: fill(title, { owner }),
    greeting: fill(greeting, { owner }),
    placeholder: fill(placeholder, { owner }),
  }
}

describe('the chat panel on a page in Portuguese', () => {
  it('speaks Portuguese, and each question says the page is in Portuguese', async () => {
    const user = userEvent.setup()
    render(
      <ChatPanel
        texts={portugueseTexts('Ada')}
        locale="pt"
        intl="pt-BR"
        home="/pt/"
        ownerName="Ada"
        suggestions={['O que a Ada faz?']}
        api={origin}
        open
        onClose={() => {}}
      />,
    )
    expect(
      screen.getByText('Oi! Sou o assistente de IA de Ada. Pode perguntar o que quiser!'),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Assistente de IA de Ada' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Sua pergunta' })).toHaveAttribute(
      'placeholder',
      'Pergunte sobre Ada...',
    )
    await user.click(screen.getByRole('button', { name: 'O que a Ada faz?' }))
    await screen.findByText('Olá!')
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ message: 'O que a Ada faz?', locale: 'pt' })
  })
})
