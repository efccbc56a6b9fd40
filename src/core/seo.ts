import type { Profile } from '@/content/schema'
import type { PageName } from './routes'

export type PageMeta = { title: string; description: string }

/** Titles and descriptions come from the owner's content, never from literals in the markup. */
export function pageMeta(page: PageName, profile: Profile): PageMeta {
  const description = `${profile.name}: ${profile.tagline}. ${profile.blurb}`
  switch (page) {
    case 'home':
      return { title: `${profile.name} | ${profile.tagline}`, description }
    case 'resume':
      return {
        title: `Resume | ${profile.name}`,
        description: `The resume of ${profile.name}, ${profile.tagline}.`,
      }
    case 'not-found':
      return { title: `Page not found | ${profile.name}`, description }
  }
}
