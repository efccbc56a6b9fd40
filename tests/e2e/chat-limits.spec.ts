// Over the per-visitor limit, or past the day's token budget, the server answers 429 and the page shows
// the spec's rate-limit text.
import type { Page } from '@playwright/test'
import { ask, openChatAt, panel } from '../support/chat'
import { t } from '../support/words'
import { ANY_OWNER, expect, test, useModelDouble } from './fixtures'
import { askServer, countStatuses } from '../fixtures/questions'
import { reply } from '../doubles/chat-model'

const KEY = 'e2e-limits-key'
const RATE_LIMIT_TEXT = t.chat.errors.rate_limited

/** One question answered, then a second one the server refuses with the rate-limit text. */
async function answeredThenRefused(page: Page, url: string) {
  await openChatAt(page, url)
  await ask(page, 'What does she work on?')
  await expect(panel(page).getByRole('log')).toContainText('Hello from the')
  await ask(page, 'And what else?')
  await expect(panel(page).getByRole('alert')).toHaveText(RATE_LIMIT_TEXT)
}

test.describe('the per-visitor limit', ANY_OWNER, () => {
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

test.describe('the daily token budget', ANY_OWNER, () => {
  // A question holds its prompt and the longest reply (512) before it is sent. Whoever the owner is, the
  // portfolio takes at most half of CHAT_MAX_INPUT_TOKENS (5,000 of 10,000), so the first question fits in
  // 6,000; the provider then reports 5,900 prompt tokens, and the day has no room for a second.
  useModelDouble(KEY, { CHAT_DAILY_TOKEN_BUDGET: '6000' })

  test("once the provider's usage report has spent the day, the page shows the rate-limit text", async ({
    page,
    server,
    model,
  }) => {
    model.enqueue({ ...reply('Hello from the double.'), promptTokens: 5900 })
    await answeredThenRefused(page, server.url)
    expect(model.requests).toHaveLength(1)
    // The log has the answer's tokens, as the provider reported them.
    await expect
      .poll(() => /"msg":"chat tokens"[^\n]*"estimated":false/.test(server.output()))
      .toBe(true)
  })
})

/** The `chat tokens` lines of the server's log. */
function chatTokenLines(output: string): Array<{ tokens: number; reserved: number }> {
  return [...output.matchAll(/\{[^\n]*"msg":"chat tokens"[^\n]*\}/g)].map(
    ([line]) => JSON.parse(line) as { tokens: number; reserved: number },
  )
}

test.describe('the daily token budget under 60 questions at once', ANY_OWNER, () => {
  const BUDGET = 20_000
  useModelDouble(KEY, { CHAT_DAILY_TOKEN_BUDGET: String(BUDGET), TRUST_PROXY: 'true' })

  test('what is counted passes the budget by at most one question’s hold', async ({
    server,
    model,
    serverKind,
  }) => {
    // 60 visitors: Node behind a trusted proxy reads X-Forwarded-For; Workers read CF-Connecting-IP.
    const counts = await countStatuses(
      Array.from({ length: 60 }, (_, i) => {
        const ip = `198.51.100.${i + 1}`
        return askServer(server.url, { 'X-Forwarded-For': ip, 'CF-Connecting-IP': ip })
      }),
    )
    const answered = counts[200] ?? 0
    await expect.poll(() => chatTokenLines(server.output()).length).toBe(answered)
    const lines = chatTokenLines(server.output())
    const counted = lines.reduce((sum, line) => sum + line.tokens, 0)
    const hold = Math.max(...lines.map((line) => line.reserved))
    console.log(
      `[${serverKind}] 60 questions at once, budget ${BUDGET}: ${JSON.stringify(counts)}, ${counted} tokens counted (one hold: ${hold})`,
    )
    expect(answered).toBeGreaterThan(0)
    expect(counted).toBeLessThanOrEqual(BUDGET + hold)
    expect(model.requests).toHaveLength(answered)
    // The rest were told the day is spent.
    expect(answered + (counts[429] ?? 0)).toBe(60)
  })
})
