import { DEFAULT_THEME, THEME_STORAGE_KEY, oppositeTheme, type Theme } from '@/core/theme'

/**
 * The script inlined in every page's <head>: it sets the theme class before first paint, so a visitor
 * who chose light never sees a dark flash. `<html>` always ends up with exactly one of `dark` or
 * `light`, so styles and scripts can look for either. It mirrors parseThemePreference/resolveTheme in
 * core/theme.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(p!=="light"&&p!=="dark"&&p!=="system")p=${JSON.stringify(
  DEFAULT_THEME,
)};var d=p==="dark"||(p==="system"&&matchMedia("(prefers-color-scheme: dark)").matches),c=document.documentElement.classList;c.toggle("dark",d);c.toggle("light",!d)}catch(e){}})()`

export function currentTheme(): Theme {
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
