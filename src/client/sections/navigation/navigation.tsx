import { ChevronDown, Menu, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { OwnerName, nameLength } from '@/client/components/owner-name'
import { ThemeToggle } from '@/client/components/theme-toggle'
import {
  LanguageList,
  LanguageSwitcher,
  type LanguageChoice,
} from '@/client/components/language-switcher'
import { useScrollSpy } from '@/client/hooks/use-scroll-spy'
import { cn } from '@/client/lib/cn'
import { splitNavEntries, type NavEntry } from '@/core/sections'
import { defineIsland } from '@/client/components/island'

// A fixed id, not useId(): an island hydrates as its own root, so React's tree-position ids differ between
// the prerendered page and the browser and would not match on hydration.
const MENU_ID = 'navigation-menu'
const MORE_ID = 'navigation-more'

/**
 * Where the bar turns from the phone menu into a row. The bar holds at most seven entries and the More
 * menu (splitNavEntries), so from 1024 px it is always a row, whatever the resume holds; the spec's six
 * and Writing, with nothing under More, fit from 768 px. Whole class names, so that Tailwind finds them.
 * The row keeps room beside the theme toggle for one more control (a language switcher).
 */
function rowFrom(slots: number) {
  if (slots <= 7) return { row: 'md:flex', menu: 'md:hidden' }
  return { row: 'lg:flex', menu: 'lg:hidden' }
}

/** The bar's own words, in the page's language. */
export type NavigationTexts = {
  main: string
  menu: string
  more: string
  toggleTheme: string
  language: string
}

export type NavigationProps = {
  ownerName: string
  texts: NavigationTexts
  /** The sections on the page that the bar names, in page order (navEntriesOf, from the content). */
  entries: readonly NavEntry[]
  /** The home page in each of the site's languages (none for a site in one). */
  languages?: readonly LanguageChoice[]
}

/** The fixed top bar: section links with the active one highlighted, the theme toggle, and a phone menu. */
export function Navigation({ ownerName, texts, entries, languages = [] }: NavigationProps) {
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries])
  const { bar, more } = useMemo(() => splitNavEntries(entries), [entries])
  const breakpoint = rowFrom(bar.length + (more.length > 0 ? 1 : 0))
  const { active, scrolled } = useScrollSpy(ids)
  const [menuOpen, setMenuOpen] = useState(false)
  const [moreOpen, setMoreOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const moreButton = useRef<HTMLButtonElement>(null)
  const moreBox = useRef<HTMLDivElement>(null)
  const moreActive = more.some((entry) => entry.id === active)

  // The More menu closes on Escape (focus back on its button), on a click elsewhere, and when the focus
  // leaves it, as a disclosure should.
  useEffect(() => {
    if (!moreOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMoreOpen(false)
      moreButton.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!moreBox.current?.contains(event.target as Node)) setMoreOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [moreOpen])

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
  const rowMark = (on: boolean) =>
    cn(
      'nav-entry relative rounded-md text-sm after:absolute after:inset-x-3 after:bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent after:transition-opacity',
      on ? 'after:opacity-100' : 'after:opacity-0',
    )
  // A block, as the More button is a box: an inline link's box is its font's height, not its line's, so
  // the two would differ by a few pixels and the bar's pill would grow with More. Narrower below 1280 px,
  // where seven entries in a language with longer words than English (Spanish, German) leave the name
  // too little room.
  const rowLinkClass = (id: string) =>
    cn(linkClass(id), rowMark(active === id), 'block lg:max-xl:px-2 lg:max-xl:after:inset-x-2')
  const menuLinkClass = (id: string) =>
    cn(
      linkClass(id),
      'block rounded-e-md border-s-2 text-base',
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
        // On a phone the assistant's button sits at this row's end (chat-launcher.tsx): room is kept for it.
        className="page-column mx-auto flex h-16 items-center justify-between gap-2 ps-4 pe-16 sm:px-6 lg:px-8"
      >
        {/* Never cut: a name too long for a phone's bar takes a second line rather than an ellipsis. */}
        <a
          href="#home"
          className="nav-name min-w-0 font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-accent"
          data-length={nameLength(ownerName)}
        >
          <OwnerName name={ownerName} />
        </a>
        {/* The theme toggle's icon, not its box, on the content's end edge. */}
        <div className={cn('-me-2.5 hidden shrink-0 items-center gap-1', breakpoint.row)}>
          <ul className="nav-entries flex items-center gap-1">
            {bar.map((entry) => (
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
            {more.length > 0 ? (
              <li>
                <div
                  ref={moreBox}
                  className="relative"
                  onBlur={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget)) setMoreOpen(false)
                  }}
                >
                  {/* Marked as the current place while one of its sections is in view. */}
                  <button
                    ref={moreButton}
                    type="button"
                    aria-expanded={moreOpen}
                    aria-controls={MORE_ID}
                    data-active={moreActive || undefined}
                    onClick={() => setMoreOpen((open) => !open)}
                    className={cn(
                      linkClass(moreActive ? (active ?? '') : ''),
                      rowMark(moreActive),
                      'inline-flex items-center gap-1',
                    )}
                  >
                    {texts.more}
                    <ChevronDown
                      className={cn('size-4 transition-transform', moreOpen && 'rotate-180')}
                      aria-hidden="true"
                    />
                  </button>
                  <ul
                    id={MORE_ID}
                    hidden={!moreOpen}
                    className="absolute end-0 top-full mt-2 min-w-48 rounded-xl border border-border bg-card p-1.5 shadow-lg"
                  >
                    {more.map((entry) => (
                      <li key={entry.id}>
                        <a
                          href={`#${entry.id}`}
                          aria-current={active === entry.id ? 'location' : undefined}
                          onClick={() => setMoreOpen(false)}
                          className={cn(
                            linkClass(entry.id),
                            'block rounded-lg text-sm',
                            active === entry.id ? 'bg-accent/10' : 'hover:bg-subtle',
                          )}
                        >
                          {entry.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ) : null}
          </ul>
          <LanguageSwitcher label={texts.language} languages={languages} />
          <ThemeToggle label={texts.toggleTheme} />
        </div>
        <div className={cn('flex shrink-0 items-center gap-1', breakpoint.menu)}>
          <ThemeToggle label={texts.toggleTheme} />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={texts.menu}
            onClick={() => setMenuOpen((open) => !open)}
            className="nav-menu-button inline-flex size-10 items-center justify-center rounded-control hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
            {/* Minimal says it in a word where the others draw it (styles.css). */}
            <span className="nav-menu-word" aria-hidden="true">
              {texts.menu}
            </span>
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
        <LanguageList
          label={texts.language}
          languages={languages}
          className="flex flex-wrap gap-1 border-t border-border/60 px-4 py-3"
        />
      </div>
    </header>
  )
}

/** The navigation island: rendered with `<Island of={navigationIsland}>`, hydrated by the page's script. */
export const navigationIsland = defineIsland('navigation', Navigation)
