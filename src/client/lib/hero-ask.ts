// The hero's question field and suggested questions: one form. With the assistant on the page, sending it
// opens the chat panel with the question asked (chat/ask.ts). Before the script runs, or on a site without
// the assistant, the form is a plain link to the contact section (its action), never a dead end.
import { askAssistant } from '@/client/chat/ask'

export function enableHeroAsk(root: ParentNode = document) {
  const form = root.querySelector<HTMLFormElement>('form[data-hero-ask]')
  const field = form?.querySelector<HTMLInputElement>('input[name="q"]')
  if (!form || !field) return
  form.addEventListener('submit', (event) => {
    // A suggested question is its own submit button, carrying the question as its value.
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null
    const question = (submitter?.value || field.value).trim()
    if (!document.querySelector('[data-island="chat"]')) return
    event.preventDefault()
    if (!question) {
      field.focus()
      return
    }
    field.value = ''
    askAssistant(question)
  })
}
