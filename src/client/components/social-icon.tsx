import { Globe } from 'lucide-react'
import type { SocialIcon as SocialIconName } from '@/core/links'
import { GitHubIcon, LeetCodeIcon, LinkedInIcon } from './brand-icons'

/**
 * A social link's mark, in the site's one outline family: the brand's for the ones everyone knows (GitHub,
 * LinkedIn, LeetCode) and a globe for the rest. Every place that shows one also shows the
 * link's label, so a mark never has to be recognized to be understood.
 */
export function SocialIcon({ icon, className }: { icon: SocialIconName; className?: string }) {
  switch (icon) {
    case 'linkedin':
      return <LinkedInIcon className={className} />
    case 'github':
      return <GitHubIcon className={className} />
    case 'leetcode':
      return <LeetCodeIcon className={className} />
    case 'link':
      return <Globe className={className} aria-hidden="true" />
  }
}
