import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium: Playwright's own browser download cannot run here. Override with CHROMIUM_PATH.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at start, and scripts/test.ts keeps its reports beside it.
  outputDir: 'test-results/e2e',
  // Each spec starts its own production server (tests/e2e/support/server.ts), so files run in parallel.
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
})
