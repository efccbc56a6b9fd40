// Over the per-visitor limit the server answers 429 and the page shows the spec's rate-limit text.
import { expect, test } from '@playwright/test'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { ask, openChatAt, panel } from './support/chat'
import { startServer, type RunningServer } from './support/server'

const KEY = 'e2e-limits-key'
const RATE_LIMIT_TEXT = 'You have hit a rate limit. Please wait a bit and try again.'

let double: GeminiDouble
let server: RunningServer
test.beforeAll(async () => {
  double = await startGeminiDouble({ apiKey: KEY })
  server = await startServer({
    GEMINI_API_KEY: KEY,
    GEMINI_API_BASE_URL: double.url,
    CHAT_LIMIT_PER_MINUTE: '1',
  })
})
test.afterAll(async () => {
  await server?.stop()
  await double?.close()
})

test('a visitor over the limit sees the rate-limit text, and Gemini is not called', async ({
  page,
}) => {
  await openChatAt(page, server.url)
  await ask(page, 'What does she work on?')
  await expect(panel(page).getByRole('log')).toContainText('Hello from the Gemini double.')

  await ask(page, 'And what else?')
  await expect(panel(page).getByRole('alert')).toHaveText(RATE_LIMIT_TEXT)
  await expect(panel(page).getByRole('log')).toContainText(`🔧 ${RATE_LIMIT_TEXT}`)
  expect(double.requests).toHaveLength(1)
})
