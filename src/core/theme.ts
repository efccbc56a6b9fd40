// spec 1: theme options are light, dark and system; the default is dark; saved under `theme`
export const THEME_STORAGE_KEY = 'theme'
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type Theme = 'light' | 'dark'
export const DEFAULT_THEME: ThemePreference = 'dark'

export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.find((option) => option === stored) ?? DEFAULT_THEME
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
  return preference
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark'
}
