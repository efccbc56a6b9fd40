// Where the owner is, as one line: the same words wherever the site names the place (the contact
// section, the footer, the assistant, llms.txt), made of the parts the owner gave.
import type { Profile } from '@/content/schema'

/** "Dublin, Leinster, Ireland"; "Toronto, Canada" when no region is given. */
export function locationText(location: Profile['location']): string {
  return [location.city, location.region, location.country].filter(Boolean).join(', ')
}
