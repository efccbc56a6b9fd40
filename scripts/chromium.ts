// Which Chromium the end-to-end tests, the bench and the measurement scripts start, and how.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

export type BrowserLookup = {
  env: Record<string, string | undefined>
  platform: NodeJS.Platform
  home: string
  /** Where Playwright's own Chromium would be (`npx playwright install chromium` puts it there). */
  playwrightChromium: string
  exists: (path: string) => boolean
}

/** Chrome and Chromium where their installers put them, per platform. */
function installedBrowsers({ env, platform, home }: BrowserLookup): string[] {
  if (platform === 'darwin') {
    const apps = ['/Applications', join(home, 'Applications')]
    return apps.flatMap((folder) => [
      `${folder}/Chromium.app/Contents/MacOS/Chromium`,
      `${folder}/Google Chrome.app/Contents/MacOS/Google Chrome`,
    ])
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(
      (root): root is string => Boolean(root),
    )
    return roots.flatMap((root) => [
      `${root}\\Chromium\\Application\\chrome.exe`,
      `${root}\\Google\\Chrome\\Application\\chrome.exe`,
    ])
  }
  return [
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
  ]
}

/**
 * The first browser found, in this order: `CHROMIUM_PATH`; Playwright's own Chromium; Debian's
 * `/usr/bin/chromium`; an installed Chromium or Chrome at the usual places on macOS, Windows and Linux.
 * `CHROMIUM_PATH` is taken as given, so a wrong one fails loudly at launch instead of being skipped.
 */
export function findChromium(lookup: BrowserLookup): string | undefined {
  if (lookup.env.CHROMIUM_PATH) return lookup.env.CHROMIUM_PATH
  const candidates = [
    lookup.playwrightChromium,
    ...(lookup.platform === 'linux' ? ['/usr/bin/chromium'] : []),
    ...installedBrowsers(lookup),
  ]
  return candidates.find((path) => lookup.exists(path))
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the end-to-end tests: run `npx playwright install chromium` (or set CHROMIUM_PATH).'

export const chromiumPath = findChromium({
  env: process.env,
  platform: process.platform,
  home: process.env.HOME ?? process.env.USERPROFILE ?? '',
  playwrightChromium: chromium.executablePath(),
  exists: existsSync,
})

// Without the background-networking flags Chromium keeps trying hosts a closed network refuses;
// --no-sandbox lets it start as root, as CI runs.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
