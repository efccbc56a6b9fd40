import { Home } from 'lucide-react'
import { useEffect } from 'react'
import { ButtonLink } from '@/client/components/ui/button-link'
import { defineIsland } from '@/client/components/island'
import { LanguageList, type LanguageChoice } from '@/client/components/language-switcher'

export type NotFoundPageProps = {
  /** The page's words in its language: "Oops! Page not found", the line under it, Return to Home. */
  texts: { title: string; body: string; home: string; language: string }
  /** The home page in this language, under the site's base path. */
  home: string
  /** The home page in each of the site's languages (none for a site in one). */
  languages?: readonly LanguageChoice[]
}

/** The 404 page: "Oops! Page not found", a Return to Home link, and the unknown path logged to the console. */
export function NotFoundPage({ texts, home, languages = [] }: NotFoundPageProps) {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    )
  }, [])

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      {/* A large figure above the heading, not a paragraph: as a bold <p> before the <h1> it reads to
          assistive technology like a heading that is not marked as one (axe's p-as-heading). */}
      <div className="text-7xl font-extrabold text-accent">404</div>
      <h1 className="mt-4 text-2xl font-bold">{texts.title}</h1>
      <p className="mt-2 text-muted-foreground">{texts.body}</p>
      <ButtonLink href={home} className="mt-8">
        <Home className="size-4" aria-hidden="true" /> {texts.home}
      </ButtonLink>
      <LanguageList
        label={texts.language}
        languages={languages}
        className="mt-6 flex flex-wrap justify-center gap-1"
      />
    </main>
  )
}

/** The not-found island: rendered with `<Island of={notFoundIsland}>`, hydrated by the page's script. */
export const notFoundIsland = defineIsland('not-found', NotFoundPage)
