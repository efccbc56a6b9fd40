// Over the per-visitor limit, or past the day's token budget, the server answers 429 and the page shows
// the spec's rate-limit text.
import type { Page } from '@playwright/test'
import { ask, openChatAt, panel } from '../support/chat'
import { expect, test, useModelDouble } from './fixtures'

const KEY = 'e2e-limits-key'
const RATE_LIMIT_TEXT = 'You have hit a rate limit. Please wait a bit and try again.'

/** One question answered, then a second one the server refuses with the rate-limit text. */
async function answeredThenRefused(page: Page, url: string) {
  await openChatAt(page, url)
  await ask(page, 'What does she work on?')
  await expect(panel(page).getByRole('log')).toContainText('Hello from the')
  await ask(page, 'And what else?')
  await expect(panel(page).getByRole('alert')).toHaveText(RATE_LIMIT_TEXT)
}

test.describe('the per-visitor limit', () => {
  useModelDouble(KEY, { CHAT_LIMIT_PER_MINUTE: '1' })

  test('a visitor over the limit sees the rate-limit text, and the model is not called', async ({
    page,
    server,
    model,
  }) => {
    await answeredThenRefused(page, server.url)
    await expect(panel(page).getByRole('log')).toContainText(`🔧 ${RATE_LIMIT_TEXT}`)
    expect(model.requests).toHaveLength(1)
  })
})

test.describe('the daily token budget', () => {
  // The prompt alone is about 2,500 tokens, so the first answer spends the day's 1,000.
  useModelDouble(KEY, { CHAT_DAILY_TOKEN_BUDGET: '1000' })

  test("once the provider's usage report has spent the day, the page shows the rate-limit text", async ({
    page,
    server,
    model,
  }) => {
    await answeredThenRefused(page, server.url)
    expect(model.requests).toHaveLength(1)
    // The log has the answer's tokens, as the provider reported them.
    await expect
      .poll(() => /"msg":"chat tokens"[^\n]*"estimated":false/.test(server.output()))
      .toBe(true)
  })
})
