import { Moon, Sun } from 'lucide-react'
import { toggleTheme } from '@/client/lib/theme'
import { defineIsland } from '@/client/components/island'

/**
 * The theme is unknown while prerendering, so the button shows both icons and CSS picks one:
 * the markup is identical on the server and the client and hydration never mismatches.
 */
export function ThemeToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => toggleTheme()}
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-control text-foreground transition-colors hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
    </button>
  )
}

/** The theme-toggle island: rendered with `<Island of={themeToggleIsland}>`, hydrated by the page's script. */
export const themeToggleIsland = defineIsland('theme-toggle', ThemeToggle)
