// The job fit, end to end: a recruiter pastes a job description in the chat panel and reads a verdict,
// the evidence linked to the page and the gaps, as it streams. Against Gemini and an OpenAI-compatible
// endpoint (the Playwright project names the provider), on Node and on the worker.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { profile } from '@/content/profile'
import { replyPieces } from '../doubles/chat-model'
import { input, openChatAt, panel } from '../support/chat'
import { sampleJobDescription, sampleJobFitAnswer } from '../support/job-fit'
import { anyValues, count, fill, intl, t } from '../support/words'
import { ANY_OWNER, expect, test, useModelDouble } from './fixtures'

const KEY = 'e2e-job-fit-key'
useModelDouble(KEY, { CHAT_LIMIT_PER_MINUTE: '1000', CHAT_LIMIT_PER_DAY: '1000' })
test.beforeEach(({ model }) => model.reset())

const action = (page: Page) => panel(page).getByRole('button', { name: t.chat.jobAction })
const jobBox = (page: Page) => panel(page).getByRole('textbox', { name: t.chat.jobDescription })
const checkFit = (page: Page) => panel(page).getByRole('button', { name: t.chat.jobCheck })
const bubbles = (page: Page) => panel(page).getByRole('log').locator(':scope > ol > li')

test('a pasted job description streams a verdict, evidence linked to the page and the gaps', async ({
  page,
  server,
  model,
}) => {
  const job = sampleJobDescription(profile)
  await openChatAt(page, server.url)
  await expect(action(page)).toBeVisible()
  await action(page).click()
  await expect(jobBox(page)).toBeFocused()
  await expect(checkFit(page)).toBeDisabled()
  await jobBox(page).fill(job)

  model.enqueue(
    replyPieces(sampleJobFitAnswer(profile).match(/[^]{1,40}/g) ?? [], { delayMs: 300, gapMs: 60 }),
  )
  await checkFit(page).click()
  // The posting shows as the visitor's message; the box closes and the question input is back.
  await expect(bubbles(page).nth(1)).toContainText(t.chat.jobDescription)
  await expect(bubbles(page).nth(1)).toContainText(job.split('\n')[0] as string)
  await expect(input(page)).toBeFocused()

  const answer = bubbles(page).nth(2)
  await expect(answer).toContainText('Verdict:')
  await expect(panel(page).getByRole('log')).toHaveAttribute('aria-busy', 'false')
  await expect(answer.locator('strong').first()).toHaveText('Verdict:')
  await expect(answer).toContainText('Gaps')
  await expect(answer).toContainText('FPGA firmware in Verilog')
  await expect(answer.getByRole('link', { name: 'Experience' }).first()).toHaveAttribute(
    'href',
    '#experience',
  )

  // What the model was asked: the job-fit rules, and the posting as the visitor's turn, marked off.
  const [request] = await model.waitForRequests(1)
  expect(request?.system).toContain('Never invent experience')
  expect(request?.system).toContain(`**${t.assistant.jobFit.gaps}**`)
  expect(request?.turns).toHaveLength(1)
  expect(request?.turns[0]?.[1]).toContain(`<job_description>\n${job}\n</job_description>`)

  // A link in the evidence takes the recruiter to that section.
  await answer.getByRole('link', { name: 'Experience' }).first().click()
  await expect(page.locator('#experience')).toBeInViewport()
})

test(
  'the box takes up to 8,000 characters with a counter near the end, and Cancel closes it',
  ANY_OWNER,
  async ({ page, server, model }) => {
    await openChatAt(page, server.url)
    await action(page).click()
    const counter = panel(page).getByText(anyValues(t.chat.charactersLeft))
    await jobBox(page).fill('x'.repeat(7000))
    await expect(counter).toHaveCount(0)
    await jobBox(page).fill('x'.repeat(7600))
    await expect(counter).toHaveText(count(t.chat.charactersLeft, 400))
    await jobBox(page).fill('x'.repeat(9000))
    await expect(jobBox(page)).toHaveValue('x'.repeat(8000))
    await expect(counter).toHaveText(count(t.chat.charactersLeft, 0))

    await panel(page).getByRole('button', { name: t.chat.jobCancel }).click()
    await expect(jobBox(page)).toHaveCount(0)
    await expect(input(page)).toBeFocused()
    expect(model.requests).toHaveLength(0)
  },
)

test(
  'a job fit is one question: the same error texts when the model fails',
  ANY_OWNER,
  async ({ page, server, model }) => {
    await openChatAt(page, server.url)
    model.enqueue({ kind: 'respond', status: 429, body: {} })
    await action(page).click()
    await jobBox(page).fill(sampleJobDescription(profile))
    await checkFit(page).click()
    const text = t.chat.errors.rate_limited
    await expect(panel(page).getByRole('alert')).toHaveText(text)
    await expect(bubbles(page).last()).toContainText(`🔧 ${text}`)
    // Refused before any answer, the posting is back in its box, to send again once the wait is over.
    await expect(jobBox(page)).toHaveValue(sampleJobDescription(profile))
    model.enqueue(replyPieces([sampleJobFitAnswer(profile)]))
    await checkFit(page).click()
    await expect(bubbles(page).last()).toContainText('Gaps')
    await expect(jobBox(page)).toHaveCount(0)
    await action(page).click()
    await expect(jobBox(page)).toHaveValue('')
  },
)

test(
  'a posting over the API’s 16 KB in bytes is held back with a note, not sent to a 413',
  ANY_OWNER,
  async ({ page, server, model }) => {
    await openChatAt(page, server.url)
    await action(page).click()
    // 6,000 characters of Chinese, inside the 8,000-character box: three bytes each, 18 KB.
    const posting = '负责设计和实现后端服务与数据管道。'.repeat(353).slice(0, 6000)
    await jobBox(page).fill(posting)
    const tooLong = panel(page).getByText(anyValues(t.chat.jobTooLong))
    const kilobytes = (size: number) => fill(t.chat.kilobytes, { size: size.toLocaleString(intl) })
    await expect(tooLong).toHaveText(
      fill(t.chat.jobTooLong, { size: kilobytes(17.7), limit: kilobytes(16) }),
    )
    await expect(checkFit(page)).toBeDisabled()
    await jobBox(page).press('Control+Enter')
    await expect(jobBox(page)).toHaveValue(posting)
    // Shortened to what fits, it goes.
    await jobBox(page).fill(posting.slice(0, 5000))
    await expect(tooLong).toHaveCount(0)
    model.enqueue(replyPieces([sampleJobFitAnswer(profile)]))
    await checkFit(page).click()
    await expect(bubbles(page).last()).toContainText('Gaps')
    const [request] = await model.waitForRequests(1)
    expect(request?.turns[0]?.[1]).toContain(posting.slice(0, 5000))
  },
)

for (const theme of ['dark', 'light'] as const) {
  test(`the job box and a job-fit answer have no accessibility violations (${theme})`, async ({
    page,
    server,
    model,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
    await openChatAt(page, server.url)
    const violations = async () =>
      (await new AxeBuilder({ page }).include('#chat-panel').analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
      )
    expect(await violations()).toEqual([])
    await action(page).click()
    await jobBox(page).fill(sampleJobDescription(profile))
    // The button fades in from its disabled look; axe reads the colours it ends with.
    await expect(checkFit(page)).toHaveCSS('opacity', '1')
    expect(await violations()).toEqual([])
    model.enqueue(replyPieces([sampleJobFitAnswer(profile)]))
    await checkFit(page).click()
    await expect(panel(page).getByRole('log')).toHaveAttribute('aria-busy', 'false')
    await expect(bubbles(page).nth(2)).toContainText('Gaps')
    expect(await violations()).toEqual([])
  })
}
