// The assistant as each public page renders it: the floating button's island, with the owner's name and
// suggested questions, or nothing at all where the site has no chat API. Only the prerender imports this
// file; a page's script hydrates the island with chatIsland (chat-launcher.tsx).
import { Island } from '@/client/components/island'
import { usePageLocale } from '@/client/lib/page-locale'
import type { Profile } from '@/content/schema'
import { suggestedQuestions } from '@/core/chat-suggestions'
import { fill } from '@/i18n/format'
import { chatIsland } from './chat-launcher'

export type AssistantIslandProps = {
  profile: Profile
  /**
   * Where the assistant's API is: this site (undefined), another origin (a static build with a deployed
   * chat API), or nowhere (null: a static build without one, which leaves the assistant out).
   */
  chatApi: string | null | undefined
  /** The page is the home page, whose sections the panel's links scroll to in place. */
  sectionsOnPage?: boolean
}

export function AssistantIsland({ profile, chatApi, sectionsOnPage }: AssistantIslandProps) {
  const { locale, t, intl, href } = usePageLocale()
  if (chatApi === null) return null
  const owner = { owner: profile.name }
  // The default questions' templates stay here: the suggestions go filled in.
  const { title, greeting, placeholder, suggestions, ...texts } = t.chat
  return (
    <Island
      of={chatIsland}
      props={{
        texts: {
          ...texts,
          title: fill(title, owner),
          greeting: fill(greeting, owner),
          placeholder: fill(placeholder, owner),
        },
        locale,
        intl,
        home: href('/'),
        ownerName: profile.name,
        suggestions: suggestedQuestions(profile),
        ...(chatApi ? { api: chatApi } : {}),
        ...(sectionsOnPage ? { sectionsOnPage } : {}),
      }}
    />
  )
}
