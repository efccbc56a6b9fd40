import { Mail, MapPin, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import { SocialIcon } from '@/client/components/social-icon'
import { ButtonLink } from '@/client/components/ui/button-link'
import { ExternalLink } from '@/client/components/ui/external-link'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { handleOf, profileLinks, socialIconOf } from '@/core/links'
import { locationText } from '@/core/location'
import { usePageLocale } from '@/client/lib/page-locale'

const tileClass =
  'flex items-center gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-colors'
const linkTileClass = `${tileClass} hover:border-accent focus-visible:outline-2 focus-visible:outline-accent`

function TileBody({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <>
      <span
        className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent"
        aria-hidden="true"
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-muted-foreground">{label}</span>
        {/* Wraps rather than truncates: on a narrow phone the whole address stays readable. */}
        <span className="block font-medium wrap-anywhere">{value}</span>
      </span>
    </>
  )
}

export function Contact({ profile }: { profile: Profile }) {
  const { t } = usePageLocale()
  const links = profileLinks(profile)
  const copy = profile.sections.contact
  return (
    <Section id="contact" title={copy.title} subtitle={copy.subtitle}>
      {/* grid-cols-1, not the implicit column: an implicit column is as wide as its widest tile (the
          email), and on a 320 px phone that pushed the page sideways. 1fr with a zero minimum lets the
          tiles shrink and their text wrap instead. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          <div>
            <h3 className="mb-4 text-lg font-semibold">{t.contact.getInTouch}</h3>
            <div className="space-y-3">
              <a href={`mailto:${profile.email}`} className={linkTileClass}>
                <TileBody
                  icon={<Mail className="size-5" />}
                  label={t.contact.email}
                  value={profile.email}
                />
              </a>
              <div className={tileClass}>
                <TileBody
                  icon={<MapPin className="size-5" />}
                  label={t.contact.location}
                  value={locationText(profile.location)}
                />
              </div>
            </div>
          </div>
          {links.length ? (
            <div>
              <h3 className="mb-4 text-lg font-semibold">{t.contact.connect}</h3>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {links.map((link) => (
                  <ExternalLink key={link.url} href={link.url} className={linkTileClass}>
                    <TileBody
                      icon={<SocialIcon icon={socialIconOf(link)} className="size-5" />}
                      label={link.label}
                      value={handleOf(link)}
                    />
                  </ExternalLink>
                ))}
              </div>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col justify-center rounded-2xl border border-border bg-gradient-to-br from-accent/15 via-card to-card p-8 shadow-sm">
          <h3 className="text-2xl font-bold">{t.contact.collaborate}</h3>
          <p className="mt-3 leading-relaxed text-muted-foreground">{copy.blurb}</p>
          <ButtonLink href={`mailto:${profile.email}`} size="lg" className="mt-6 self-start">
            <Send className="size-4" aria-hidden="true" /> {t.contact.sendEmail}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}
