// The hero's question field and suggested questions. With the assistant on the page, the field (Enter or
// its Ask button) and each suggestion open the chat panel with the question asked (chat/ask.ts). Without
// the assistant, or before this script runs, a suggestion is a plain link to the contact section and the
// field waits; without scripts at all the field is hidden (styles.css).
import { askAssistant } from '@/client/chat/ask'

const hasAssistant = () => document.querySelector('[data-island="chat"]') !== null

export function enableHeroAsk(root: ParentNode = document) {
  const hero = root.querySelector<HTMLElement>('[data-hero-ask]')
  if (!hero) return
  const field = hero.querySelector<HTMLInputElement>('input')
  const sendField = () => {
    if (!field || !hasAssistant()) return
    const question = field.value.trim()
    if (!question) return field.focus()
    field.value = ''
    askAssistant(question)
  }
  field?.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault()
      sendField()
    }
  })
  hero.querySelector('[data-hero-ask-send]')?.addEventListener('click', sendField)
  for (const link of hero.querySelectorAll<HTMLAnchorElement>('a[data-ask]')) {
    link.addEventListener('click', (event) => {
      if (!hasAssistant() || !link.dataset.ask) return
      event.preventDefault()
      askAssistant(link.dataset.ask)
    })
  }
}
