import { Home } from 'lucide-react'
import { useEffect } from 'react'
import { ButtonLink } from '@/client/components/ui/button-link'
import { sitePath } from '@/client/lib/site-path'
import { defineIsland } from '@/client/components/island'

/** The 404 page: "Oops! Page not found", a Return to Home link, and the unknown path logged to the console. */
export function NotFoundPage() {
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
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink href={sitePath('/')} className="mt-8">
        <Home className="size-4" aria-hidden="true" /> Return to Home
      </ButtonLink>
    </main>
  )
}

/** The not-found island: rendered with `<Island of={notFoundIsland}>`, hydrated by the page's script. */
export const notFoundIsland = defineIsland('not-found', NotFoundPage)
