import type { ReactNode } from 'react'
import { Rss } from 'lucide-react'
import { Island } from '@/client/components/island'
import { themeToggleIsland } from '@/client/components/theme-toggle'
import { sitePath } from '@/client/lib/site-path'
import { usePageLocale } from '@/client/lib/page-locale'
import { LanguageSwitcher } from '@/client/components/language-switcher'
import { WRITING_PATH } from '@/core/posts'
import { SITE_FILES } from '@/core/seo'

// Narrow on a phone, with no gap between the header's links and buttons: the assistant's button sits at the
// bar's end there, and in Spanish or German the links' words are longer than in English.
const linkClass =
  'rounded-md px-1.5 py-2 text-sm sm:px-3 font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-accent aria-[current=page]:text-foreground'

/**
 * The frame of the writing pages: the owner's name back to the portfolio, Writing and Resume, the theme
 * toggle, and a footer with the feed. Beside it, the assistant's button (render.tsx) is the pages' one
 * other island; a post page runs no other code.
 */
export function WritingLayout({
  ownerName,
  current,
  children,
}: {
  ownerName: string
  /** The list is the current page of its own link; a post is not. */
  current: 'list' | 'post'
  children: ReactNode
}) {
  const { t, href, languages } = usePageLocale()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.common.skipToContent}
      </a>
      <header className="border-b border-border bg-card/60">
        <nav
          aria-label={t.common.mainNavigation}
          className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 ps-4 pe-16 sm:px-6"
        >
          <a
            href={href('/')}
            className="truncate rounded-md text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-accent"
          >
            {ownerName}
          </a>
          <div className="flex items-center sm:gap-1">
            <a
              href={href(WRITING_PATH)}
              aria-current={current === 'list' ? 'page' : undefined}
              className={linkClass}
            >
              {t.common.writing}
            </a>
            <a href={href('/resume')} className={linkClass}>
              {t.common.resume}
            </a>
            <LanguageSwitcher label={t.common.language} languages={languages} />
            <Island of={themeToggleIsland} props={{ label: t.common.toggleTheme }} />
          </div>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
        {children}
      </main>
      <footer className="border-t border-border">
        {/* From `sm` up the bottom padding keeps the feed link clear of the floating chat button at the
            page's very end (56 px, 24 px off the edge); on a phone the button is in the top bar. */}
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 pt-8 pb-8 text-sm sm:pb-24 text-muted-foreground sm:px-6">
          <p>
            <a
              href={href('/')}
              className="rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-accent"
            >
              {ownerName}
            </a>
          </p>
          <a
            href={sitePath(SITE_FILES.feed)}
            type="application/rss+xml"
            className="inline-flex items-center gap-1.5 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-accent"
          >
            <Rss className="size-4" aria-hidden="true" /> {t.writing.feed}
          </a>
        </div>
      </footer>
    </div>
  )
}
