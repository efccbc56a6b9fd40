// The owner's links, read from the one social list in the content.
import type { Profile, SocialLink } from '@/content/schema'

export function githubProfileUrl(username: string): string {
  return `https://github.com/${username}`
}

export type SocialIcon = 'linkedin' | 'github' | 'leetcode' | 'link'

/** A link's icon follows its label (a LeetCode link gets LeetCode's mark, HackerRank a plain link). */
export function socialIconOf(link: Pick<SocialLink, 'label'>): SocialIcon {
  const label = link.label.toLowerCase().replace(/\s+/g, '')
  if (label.includes('linkedin')) return 'linkedin'
  if (label.includes('github')) return 'github'
  if (label.includes('leetcode')) return 'leetcode'
  return 'link'
}

/** The links shown everywhere (hero, footer, contact); coding-practice links show in the hero only. */
export function profileLinks(profile: Pick<Profile, 'social'>): SocialLink[] {
  return profile.social.filter((link) => link.kind === 'profile')
}

/** The first link with this icon (LinkedIn for the certifications button, GitHub for the projects). */
export function linkWithIcon(
  profile: Pick<Profile, 'social'>,
  icon: SocialIcon,
): SocialLink | undefined {
  return profile.social.find((link) => socialIconOf(link) === icon)
}

/** The GitHub username, from the GitHub link (`https://github.com/{username}`); none without one. */
export function githubUsernameOf(profile: Pick<Profile, 'social'>): string | undefined {
  for (const link of profile.social) {
    const url = new URL(link.url)
    if (url.hostname !== 'github.com' && url.hostname !== 'www.github.com') continue
    const [username, ...rest] = url.pathname.split('/').filter(Boolean)
    if (username && rest.length === 0 && /^[a-z\d](?:[a-z\d-]{0,38})$/i.test(username)) {
      return username
    }
  }
  return undefined
}

/** What the footer and contact tiles show for a link: its handle, or its label. */
export const handleOf = (link: SocialLink) => link.handle ?? link.label
