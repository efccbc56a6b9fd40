// The assistant as each public page renders it: the floating button's island, with the owner's name and
// suggested questions, or nothing at all where the site has no chat API. Only the prerender imports this
// file; a page's script hydrates the island with chatIsland (chat-launcher.tsx).
import { Island } from '@/client/components/island'
import type { Profile } from '@/content/schema'
import { suggestedQuestions } from '@/core/chat-suggestions'
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
  if (chatApi === null) return null
  return (
    <Island
      of={chatIsland}
      props={{
        ownerName: profile.name,
        suggestions: suggestedQuestions(profile),
        ...(chatApi ? { api: chatApi } : {}),
        ...(sectionsOnPage ? { sectionsOnPage } : {}),
      }}
    />
  )
}
