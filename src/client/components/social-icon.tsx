import { Link as LinkIcon } from 'lucide-react'
import type { SocialIcon as SocialIconName } from '@/core/links'
import { GitHubIcon, LeetCodeIcon, LinkedInIcon } from './brand-icons'

/** A social link's mark: the brand's own for the ones we know, a plain link icon for the rest. */
export function SocialIcon({ icon, className }: { icon: SocialIconName; className?: string }) {
  switch (icon) {
    case 'linkedin':
      return <LinkedInIcon className={className} />
    case 'github':
      return <GitHubIcon className={className} />
    case 'leetcode':
      return <LeetCodeIcon className={className} />
    case 'link':
      return <LinkIcon className={className} aria-hidden="true" />
  }
}
