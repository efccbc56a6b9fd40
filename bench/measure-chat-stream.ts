// `npx tsx bench/measure-chat-stream.ts` (after `npm run build`): how soon a visitor sees the first words
// of a reply, against when the whole reply is there. Production server, Chromium, and the Gemini double
// sending a reply of about 100 words in 9 chunks: the first chunk after FIRST_MS (the model's time to its
// first token), the others GAP_MS apart. Prints the median of RUNS runs, in milliseconds from Enter.
import { chromium } from '@playwright/test'
import * as payloads from '../tests/doubles/gemini/payloads.ts'
import { splitReply, startGeminiDouble } from '../tests/doubles/gemini/server.ts'
import { openChatAt, ask } from '../tests/support/chat.ts'
import { startServer } from '../tests/support/server.ts'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.ts'

const RUNS = Number(process.env.RUNS ?? 7)
const FIRST_MS = Number(process.env.FIRST_MS ?? 600)
const GAP_MS = Number(process.env.GAP_MS ?? 250)
const REPLY = [
  'She is a **graduate assistant** at Texas Tech University, where she builds retrieval-augmented',
  'assistants over research papers and lab documentation with `Python`, LangChain and ChromaDB.',
  '\n\nBefore that she spent three years as a senior software engineer at Meridian Financial',
  'Technologies, shipping backend services and internal tools:\n\n- payment reconciliation services',
  'in Java and Spring\n- an internal analytics dashboard in React\n- the observability stack the team',
  'still uses\n\nYou can read more in [her experience](#experience) or write to her from',
  '[the contact section](#contact). She is open to full-time roles in applied AI and backend',
  'engineering from next summer.',
].join(' ')

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

const double = await startGeminiDouble({ apiKey: 'measure' })
const server = await startServer({
  GEMINI_API_KEY: 'measure',
  GEMINI_API_BASE_URL: double.url,
  CHAT_LIMIT_PER_MINUTE: '1000',
})
const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: CHROMIUM_FLAGS,
})
const firstWords: number[] = []
const whole: number[] = []
try {
  const pieces = splitReply(REPLY, 9)
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage()
    await openChatAt(page, server.url)
    double.enqueue({
      kind: 'stream',
      chunks: payloads.streamChunks(pieces),
      delayMs: FIRST_MS,
      gapMs: GAP_MS,
    })
    // Timed in the page: from the Enter keydown to the first words, and to the finished reply.
    await page.evaluate(() => {
      const times: Record<string, number> = {}
      ;(window as unknown as { times: Record<string, number> }).times = times
      const input = document.querySelector('#chat-panel input') as HTMLInputElement
      input.addEventListener('keydown', () => (times.enter ??= performance.now()), { once: true })
      const log = document.querySelector('#chat-panel [role="log"]') as HTMLElement
      new MutationObserver(() => {
        const reply = log.querySelector(':scope > ol > li:nth-child(3)')?.textContent ?? ''
        if (!times.first && reply && !reply.includes('Typing...')) times.first = performance.now()
        if (
          times.first &&
          log.getAttribute('aria-busy') === 'false' &&
          reply.includes('next summer')
        )
          times.whole ??= performance.now()
      }).observe(log, { subtree: true, childList: true, characterData: true, attributes: true })
    })
    await ask(page, 'Tell me about her experience')
    await page.waitForFunction(
      () => (window as unknown as { times: { whole?: number } }).times.whole,
    )
    const times = await page.evaluate(
      () => (window as unknown as { times: Record<string, number> }).times,
    )
    firstWords.push((times.first as number) - (times.enter as number))
    whole.push((times.whole as number) - (times.enter as number))
    await page.close()
  }
} finally {
  await browser.close()
  await server.stop()
  await double.close()
}
console.log(
  `Reply of ${REPLY.split(/\s+/).length} words in 9 chunks; first chunk after ${FIRST_MS} ms, then every ${GAP_MS} ms; ${RUNS} runs`,
)
console.log(
  `first words on screen: median ${Math.round(median(firstWords))} ms  (${firstWords.map(Math.round).join(', ')})`,
)
console.log(
  `whole reply on screen: median ${Math.round(median(whole))} ms  (${whole.map(Math.round).join(', ')})`,
)
