import { Menu, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { ThemeToggle } from '@/client/components/theme-toggle'
import { useScrollSpy } from '@/client/hooks/use-scroll-spy'
import { cn } from '@/client/lib/cn'
import type { NavEntry } from '@/core/sections'
import { defineIsland } from '@/client/components/island'

// A fixed id, not useId(): an island hydrates as its own root, so React's tree-position ids differ between
// the prerendered page and the browser and would not match on hydration.
const MENU_ID = 'navigation-menu'

/**
 * Where the bar turns from the phone menu into a row: later as the owner's sections add entries, so the
 * row never runs off the screen (the spec's six and Writing fit from 768 px, nine from 1024, eleven from
 * 1280). Whole class names, so that Tailwind finds them.
 */
function rowFrom(entries: number) {
  if (entries <= 7) return { row: 'md:flex', menu: 'md:hidden' }
  if (entries <= 9) return { row: 'lg:flex', menu: 'lg:hidden' }
  if (entries <= 11) return { row: 'xl:flex', menu: 'xl:hidden' }
  return { row: '2xl:flex', menu: '2xl:hidden' }
}

/** The bar's own words, in the page's language. */
export type NavigationTexts = { main: string; menu: string; toggleTheme: string }

export type NavigationProps = {
  ownerName: string
  texts: NavigationTexts
  /** The sections on the page that the bar names, in page order (navEntriesOf, from the content). */
  entries: readonly NavEntry[]
}

/** The fixed top bar: section links with the active one highlighted, the theme toggle, and a phone menu. */
export function Navigation({ ownerName, texts, entries }: NavigationProps) {
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries])
  const breakpoint = rowFrom(entries.length)
  const { active, scrolled } = useScrollSpy(ids)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      // Focus inside the menu would vanish with it: hand it back to the button that opened it.
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  // The current entry is foreground text with an accent mark, never accent text: the hero's glow sits
  // behind the bar at the top of the page, and accent on accent-tinted glow fails contrast.
  const linkClass = (id: string) =>
    cn(
      'px-3 py-2 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
      active === id ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
    )
  const rowLinkClass = (id: string) =>
    cn(
      linkClass(id),
      'relative rounded-md text-sm after:absolute after:inset-x-3 after:bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent after:transition-opacity',
      active === id ? 'after:opacity-100' : 'after:opacity-0',
    )
  const menuLinkClass = (id: string) =>
    cn(
      linkClass(id),
      'block rounded-r-md border-l-2 text-base',
      active === id ? 'border-accent bg-accent/10' : 'border-transparent hover:bg-subtle',
    )

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300',
        scrolled || menuOpen
          ? 'border-b border-border/60 shadow-sm backdrop-blur-md'
          : 'bg-transparent',
        // The open menu is nearly opaque, so its entries never blur into the page behind them.
        menuOpen ? 'bg-background/95' : scrolled && 'bg-background/75',
      )}
    >
      <nav
        aria-label={texts.main}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <a
          href="#home"
          className="text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-accent"
        >
          {ownerName}
        </a>
        <div className={cn('hidden items-center gap-1', breakpoint.row)}>
          <ul className="flex items-center gap-1">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  aria-current={active === entry.id ? 'location' : undefined}
                  className={rowLinkClass(entry.id)}
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
          <ThemeToggle label={texts.toggleTheme} />
        </div>
        <div className={cn('flex items-center gap-1', breakpoint.menu)}>
          <ThemeToggle label={texts.toggleTheme} />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={texts.menu}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-control hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>
      <div
        id={MENU_ID}
        hidden={!menuOpen}
        className={cn('border-t border-border/60', breakpoint.menu)}
      >
        <ul className="space-y-1 px-4 py-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                aria-current={active === entry.id ? 'location' : undefined}
                onClick={() => setMenuOpen(false)}
                className={menuLinkClass(entry.id)}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </header>
  )
}

/** The navigation island: rendered with `<Island of={navigationIsland}>`, hydrated by the page's script. */
export const navigationIsland = defineIsland('navigation', Navigation)
