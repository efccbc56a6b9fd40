// The script inlined in every page's <head>: it sets the theme class before first paint, so a visitor
// who chose light never sees a dark flash.
import { DEFAULT_THEME, THEME_PREFERENCES, THEME_STORAGE_KEY } from '@/core/theme'

/**
 * Puts the saved theme (or the default, or the system's for `system`) on `<html>`, which always ends up
 * with exactly one of `dark` or `light`, so styles and scripts can look for either. It runs as page text,
 * serialised with toString(): it may use only its arguments and the browser's globals.
 */
function bootTheme(
  storageKey: string,
  preferences: readonly string[],
  defaultPreference: string,
): void {
  try {
    const stored = localStorage.getItem(storageKey)
    const preference = stored !== null && preferences.includes(stored) ? stored : defaultPreference
    const dark =
      preference === 'dark' ||
      (preference === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
    const classes = document.documentElement.classList
    classes.toggle('dark', dark)
    classes.toggle('light', !dark)
  } catch {
    // storage can be disabled: the page keeps the theme it was prerendered with
  }
}

/** The text of the inline script: the function above, called with the theme settings. */
export const THEME_BOOT_SCRIPT = `(${bootTheme.toString()})(${[
  THEME_STORAGE_KEY,
  THEME_PREFERENCES,
  DEFAULT_THEME,
]
  .map((arg) => JSON.stringify(arg))
  .join(',')})`
