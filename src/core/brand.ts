// The brand's colours, for what is drawn outside the stylesheet: the share image, the icons, the browser's
// theme colour.

/** The dark theme's tokens (see src/client/styles.css): dark is the default, so it is the brand. */
export const BRAND = {
  background: '#0b1120',
  foreground: '#e2e8f0',
  mutedForeground: '#a3b1c6',
  accent: '#8b93ff',
  // The light theme's accent: white initials on it keep a 6.3:1 contrast.
  iconBackground: '#4f46e5',
  iconForeground: '#ffffff',
} as const
