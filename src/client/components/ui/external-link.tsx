import type { AnchorHTMLAttributes } from 'react'

/** Every link that opens a new tab goes through here, so none can forget rel="noopener noreferrer". */
export function ExternalLink(
  props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>,
) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />
}
