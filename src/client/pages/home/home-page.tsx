import { AssistantIsland } from '@/client/chat/assistant-island'
import { Fragment } from 'react'
import { Island } from '@/client/components/island'
import { usePageLocale } from '@/client/lib/page-locale'
import { Footer } from '@/client/sections/footer/footer'
import { navigationIsland } from '@/client/sections/navigation/navigation'
import { SECTION_VIEWS } from '@/client/sections/section-views'
import type { Profile } from '@/content/schema'
import { navEntriesOf, sectionsOf, shownProfile } from '@/core/home-sections/registry'
import type { PostMeta } from '@/core/posts'

/** The home page: navigation, the sections the content has (sectionsOf), footer. Only the islands hydrate; the rest stays prerendered HTML. */
export type HomePageProps = {
  profile: Profile
  buildYear: number
  /** Where the assistant's API is; see AssistantIsland's `chatApi`. */
  chatApi?: string | null
  /** The owner's posts, newest first: with any, a Writing section shows the latest three. */
  posts?: readonly PostMeta[]
  /** The hero photo as a data: URL, when the build writes it into the page (a small SVG avatar). */
  heroPhoto?: string | undefined
}

export function HomePage({ profile, buildYear, chatApi, posts = [], heroPhoto }: HomePageProps) {
  const { t, languages } = usePageLocale()
  const shown = shownProfile(profile)
  const view = { profile: shown, posts, heroPhoto }
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.common.skipToContent}
      </a>
      <Island
        of={navigationIsland}
        props={{
          ownerName: profile.name,
          texts: {
            main: t.common.mainNavigation,
            menu: t.nav.menu,
            more: t.nav.more,
            toggleTheme: t.common.toggleTheme,
            language: t.common.language,
          },
          entries: navEntriesOf(profile, posts),
          languages,
        }}
      />
      <main id="main">
        {sectionsOf(profile, posts).map((id) => (
          <Fragment key={id}>{SECTION_VIEWS[id](view)}</Fragment>
        ))}
      </main>
      <AssistantIsland profile={profile} chatApi={chatApi} sectionsOnPage />
      <Footer profile={profile} buildYear={buildYear} />
    </>
  )
}
