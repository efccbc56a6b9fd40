// A question asked from outside the assistant (the hero's field and its suggested questions) reaches the
// chat launcher through here. The hero is plain HTML and the launcher an island of its own; a question
// sent before the launcher has hydrated waits for it, so an early click is never lost.

type Listener = (question: string) => void
let listener: Listener | undefined
let waiting: string | undefined

/** Opens the chat panel and asks `question` there, as if the visitor had typed it. */
export function askAssistant(question: string) {
  if (listener) listener(question)
  else waiting = question
}

/** The launcher listens for questions; returns the function that stops listening. */
export function onAskAssistant(next: Listener): () => void {
  listener = next
  if (waiting !== undefined) {
    const question = waiting
    waiting = undefined
    next(question)
  }
  return () => {
    if (listener === next) listener = undefined
  }
}
