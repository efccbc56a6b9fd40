// Debian's Chromium, as the tests, the bench and the measurement scripts start it. Playwright's own browser
// download cannot run here; CHROMIUM_PATH (or CHROME_PATH) picks another Chromium.
import { existsSync } from 'node:fs'

export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

// Without the background-networking flags Chromium keeps trying hosts this closed network refuses.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
