// The assistant end to end: the production server, Chromium, and the Gemini double on loopback.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { CHAT_MISSING_KEY_CODE, failureText, type ChatErrorKind } from '@/core/chat'
import { chatRefusal } from '@/core/assistant-language'
import { reply } from '../doubles/chat-model'
import { profile } from '@/content/profile'
import { PROVIDERS } from '@/server/models/providers'
import type { ModelProvider } from '../doubles/model-doubles'
import { ask, input, keptInTab, launcher, openChatAt, panel } from '../support/chat'
import { startServer } from '../support/server'
import { anyValues, count, fill, t } from '../support/words'
import { ANY_OWNER, expect, test, useModelDouble } from './fixtures'

const KEY = 'e2e-model-key-0123456789'
const OWNER = profile.name
const GREETING = fill(t.chat.greeting, { owner: OWNER })
/** The provider's own texts, which name it, if it has them (Gemini's are the spec's). */
const ownTexts = (provider: ModelProvider) => {
  const { texts } = PROVIDERS[provider]
  return texts === 'none' ? undefined : texts
}
/** What a visitor reads for each failure of `provider`: its own key and access texts, and the others'. */
const textsOf = (provider: ModelProvider) =>
  Object.fromEntries(
    Object.keys(t.chat.errors).map((kind) => [kind, failureText(t.chat, kind, ownTexts(provider))]),
  ) as Record<ChatErrorKind, string>

// This spec asks many questions from one address; the limits have their own spec.
useModelDouble(KEY, { CHAT_LIMIT_PER_MINUTE: '1000', CHAT_LIMIT_PER_DAY: '1000' })
test.beforeEach(({ model }) => {
  model.reset()
})

const log = (page: Page) => panel(page).getByRole('log')
const sendButton = (page: Page) => panel(page).getByRole('button', { name: t.chat.send })
const errorLine = (page: Page) => panel(page).getByRole('alert')
// The log's own items (a reply's Markdown list has items too).
const bubbles = (page: Page) => log(page).locator(':scope > ol > li')

const lastBubble = (page: Page): Locator => bubbles(page).last()

test('the launcher ships with the page; the panel loads on first open', async ({
  page,
  request,
  server,
}) => {
  const html = await (await request.get(server.url)).text()
  expect(html).toContain(`aria-label="${t.chat.open}"`)
  expect(html).toContain('aria-expanded="false"')

  const problems: string[] = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // The panel's code is a chunk of its own (its words come in the launcher's props, in the page's
  // language).
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname)
  })
  const panelCode = () => scripts.some((path) => /\/chat-panel-[\w-]+\.js$/.test(path))
  await page.goto(server.url)
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  expect(panelCode()).toBe(false)
  await expect(panel(page)).toHaveCount(0)

  await openChatAt(page, server.url)
  await expect.poll(panelCode).toBe(true)
  await expect(launcher(page)).toHaveAccessibleName(t.chat.close)
  await expect(launcher(page)).toHaveAttribute('aria-controls', 'chat-panel')
  // Hydration and the panel's first render are clean.
  expect(problems).toEqual([])
})

test('a conversation, with the request the model receives', async ({ page, server, model }) => {
  await openChatAt(page, server.url)
  await expect(
    panel(page).getByRole('heading', { name: fill(t.chat.title, { owner: OWNER }) }),
  ).toBeVisible()
  await expect(bubbles(page)).toHaveCount(1)
  await expect(bubbles(page).first()).toContainText(GREETING)
  await expect(input(page)).toBeFocused()
  await expect(input(page)).toHaveAttribute(
    'placeholder',
    fill(t.chat.placeholder, { owner: OWNER }),
  )
  await expect(log(page)).toHaveAttribute('aria-live', 'polite')

  // The first question: appended at once, the input cleared, "Typing..." until the reply.
  model.enqueue(reply('She works with **Python**, `TypeScript` and:\n\n- AWS\n- Docker', 800))
  await ask(page, '  What does she work with?  ')
  await expect(bubbles(page).nth(1)).toContainText('What does she work with?')
  await expect(input(page)).toHaveValue('')
  await expect(log(page).getByText(t.chat.typing)).toBeVisible()
  await expect(sendButton(page)).toBeDisabled()
  await expect(lastBubble(page).locator('strong')).toHaveText('Python')
  await expect(lastBubble(page).locator('code')).toHaveText('TypeScript')
  await expect(lastBubble(page).getByRole('listitem')).toHaveText(['AWS', 'Docker'])
  await expect(log(page).getByText(t.chat.typing)).toHaveCount(0)
  // Every message carries a time; bot and user bubbles look different.
  await expect(log(page).locator('time')).toHaveCount(3)
  const userClass = await bubbles(page).nth(1).locator('div').first().getAttribute('class')
  const botClass = await bubbles(page).nth(2).locator('div').first().getAttribute('class')
  expect(userClass).toContain('bg-accent')
  expect(botClass).toContain('bg-subtle')

  const [first] = await model.waitForRequests(1)
  expect(first?.method).toBe('POST')
  expect(first?.url).toBe(model.endpoint)
  expect(first && model.keyOf(first)).toBe(KEY)
  expect(first?.settings).toEqual({ temperature: 0.7, maxOutputTokens: 512 })
  expect(first?.turns).toEqual([['visitor', 'What does she work with?']])
  expect(first?.system).toContain(chatRefusal(OWNER, profile.locale))

  // Three more questions: the fourth carries the last 5 messages before it.
  for (const [question, answer] of [
    ['Q2', 'A2'],
    ['Q3', 'A3'],
    ['Q4', 'A4'],
  ] as const) {
    model.enqueue(reply(answer))
    await ask(page, question)
    await expect(lastBubble(page)).toContainText(answer)
  }
  const requests = await model.waitForRequests(4)
  expect(requests[1]?.turns).toEqual([
    ['visitor', 'What does she work with?'],
    ['assistant', 'She works with **Python**, `TypeScript` and:\n\n- AWS\n- Docker'],
    ['visitor', 'Q2'],
  ])
  // Before Q4: greeting, Q1, A1, Q2, A2, Q3, A3; the last 5 are A1..A3, and a leading bot turn is dropped.
  expect(requests[3]?.turns).toEqual([
    ['visitor', 'Q2'],
    ['assistant', 'A2'],
    ['visitor', 'Q3'],
    ['assistant', 'A3'],
    ['visitor', 'Q4'],
  ])
  // The key never reaches the browser, and the list is scrolled to the latest message.
  expect(await page.content()).not.toContain(KEY)
  await expect
    .poll(() =>
      log(page).evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2),
    )
    .toBe(true)
  expect(await log(page).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
})

test(
  "each failure shows its text, the provider's own for its key, as a bot message and in the error line",
  ANY_OWNER,
  async ({ page, server, model }) => {
    const textOf = textsOf(model.provider)
    // Every kind of failure is among the provider's recorded ones.
    expect(new Set(model.failures.map((failure) => failure.kind))).toEqual(
      new Set(Object.keys(textOf)),
    )
    await openChatAt(page, server.url)
    for (const { name, scenario, kind } of model.failures) {
      const text = textOf[kind]
      await test.step(name, async () => {
        model.enqueue(scenario)
        await ask(page, `question for ${name}`)
        await expect(lastBubble(page)).toContainText(`🔧 ${text}`)
        await expect(errorLine(page)).toHaveText(text)
      })
    }
    // Only Gemini's texts name Gemini.
    if (model.provider !== 'gemini') await expect(panel(page)).not.toContainText(/Gemini|Google/)
    // Only the kind reaches the browser, never the upstream details.
    await expect(panel(page)).not.toContainText('API key not valid')
    await expect(panel(page)).not.toContainText('reported as leaked')
    await expect(panel(page)).not.toContainText('Incorrect API key')

    // A success clears the error line.
    model.enqueue(reply('All good again.'))
    await ask(page, 'and now?')
    await expect(lastBubble(page)).toContainText('All good again.')
    await expect(errorLine(page)).toHaveCount(0)
  },
)

test(
  "without a key nothing is sent, the error line is the provider's missing-key text, and the input keeps its text",
  ANY_OWNER,
  async ({ page, model, serverKind }) => {
    // The provider's settings without its key; an OpenAI-compatible endpoint needs none (a local
    // server), so Gemini stands in for it.
    const provider = model.provider === 'openai-compatible' ? 'gemini' : model.provider
    const secrets: readonly string[] = PROVIDERS[provider].secrets
    const env =
      provider === model.provider
        ? Object.fromEntries(
            Object.entries(model.serverEnv).filter(([name]) => !secrets.includes(name)),
          )
        : { GEMINI_API_BASE_URL: model.url }
    const missingKey = failureText(t.chat, CHAT_MISSING_KEY_CODE, ownTexts(provider))
    const keyless = await startServer(env, { kind: serverKind })
    try {
      await openChatAt(page, keyless.url)
      await ask(page, 'Is anyone there?')
      await expect(errorLine(page)).toHaveText(missingKey)
      await expect(bubbles(page)).toHaveCount(1)
      await expect(input(page)).toHaveValue('Is anyone there?')
      await page.waitForTimeout(300)
      expect(model.requests).toHaveLength(0)
    } finally {
      await keyless.stop()
    }
  },
)

test(
  'the demo model (LLM_PROVIDER=demo): the panel says it is a demo, and answers with the content',
  ANY_OWNER,
  async ({ page, serverKind }) => {
    const demo = await startServer({ LLM_PROVIDER: 'demo' }, { kind: serverKind })
    try {
      await openChatAt(page, demo.url)
      await expect(panel(page).getByText(t.chat.demo.label, { exact: true })).toBeVisible()
      await expect(panel(page)).toContainText(t.chat.demo.notice)
      await ask(page, 'How can I contact them?')
      await expect(lastBubble(page)).toContainText(profile.email)
    } finally {
      await demo.stop()
    }
  },
)

test(
  'blank input is not sent; Enter does nothing while a reply is pending',
  ANY_OWNER,
  async ({ page, server, model }) => {
    await openChatAt(page, server.url)
    await expect(sendButton(page)).toBeDisabled()
    await input(page).fill('   ')
    await expect(sendButton(page)).toBeDisabled()
    await input(page).press('Enter')
    await expect(bubbles(page)).toHaveCount(1)

    model.enqueue(reply('First answer.', 1500))
    await ask(page, 'First question')
    await expect(log(page).getByText(t.chat.typing)).toBeVisible()
    await input(page).fill('Second question')
    await expect(sendButton(page)).toBeDisabled()
    await input(page).press('Enter')
    await expect(lastBubble(page)).toContainText('First answer.')
    // The second question was neither sent nor appended, and is still in the input.
    await expect(log(page)).not.toContainText('Second question')
    await expect(input(page)).toHaveValue('Second question')
    expect(model.requests).toHaveLength(1)
    await expect(sendButton(page)).toBeEnabled()
    await sendButton(page).click()
    await expect(bubbles(page).nth(3)).toContainText('Second question')
  },
)

test(
  'Escape closes the panel and gives focus back to the button',
  ANY_OWNER,
  async ({ page, server }) => {
    await openChatAt(page, server.url)
    await expect(input(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await expect(launcher(page)).toBeFocused()
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(launcher(page)).toHaveAccessibleName(t.chat.open)
    await page.keyboard.press('Enter')
    await expect(panel(page)).toBeVisible()
    await expect(input(page)).toBeFocused()
    await launcher(page).click()
    await expect(panel(page)).toBeHidden()
  },
)

test(
  'the conversation survives a reload within the tab, not a new tab',
  ANY_OWNER,
  async ({ page, context, server, model }) => {
    await openChatAt(page, server.url)
    model.enqueue(reply('She studies at **Example University**.'))
    await ask(page, 'Where does she study?')
    await expect(lastBubble(page)).toContainText('She studies at Example University.')
    // The conversation is saved once the stream has ended, which the log announces.
    await expect(log(page)).toHaveAttribute('aria-busy', 'false')
    await keptInTab(page, 'She studies at **Example University**.')

    await page.reload()
    await openChatAt(page, server.url)
    await expect(bubbles(page)).toHaveCount(3)
    await expect(bubbles(page).nth(1)).toContainText('Where does she study?')
    await expect(lastBubble(page).locator('strong')).toHaveText('Example University')

    // The restored history goes with the next question.
    model.enqueue(reply('Computer Science.'))
    await ask(page, 'What subject?')
    const requests = await model.waitForRequests(2)
    expect(requests[1]?.turns).toEqual([
      ['visitor', 'Where does she study?'],
      ['assistant', 'She studies at **Example University**.'],
      ['visitor', 'What subject?'],
    ])

    const other = await context.newPage()
    await openChatAt(other, server.url)
    await expect(bubbles(other)).toHaveCount(1)
  },
)

test(
  'a hostile Markdown reply cannot make a script link or inject markup',
  ANY_OWNER,
  async ({ page, server, model }) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    await openChatAt(page, server.url)
    model.enqueue(
      reply(
        [
          '[click me](javascript:alert(document.domain))',
          '[also](JAVASCRIPT:alert(2))',
          '<a href="javascript:alert(3)">raw link</a>',
          '<img src=x onerror=alert(4)>',
          '<script>alert(5)</script>',
          '[data](data:text/html,<script>alert(6)</script>)',
          '[her GitHub](https://github.com/example-user) or [email](mailto:someone@example.com)',
        ].join('\n\n'),
      ),
    )
    await ask(page, 'Show me links')
    const reply_ = lastBubble(page)
    await expect(reply_).toContainText('her GitHub')
    await expect(reply_).toContainText('<img src=x onerror=alert(4)>')
    await expect(reply_).toContainText('<script>alert(5)</script>')

    const hrefs = await reply_
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(['https://github.com/example-user', 'mailto:someone@example.com'])
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
    await expect(panel(page).locator('img, script')).toHaveCount(0)
    const github = reply_.getByRole('link', { name: 'her GitHub' })
    await expect(github).toHaveAttribute('target', '_blank')
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer')
    await reply_.getByText('click me').click()
    await page.waitForTimeout(200)
    expect(dialogs).toEqual([])
  },
)

test('the panel is 500 px high and w-96 wide, and fits a 375 px phone', async ({
  page,
  server,
}) => {
  await openChatAt(page, server.url)
  const desktop = await panel(page).boundingBox()
  expect(desktop?.height).toBe(500)
  expect(desktop?.width).toBe(384)
  const button = await launcher(page).boundingBox()
  expect(button?.width).toBeCloseTo(button?.height ?? 0, 1)
  expect((button?.x ?? 0) + (button?.width ?? 0)).toBeGreaterThan(1280 - 40)

  await page.setViewportSize({ width: 375, height: 667 })
  const phone = await panel(page).boundingBox()
  expect(phone?.x).toBeGreaterThanOrEqual(0)
  expect((phone?.x ?? 0) + (phone?.width ?? 0)).toBeLessThanOrEqual(375)
  expect(phone?.y).toBeGreaterThanOrEqual(0)
  expect(phone?.height).toBe(500)
  // The launcher stays reachable above the panel, at the end of the top bar, where it sits on a phone.
  const phoneButton = await launcher(page).boundingBox()
  expect((phoneButton?.y ?? 0) + (phoneButton?.height ?? 0)).toBeLessThanOrEqual(phone?.y ?? 0)
  expect(phoneButton?.y).toBeGreaterThanOrEqual(0)
})

for (const theme of ['dark', 'light'] as const) {
  test(`the open panel has no accessibility violations (${theme})`, async ({
    page,
    server,
    model,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
    await openChatAt(page, server.url)
    model.enqueue(reply('She knows **Python**; see [GitHub](https://github.com/example-user).'))
    await ask(page, 'Skills?')
    await expect(lastBubble(page)).toContainText('She knows Python')
    model.enqueue({ kind: 'respond', status: 500, body: {} })
    await ask(page, 'And?')
    await expect(errorLine(page)).toBeVisible()
    const results = await new AxeBuilder({ page })
      .include('#chat-panel')
      .include('[data-island="chat"] > button')
      .analyze()
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  })
}

test(
  'a counter shows near the 1000-character limit, and the panel has no form',
  ANY_OWNER,
  async ({ page, server }) => {
    await openChatAt(page, server.url)
    await expect(page.locator('form')).toHaveCount(0)
    const counter = panel(page).getByText(anyValues(t.chat.charactersLeft))
    await input(page).fill('x'.repeat(800))
    await expect(counter).toHaveCount(0)
    await input(page).fill('x'.repeat(950))
    await expect(counter).toHaveText(count(t.chat.charactersLeft, 50))
    await expect(counter).toBeVisible()
    await input(page).fill('x'.repeat(1200))
    await expect(input(page)).toHaveValue('x'.repeat(1000))
    await expect(counter).toHaveText(count(t.chat.charactersLeft, 0))
  },
)
