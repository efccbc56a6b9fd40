import { Mail } from 'lucide-react'
import { SocialIcon } from '@/client/components/social-icon'
import { ExternalLink } from '@/client/components/ui/external-link'
import type { Profile } from '@/content/schema'
import { handleOf, profileLinks, socialIconOf } from '@/core/links'
import { QUICK_LINKS } from '@/core/sections'

const iconLinkClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-accent'

/** `buildYear` is the year at prerender time; lib/current-year.ts brings it up to date in the browser. */
export function Footer({ profile, buildYear }: { profile: Profile; buildYear: number }) {
  const links = profileLinks(profile)
  return (
    <footer className="border-t border-border bg-card/50">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          {/* A heading like its neighbours (Quick Links, Contact Info), so the column can be found by it. */}
          <h2 className="text-lg font-bold break-words">{profile.name}</h2>
          <p className="mt-1 text-sm font-medium text-accent">{profile.tagline}</p>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{profile.blurb}</p>
          <ul className="mt-4 flex gap-3" aria-label="Social links">
            {links.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url} aria-label={link.label} className={iconLinkClass}>
                  <SocialIcon icon={socialIconOf(link)} className="size-4" />
                </ExternalLink>
              </li>
            ))}
            <li>
              <a href={`mailto:${profile.email}`} aria-label="Email" className={iconLinkClass}>
                <Mail className="size-4" aria-hidden="true" />
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Quick Links">
          <h2 className="text-sm font-semibold tracking-wider uppercase">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-muted-foreground hover:text-accent">
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider uppercase">Contact Info</h2>
          <ul className="mt-4 space-y-2 text-sm text-muted-foreground">
            <li>
              <a href={`mailto:${profile.email}`} className="break-all hover:text-accent">
                {profile.email}
              </a>
            </li>
            <li>
              {profile.location.city}, {profile.location.region}
            </li>
            {links.map((link) => (
              <li key={link.url}>
                {link.label}:{' '}
                <ExternalLink href={link.url} className="break-all hover:text-accent">
                  {handleOf(link)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        © <span data-current-year="">{buildYear}</span> {profile.name}. All rights reserved.
      </p>
    </footer>
  )
}
