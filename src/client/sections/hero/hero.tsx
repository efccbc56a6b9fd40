import { ArrowDown, FileText, Mail } from 'lucide-react'
import { SocialIcon } from '@/client/components/social-icon'
import { ButtonLink } from '@/client/components/ui/button-link'
import { ExternalLink } from '@/client/components/ui/external-link'
import type { Profile } from '@/content/schema'
import { socialIconOf } from '@/core/links'
import { cn } from '@/client/lib/cn'
import { sitePath } from '@/client/lib/site-path'
import { HeroPortrait } from './hero-portrait'

// Quiet icons: the one filled button is the primary action.
const socialClass =
  'inline-flex size-10 items-center justify-center rounded-control text-muted-foreground transition-colors hover:text-accent focus-visible:outline-2 focus-visible:outline-accent'

// Names longer than this (in characters) take the smaller display size on wide screens.
const LONG_NAME = 18

/**
 * `Software Developer | Applied AI Engineer`: the roles as a small label above the name, where a greeting
 * would add nothing, the bars drawn as quiet accent marks.
 */
function Roles({ tagline }: { tagline: string }) {
  const roles = tagline.split('|').map((role) => role.trim())
  return (
    <p className="hero-roles mt-5 font-mono first:mt-0 text-xs font-medium tracking-widest text-muted-foreground uppercase sm:text-sm">
      {roles.map((role, index) => (
        <span key={`${role}-${index}`}>
          {index > 0 ? <span className="text-accent"> | </span> : null}
          <span className="whitespace-nowrap">{role}</span>
        </span>
      ))}
    </p>
  )
}

/**
 * The first screen: who (status, roles, name), what they build (headline, intro) and where to go next
 * (one filled action, two quiet ones and the profiles). The assistant's one way in is the floating button
 * (chat/chat-launcher.tsx), on every page, so the hero does not offer a second.
 */
export function Hero({
  profile,
  photo,
}: {
  profile: Profile
  /** The photo written into the page (see HeroPortrait's `inlined`). */
  photo?: string | undefined
}) {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      // Not a full screen of its own: the next section starts within the first view, so there is no
      // empty band below the actions and the page reads as continuing.
      className="relative overflow-hidden pt-20 pb-4 md:pt-36"
    >
      <div className="hero-glow" aria-hidden="true" />
      {/* The text column is as wide as its longest line may be, and the portrait sits right beside it,
          its top level with the status's: it belongs to the text, with no empty gutter between. */}
      <div className="relative mx-auto grid w-full max-w-6xl items-start gap-6 px-4 text-center sm:px-6 md:grid-cols-[minmax(0,46rem)_auto] md:gap-12 md:text-left lg:px-8">
        <div className="flex justify-center md:order-last md:pt-1">
          <HeroPortrait profile={profile} inlined={photo} />
        </div>
        <div className="flex min-w-0 flex-col items-center md:items-start">
          {profile.status ? (
            <p className="hero-status inline-flex items-center gap-2 rounded-control border border-border bg-card px-3 py-1 text-xs font-medium text-foreground">
              <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
              {profile.status}
            </p>
          ) : null}
          <Roles tagline={profile.tagline} />
          {/* The name and its line, as HTML groups a heading with its subtitle. */}
          <hgroup className="contents">
            <h1
              id="home-heading"
              className={cn(
                'hero-name mt-3 text-5xl leading-[1.05] font-black tracking-tight text-balance break-words text-foreground sm:text-6xl',
                // A long name steps down a size on wide screens, so it keeps to a line or two.
                Array.from(profile.name).length > LONG_NAME ? 'lg:text-6xl' : 'lg:text-7xl',
              )}
            >
              {profile.name}
            </h1>
            {/* A lighter weight than the name's, so the name leads and the line reads as its caption. */}
            {profile.headline ? (
              <p className="hero-headline mt-4 text-xl font-medium tracking-tight text-balance text-foreground sm:text-2xl lg:text-3xl">
                {profile.headline}
              </p>
            ) : null}
          </hgroup>
          {profile.intro ? (
            <p className="hero-intro mt-4 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">
              {profile.intro}
            </p>
          ) : null}
          {/* On a phone the actions keep out of the column the floating assistant button takes (48 px
              wide, 12 px from the edge): a short hero leaves them on the first screen, where the button
              would cover the last one. */}
          <div className="mt-8 flex flex-wrap items-center justify-center gap-x-2 gap-y-3 max-sm:pr-12 max-sm:pl-4 md:justify-start">
            <ButtonLink href="#projects" size="lg" className="mr-2">
              View My Work <ArrowDown className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={sitePath('/resume')} external variant="ghost">
              <FileText className="size-4" aria-hidden="true" /> Resume
            </ButtonLink>
            <ButtonLink href="#contact" variant="ghost">
              <Mail className="size-4" aria-hidden="true" /> Get In Touch
            </ButtonLink>
            <ul className="flex items-center gap-1" aria-label="Profiles">
              {profile.social.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url} aria-label={link.label} className={socialClass}>
                    <SocialIcon icon={socialIconOf(link)} className="size-5" />
                  </ExternalLink>
                </li>
              ))}
              <li>
                <a href={`mailto:${profile.email}`} aria-label="Email" className={socialClass}>
                  <Mail className="size-5" aria-hidden="true" />
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
