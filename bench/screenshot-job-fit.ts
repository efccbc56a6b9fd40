// `npx tsx bench/screenshot-job-fit.ts` (after `npm run build`): the job fit as a recruiter sees it, for
// docs/assistant.md: the production server, Chromium, and the Gemini double answering with the job-fit
// answer written from the owner's content (tests/support/job-fit.ts). Writes docs/job-fit-dark.png
// (1280 px wide, dark: the verdict and the evidence) and docs/job-fit-light-phone.png (375 px wide, light:
// the end of the evidence and the gaps).
import { chromium, expect } from '@playwright/test'
import { profile } from '../src/content/profile.ts'
import { replyPieces } from '../tests/doubles/chat-model.ts'
import { startGeminiDouble } from '../tests/doubles/gemini/server.ts'
import { openChatAt, panel } from '../tests/support/chat.ts'
import { sampleJobDescription, sampleJobFitAnswer } from '../tests/support/job-fit.ts'
import { startServer } from '../tests/support/server.ts'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.ts'

const SHOTS = [
  {
    file: 'docs/job-fit-dark.png',
    theme: 'dark',
    viewport: { width: 1280, height: 800 },
    at: 'top',
  },
  {
    file: 'docs/job-fit-light-phone.png',
    theme: 'light',
    viewport: { width: 375, height: 740 },
    at: 'bottom',
  },
] as const

const double = await startGeminiDouble({ apiKey: 'screenshot' })
const server = await startServer({ ...double.serverEnv })
const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: CHROMIUM_FLAGS,
})
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: shot.viewport })
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), shot.theme)
    await openChatAt(page, server.url)
    await panel(page).getByRole('button', { name: 'Paste a job description' }).click()
    await panel(page)
      .getByRole('textbox', { name: 'Job description' })
      .fill(sampleJobDescription(profile))
    double.enqueue(replyPieces([sampleJobFitAnswer(profile)]))
    await panel(page).getByRole('button', { name: 'Check the fit' }).click()
    await expect(panel(page).getByRole('log')).toContainText('Gaps')
    await expect(panel(page).getByRole('log')).toHaveAttribute('aria-busy', 'false')
    // The answer from its verdict down, or its end with the gaps, as far as the panel shows it.
    await panel(page)
      .getByRole('log')
      .evaluate((log, at) => {
        const answer = log.querySelector(':scope > ol > li:last-child') as HTMLElement
        const top = answer.getBoundingClientRect().top - log.getBoundingClientRect().top
        log.scrollTop = at === 'top' ? log.scrollTop + top - 8 : log.scrollHeight
      }, shot.at)
    await page.screenshot({ path: shot.file, animations: 'disabled' })
    console.log(`wrote ${shot.file}`)
    await page.close()
  }
} finally {
  await browser.close()
  await server.stop()
  await double.close()
}
