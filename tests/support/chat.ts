// The assistant's panel as a visitor finds it, for the chat specs and the chat-stream measurement.
import { expect, type Page } from '@playwright/test'
import { profile } from '../../src/content/profile'
import { fill, t } from './words'

/** The assistant's button, open or closed. */
export const launcher = (page: Page) =>
  page
    .getByRole('button', { name: t.chat.open })
    .or(page.getByRole('button', { name: t.chat.close }))
export const panel = (page: Page) =>
  page.getByRole('dialog', { name: fill(t.chat.title, { owner: profile.name }) })
export const input = (page: Page) => panel(page).getByRole('textbox', { name: t.chat.question })

/** Opens the panel once the launcher has hydrated (a click on the prerendered button before that is lost). */
export async function openChatAt(page: Page, url: string) {
  await page.goto(url)
  await openChat(page)
}

/** Opens the panel on the page as it is, as openChatAt does after going to its address. */
export async function openChat(page: Page) {
  await expect(async () => {
    if ((await launcher(page).getAttribute('aria-expanded')) !== 'true')
      await launcher(page).click()
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  await expect(panel(page)).toBeVisible()
  // The panel grows in from its button (styles.css): measure it, and picture it, once it is whole.
  await panel(page).evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
}

/**
 * Types a question and sends it once Send is enabled. A reply's text can show before its stream has
 * closed, and until then the panel ignores Enter, as it should.
 */
export async function ask(page: Page, question: string) {
  await input(page).fill(question)
  await expect(panel(page).getByRole('button', { name: t.chat.send })).toBeEnabled()
  await input(page).press('Enter')
}

/**
 * Waits until the tab has kept `text` (Markdown as the model sent it): the conversation is saved once a
 * reply's stream has ended, so a reload or another page before that finds the question alone.
 */
export async function keptInTab(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => Object.values(sessionStorage).join('\n')))
    .toContain(text)
}
