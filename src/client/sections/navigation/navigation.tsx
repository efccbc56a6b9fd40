import { Menu, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { ThemeToggle } from '@/client/components/theme-toggle'
import { useScrollSpy } from '@/client/hooks/use-scroll-spy'
import { cn } from '@/client/lib/cn'
import { NAV_ENTRIES } from '@/core/sections'

const ids = NAV_ENTRIES.map((entry) => entry.id)

export type NavigationProps = { ownerName: string }

/** The fixed top bar: section links with the active one highlighted, the theme toggle, and a phone menu. */
export function Navigation({ ownerName }: NavigationProps) {
  const { active, scrolled } = useScrollSpy(ids)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const linkClass = (id: string) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
      active === id ? 'text-accent' : 'text-muted-foreground hover:text-foreground',
    )

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300',
        scrolled || menuOpen
          ? 'border-b border-border/60 bg-background/75 shadow-sm backdrop-blur-md'
          : 'bg-transparent',
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <a
          href="#home"
          className="text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-accent"
        >
          {ownerName}
        </a>
        <div className="hidden items-center gap-1 md:flex">
          <ul className="flex items-center gap-1">
            {NAV_ENTRIES.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  aria-current={active === entry.id ? 'location' : undefined}
                  className={linkClass(entry.id)}
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
          <ThemeToggle />
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-border/60 md:hidden">
        <ul className="space-y-1 px-4 py-3">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                aria-current={active === entry.id ? 'location' : undefined}
                onClick={() => setMenuOpen(false)}
                className={cn(linkClass(entry.id), 'block text-base')}
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
