import { ArrowUp, Mail } from 'lucide-react'
import { SocialIcon } from '@/client/components/social-icon'
import { ExternalLink } from '@/client/components/ui/external-link'
import type { Profile } from '@/content/schema'
import { handleOf, profileLinks, socialIconOf } from '@/core/links'
import { locationText } from '@/core/location'
import { QUICK_LINKS } from '@/core/sections'
import { fill } from '@/i18n/format'
import { usePageLocale } from '@/client/lib/page-locale'

const iconLinkClass =
  'inline-flex size-10 items-center justify-center rounded-control border border-border text-muted-foreground transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-accent'
const label = 'font-mono text-xs font-semibold tracking-widest text-muted-foreground uppercase'
const rowLink =
  'text-muted-foreground hover:text-accent focus-visible:outline-2 focus-visible:outline-accent'

/**
 * The page's sign-off: a closing line and who wrote the page, then one row of links (the sections, then
 * the ways to reach the owner), and the copyright beside a way back to the top.
 * `buildYear` is the year at prerender time; lib/current-year.ts brings it up to date in the browser.
 */
export function Footer({ profile, buildYear }: { profile: Profile; buildYear: number }) {
  const { t } = usePageLocale()
  const links = profileLinks(profile)
  // The copyright line around the year, which the browser brings up to date (lib/current-year.ts).
  const [beforeYear = '', afterYear = ''] = fill(t.footer.copyright, { owner: profile.name }).split(
    '{year}',
  )
  return (
    <footer className="border-t border-border bg-card/50">
      <div className="page-column mx-auto px-4 pt-14 pb-10 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-end md:gap-12">
          <div>
            <p className="font-mono text-xs font-semibold tracking-widest text-accent uppercase">
              {t.footer.thanks}
            </p>
            <p className="footer-closing mt-3 text-3xl font-black tracking-tight sm:text-4xl">
              {t.footer.closing}
            </p>
          </div>
          <div>
            {/* A heading like its neighbours (Quick Links, Contact Info), so the column can be found by it. */}
            <h2 className="text-lg font-bold break-words">{profile.name}</h2>
            <p className="mt-1 text-sm font-medium text-accent">{profile.tagline}</p>
            {profile.blurb ? (
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{profile.blurb}</p>
            ) : null}
            <ul className="mt-4 flex gap-3" aria-label={t.footer.socialLinks}>
              {links.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url} aria-label={link.label} className={iconLinkClass}>
                    <SocialIcon icon={socialIconOf(link)} className="size-4" />
                  </ExternalLink>
                </li>
              ))}
              <li>
                <a
                  href={`mailto:${profile.email}`}
                  aria-label={t.common.email}
                  className={iconLinkClass}
                >
                  <Mail className="size-4" aria-hidden="true" />
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="footer-row mt-10 grid grid-cols-1 gap-4 border-t border-border pt-8 text-sm">
          <nav
            aria-label={t.footer.quickLinks}
            className="flex flex-wrap items-baseline gap-x-5 gap-y-2"
          >
            <h2 className={label}>{t.footer.quickLinks}</h2>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {QUICK_LINKS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`} className={rowLink}>
                    {t.nav[id]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-baseline gap-x-5 gap-y-2">
            <h2 className={label}>{t.footer.contactInfo}</h2>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-muted-foreground">
              <li>
                <a href={`mailto:${profile.email}`} className={`${rowLink} break-all`}>
                  {profile.email}
                </a>
              </li>
              <li>{locationText(profile.location)}</li>
              {links.map((link) => (
                <li key={link.url}>
                  {link.label}:{' '}
                  <ExternalLink href={link.url} className={`${rowLink} break-all`}>
                    {handleOf(link)}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-border">
        {/* From `sm` up the bottom padding keeps the last line clear of the floating chat button at the
            page's very end (56 px, 24 px off the edge); on a phone the button is in the top bar. */}
        <div className="page-column mx-auto flex flex-wrap items-center justify-between gap-4 px-4 pt-6 pb-8 text-sm sm:pb-24 text-muted-foreground sm:px-6 lg:px-8">
          <p>
            {beforeYear}
            <span data-current-year="">{buildYear}</span>
            {afterYear}
          </p>
          <a
            href="#home"
            data-back-to-top=""
            className="inline-flex items-center gap-1.5 rounded-md font-medium hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t.footer.backToTop} <ArrowUp className="size-4" aria-hidden="true" />
          </a>
        </div>
      </div>
    </footer>
  )
}
