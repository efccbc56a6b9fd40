// The theme options are light, dark and system; the default is dark; the choice is saved under `theme`.
export const THEME_STORAGE_KEY = 'theme'
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type Theme = 'light' | 'dark'
export const DEFAULT_THEME: ThemePreference = 'dark'

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark'
}
