// The language switcher: a link to this page in each of the site's languages (or the nearest page that
// language has), each language named in itself ("Português", "العربية") and marked with its tag, so a
// screen reader says it in its own voice. Plain links in a disclosure: it needs no script, works with the
// keyboard as a link list does, and never redirects anyone (addresses stay what they are for crawlers,
// caches and shared links).
import { Languages } from 'lucide-react'
import { cn } from '@/client/lib/cn'

/** One language the page is in, or leads to. */
export type LanguageChoice = {
  /** The language's name in itself. */
  name: string
  /** Its tag, for `lang` and `hreflang`. */
  lang: string
  /** This page in that language, or the nearest one it has, under the site's base path. */
  href: string
  /** The page's own language. */
  current: boolean
}

export type LanguageSwitcherProps = {
  /** "Language", in the page's language: the button's and the list's name. */
  label: string
  languages: readonly LanguageChoice[]
}

const linkClass =
  'block rounded-control px-3 py-1.5 text-sm whitespace-nowrap transition-colors hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent aria-[current=true]:font-semibold aria-[current=true]:text-foreground'

/** A disclosure in a bar: a button that names the current language, opening the list at the bar's end. */
export function LanguageSwitcher({ label, languages }: LanguageSwitcherProps) {
  if (languages.length < 2) return null
  const current = languages.find((language) => language.current)
  return (
    <details className="language-switcher relative" data-language-switcher="">
      <summary
        aria-label={`${label}: ${current?.name ?? ''}`}
        className="inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-control px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-subtle hover:text-foreground focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden"
      >
        <Languages className="size-5" aria-hidden="true" />
        {/* The tag from `sm` up: on the narrowest phones a page's header holds its links, the switcher,
            the theme toggle and the assistant's button (the summary's name says the language). */}
        <span className="hidden uppercase sm:inline" aria-hidden="true">
          {current?.lang.split('-')[0]}
        </span>
      </summary>
      <LanguageList
        label={label}
        languages={languages}
        className="absolute end-0 top-full z-50 mt-1 min-w-40 rounded-xl border border-border bg-card p-1 shadow-lg"
      />
    </details>
  )
}

/** The languages as a list of links: the disclosure's, or inline in a phone menu. */
export function LanguageList({
  label,
  languages,
  className,
}: LanguageSwitcherProps & { className?: string }) {
  if (languages.length < 2) return null
  return (
    <ul aria-label={label} className={className}>
      {languages.map((language) => (
        <li key={language.lang}>
          <a
            href={language.href}
            hrefLang={language.lang}
            lang={language.lang}
            aria-current={language.current ? 'true' : undefined}
            className={cn(linkClass, language.current ? '' : 'text-muted-foreground')}
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
