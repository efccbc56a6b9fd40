import { describe, expect, it } from 'vitest'
import { findChromium, type BrowserLookup } from './chromium.ts'

const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome'

/** A machine where exactly the given files exist. */
function machine(
  platform: NodeJS.Platform,
  files: string[],
  env: Record<string, string> = {},
): BrowserLookup {
  return {
    env,
    platform,
    home: platform === 'darwin' ? '/Users/me' : '/home/me',
    playwrightChromium: PLAYWRIGHT,
    exists: (path) => files.includes(path),
  }
}

describe('findChromium', () => {
  it.each([
    {
      case: 'CHROMIUM_PATH wins over everything, even when the file is missing',
      lookup: machine('linux', [PLAYWRIGHT, '/usr/bin/chromium'], { CHROMIUM_PATH: '/x/chrome' }),
      found: '/x/chrome',
    },
    {
      case: "Playwright's own Chromium comes before Debian's",
      lookup: machine('linux', [PLAYWRIGHT, '/usr/bin/chromium']),
      found: PLAYWRIGHT,
    },
    {
      case: "Debian's chromium comes before Google Chrome",
      lookup: machine('linux', ['/usr/bin/google-chrome', '/usr/bin/chromium']),
      found: '/usr/bin/chromium',
    },
    {
      case: 'Chrome on Linux',
      lookup: machine('linux', ['/usr/bin/google-chrome-stable']),
      found: '/usr/bin/google-chrome-stable',
    },
    {
      case: 'Chromium from snap',
      lookup: machine('linux', ['/snap/bin/chromium']),
      found: '/snap/bin/chromium',
    },
    {
      case: 'Chrome on macOS',
      lookup: machine('darwin', ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome']),
      found: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    },
    {
      case: "Chromium in the user's own Applications folder on macOS",
      lookup: machine('darwin', ['/Users/me/Applications/Chromium.app/Contents/MacOS/Chromium']),
      found: '/Users/me/Applications/Chromium.app/Contents/MacOS/Chromium',
    },
    {
      case: 'a Linux path means nothing on macOS',
      lookup: machine('darwin', ['/usr/bin/chromium']),
      found: undefined,
    },
    {
      case: 'Chrome under Program Files on Windows',
      lookup: machine('win32', ['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'], {
        PROGRAMFILES: 'C:\\Program Files',
        LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local',
      }),
      found: 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    },
    {
      case: 'a per-user Chrome on Windows comes before a machine-wide one',
      lookup: machine(
        'win32',
        [
          'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
          'C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
        ],
        { PROGRAMFILES: 'C:\\Program Files', LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' },
      ),
      found: 'C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
    },
    { case: 'nothing installed', lookup: machine('linux', []), found: undefined },
  ])('$case', ({ lookup, found }) => {
    expect(findChromium(lookup)).toBe(found)
  })
})
