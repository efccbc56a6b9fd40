// The assistant grown up, end to end: suggested questions, a reply that streams into the panel, a reply
// that breaks off, links to the page's sections, and a visitor who leaves mid-reply.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { profile } from '../../src/content/profile'
import { suggestedQuestions } from '../../src/core/chat-suggestions'
import { reply, replyThenError } from '../doubles/chat-model'
import type { AnyModelDouble } from '../doubles/model-doubles'
import { ask, input, launcher, openChatAt, panel } from '../support/chat'
import { t } from '../support/words'
import { ANY_OWNER, expect, test, useModelDouble } from './fixtures'

const KEY = 'e2e-streaming-key'
const GENERIC = t.chat.errors.chat_failed

useModelDouble(KEY, { CHAT_LIMIT_PER_MINUTE: '1000', CHAT_LIMIT_PER_DAY: '1000' })
test.beforeEach(({ model }) => model.reset())

const log = (page: Page) => panel(page).getByRole('log')
const bubbles = (page: Page) => log(page).locator(':scope > ol > li')
const suggestionList = (page: Page) => panel(page).getByRole('list', { name: t.chat.suggested })
const lastQuestion = (model: AnyModelDouble) => model.requests.at(-1)?.turns.at(-1)?.[1]

test('an empty conversation suggests questions from the content; Enter on one asks it', async ({
  page,
  server,
  model,
}) => {
  const expected = suggestedQuestions(profile)
  expect(expected.length).toBeGreaterThanOrEqual(3)
  await openChatAt(page, server.url)
  const buttons = suggestionList(page).getByRole('button')
  await expect(buttons).toHaveText(expected)

  model.enqueue(reply('She is building retrieval-augmented assistants.'))
  await buttons.nth(0).focus()
  await page.keyboard.press('Enter')
  await expect(bubbles(page).nth(1)).toContainText(expected[0] as string)
  await expect(bubbles(page).nth(2)).toContainText('retrieval-augmented assistants')
  expect(lastQuestion(model)).toBe(expected[0])
  // Once the conversation has started they are gone, and stay gone after a reload.
  await expect(suggestionList(page)).toHaveCount(0)
  // The conversation is kept once the reply has finished, not while its last words still stream.
  await expect(log(page)).toHaveAttribute('aria-busy', 'false')
  await page.reload()
  await openChatAt(page, server.url)
  await expect(bubbles(page)).toHaveCount(3)
  await expect(suggestionList(page)).toHaveCount(0)
})

test('a click on a suggestion asks it exactly as if typed', async ({ page, server, model }) => {
  const [, second] = suggestedQuestions(profile)
  await openChatAt(page, server.url)
  model.enqueue(reply('Mostly Python.'))
  await suggestionList(page).getByRole('button', { name: second }).click()
  await expect(bubbles(page).nth(2)).toContainText('Mostly Python.')
  expect(lastQuestion(model)).toBe(second)
  await expect(input(page)).toHaveValue('')
})

test(
  'the reply streams in: Typing... until the first words, then words as they come, never raw markup',
  ANY_OWNER,
  async ({ page, server, model }) => {
    await openChatAt(page, server.url)
    // Record every text the reply bubble ever shows, however briefly.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { seen: string[] }).seen = seen
      const list = document.querySelector('#chat-panel [role="log"] > ol') as HTMLElement
      new MutationObserver(() => {
        const bubble = list.children[2]
        if (bubble) seen.push(bubble.textContent ?? '')
      }).observe(list, { subtree: true, childList: true, characterData: true })
    })
    const text =
      'She has **four years** of experience, mostly in `Python` and TypeScript, and she leads the lab work on [retrieval](https://example.com/rag) today.'
    model.enqueue({
      kind: 'reply',
      // Pieces that cut through the markup, as a model's chunks do.
      pieces: text.match(/.{1,9}/gs) as string[],
      delayMs: 600,
      gapMs: 120,
    })
    await ask(page, 'How experienced is she?')
    await expect(bubbles(page).nth(2)).toHaveText(t.chat.typing)
    // The first words are on the page while the rest is still arriving.
    await expect(bubbles(page).nth(2)).toContainText('She has')
    await expect(log(page).getByText(t.chat.typing)).toHaveCount(0)
    await expect(log(page)).toHaveAttribute('aria-busy', 'true')
    await expect(bubbles(page).nth(2)).not.toContainText('today.')
    await expect(bubbles(page).nth(2)).toContainText('today.')
    await expect(log(page)).toHaveAttribute('aria-busy', 'false')
    await expect(bubbles(page).nth(2).locator('strong')).toHaveText('four years')
    await expect(bubbles(page).nth(2).locator('code')).toHaveText('Python')

    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    expect(seen.length).toBeGreaterThan(5)
    for (const shown of seen) {
      expect(shown).not.toMatch(/\*|`|\[|\]\(/)
    }
  },
)

test(
  'a reply that breaks off keeps its words, then shows the generic error',
  ANY_OWNER,
  async ({ page, server, model }) => {
    await openChatAt(page, server.url)
    model.enqueue(replyThenError('Her first role was at a startup in Austin.', 150))
    await ask(page, 'First job?')
    await expect(bubbles(page).nth(2)).toContainText('Her first role')
    await expect(bubbles(page).nth(3)).toContainText(`🔧 ${GENERIC}`)
    await expect(panel(page).getByRole('alert')).toHaveText(GENERIC)
    // What arrived stays on the page, but a reply cut off was never signed: neither it nor the failure
    // notice goes back to the model, and the visitor's words stay theirs.
    model.enqueue(reply('Yes.'))
    await ask(page, 'And then?')
    await expect(bubbles(page).nth(5)).toContainText('Yes.')
    expect(model.requests.at(-1)?.turns).toEqual([['visitor', 'First job?\n\nAnd then?']])
  },
)

test(
  'a visitor who leaves mid-reply cancels the model call',
  ANY_OWNER,
  async ({ page, server, model }) => {
    await openChatAt(page, server.url)
    model.enqueue({ kind: 'reply', pieces: ['She is '], end: 'hang' })
    await ask(page, 'Long answer please')
    await expect(bubbles(page).nth(2)).toContainText('She is')
    expect(model.requests[0]?.closedByCaller).toBe(false)
    await page.goto('about:blank')
    await expect.poll(() => model.requests[0]?.closedByCaller).toBe(true)
  },
)

test('a link to a section scrolls there; the panel stays open on a desktop', async ({
  page,
  server,
  model,
}) => {
  await openChatAt(page, server.url)
  model.enqueue(reply('See [her experience](#experience) or [GitHub](https://github.com/x).'))
  await ask(page, 'Where is her experience?')
  const link = bubbles(page).nth(2).getByRole('link', { name: 'her experience' })
  await expect(link).toHaveAttribute('href', '#experience')
  await expect(link).not.toHaveAttribute('target', /./)
  await expect(bubbles(page).nth(2).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'target',
    '_blank',
  )
  await link.click()
  await expect(page.locator('#experience')).toBeInViewport()
  await expect(page).toHaveURL(/#experience$/)
  await expect(panel(page)).toBeVisible()
})

test('on a phone a link to a section closes the panel', async ({ page, server, model }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openChatAt(page, server.url)
  model.enqueue(reply('Her contact details are in [Contact](#contact).'))
  await ask(page, 'How do I reach her?')
  await bubbles(page).nth(2).getByRole('link', { name: 'Contact' }).click()
  await expect(panel(page)).toBeHidden()
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#contact')).toBeInViewport()
})

test('the prompt names the anchors and carries the resume PDF text', async ({
  page,
  server,
  model,
}) => {
  await openChatAt(page, server.url)
  model.enqueue(reply('Sure.'))
  await ask(page, 'Hi')
  await model.waitForRequests(1)
  const system = model.requests[0]?.system ?? ''
  for (const anchor of ['#experience', '#projects', '#contact']) expect(system).toContain(anchor)
  expect(system).toContain('The resume itself')
})

for (const theme of ['dark', 'light'] as const) {
  test(`the suggestions and a reply still streaming have no accessibility violations (${theme})`, async ({
    page,
    server,
    model,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
    await openChatAt(page, server.url)
    const axe = () => new AxeBuilder({ page }).include('#chat-panel').analyze()
    const violations = (results: Awaited<ReturnType<typeof axe>>) =>
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
    await expect(suggestionList(page)).toBeVisible()
    expect(violations(await axe())).toEqual([])

    model.enqueue({
      kind: 'reply',
      pieces: ['She builds **assistants** ', 'for research'],
      end: 'hang',
    })
    await ask(page, 'What does she build?')
    await expect(bubbles(page).nth(2)).toContainText('for research')
    await expect(log(page)).toHaveAttribute('aria-busy', 'true')
    expect(violations(await axe())).toEqual([])
  })
}
