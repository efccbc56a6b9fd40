// The theme toggle's side: reading and flipping the theme class on <html>, and saving the choice.
import { THEME_STORAGE_KEY, oppositeTheme, type Theme } from '@/core/theme'

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

/** Puts exactly one theme class on <html>: `dark` or `light`. */
function applyTheme(theme: Theme): void {
  const classes = document.documentElement.classList
  classes.toggle('dark', theme === 'dark')
  classes.toggle('light', theme === 'light')
}

/** Flips the theme, applies it to <html> and saves it under `theme`. */
export function toggleTheme(): Theme {
  const next = oppositeTheme(currentTheme())
  applyTheme(next)
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next)
  } catch {
    // storage can be disabled; the choice then lasts for this page view only
  }
  return next
}
