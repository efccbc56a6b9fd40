import { ArrowDown, AtSign, FileText, Mail } from 'lucide-react'
import { SocialIcon } from '@/client/components/social-icon'
import { ButtonLink } from '@/client/components/ui/button-link'
import { ExternalLink } from '@/client/components/ui/external-link'
import type { Profile } from '@/content/schema'
import { socialIconOf } from '@/core/links'
import { usePageLocale } from '@/client/lib/page-locale'
import { HeroPortrait } from './hero-portrait'

/**
 * `Software Developer | Applied AI Engineer`: the roles, the bars drawn as quiet accent marks. Above the
 * name as a small label when a headline is the line under it; the line under it when there is none, so
 * the hero always has a middle level between the name and the intro.
 */
function Roles({ tagline }: { tagline: string }) {
  const roles = tagline.split('|').map((role) => role.trim())
  return roles.map((role, index) => (
    <span key={`${role}-${index}`}>
      {index > 0 ? <span className="text-accent"> | </span> : null}
      <span className="whitespace-nowrap">{role}</span>
    </span>
  ))
}

/**
 * The first screen: who (status, roles, name), what they build (the headline, or the roles, and the
 * intro), where to go next (one filled action and two quiet ones) and the profiles, each a labelled link.
 * One markup for every preset: the grid's areas (hero-aside, hero-text, hero-links) are arranged by the
 * preset in styles.css, so switching presets changes the composition, not only the colours. The
 * assistant's one way in is the floating button (chat/chat-launcher.tsx), on every page.
 */
export function Hero({
  profile,
  photo,
}: {
  profile: Profile
  /** The photo written into the page (see HeroPortrait's `inlined`). */
  photo?: string | undefined
}) {
  const { t, href } = usePageLocale()
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      // Not a full screen of its own: the next section starts within the first view, so there is no
      // empty band below the actions and the page reads as continuing.
      className="relative overflow-hidden pt-22 pb-4 md:pt-32"
    >
      <div className="hero-glow" aria-hidden="true" />
      <div
        className="hero-grid relative mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8"
        data-portrait={profile.photo ? 'photo' : 'monogram'}
      >
        <div className="hero-aside">
          <HeroPortrait profile={profile} inlined={photo} />
        </div>
        <div className="hero-text flex min-w-0 flex-col items-start">
          {profile.status ? (
            <p className="hero-status inline-flex items-center gap-2 rounded-control border border-border bg-card px-3 py-1 text-sm font-medium text-foreground">
              <span className="size-2 shrink-0 rounded-full bg-accent" aria-hidden="true" />
              <span>{profile.status}</span>
            </p>
          ) : null}
          {profile.headline ? (
            <p className="hero-roles mt-5 font-mono text-xs font-medium tracking-widest text-muted-foreground uppercase first:mt-0 sm:text-sm">
              <Roles tagline={profile.tagline} />
            </p>
          ) : null}
          {/* The name and its line, as HTML groups a heading with its subtitle. */}
          <hgroup className="contents">
            <h1
              id="home-heading"
              className="hero-name mt-3 text-5xl leading-[1.05] font-bold tracking-tight text-balance break-words text-foreground first:mt-0 sm:text-6xl lg:text-7xl"
            >
              {profile.name}
            </h1>
            {/* The middle level: lighter than the name, stronger than the intro. */}
            <p className="hero-headline mt-3 text-2xl font-light tracking-tight text-balance text-muted-foreground sm:text-3xl">
              {profile.headline ?? <Roles tagline={profile.tagline} />}
            </p>
          </hgroup>
          {/* At most 65 characters a line (30em of running text), the measure that reads easily. */}
          {profile.intro ? (
            <p className="hero-intro mt-5 max-w-[30em] text-base leading-relaxed text-muted-foreground sm:text-lg">
              {profile.intro}
            </p>
          ) : null}
          <div className="hero-actions mt-8 flex flex-wrap items-center gap-x-2 gap-y-3">
            <ButtonLink href="#projects" size="lg" className="hero-primary me-2">
              {t.hero.viewWork} <ArrowDown className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={href('/resume')} external variant="ghost">
              <FileText className="size-4" aria-hidden="true" /> {t.hero.resume}
            </ButtonLink>
            <ButtonLink href="#contact" variant="ghost">
              <Mail className="size-4" aria-hidden="true" /> {t.hero.getInTouch}
            </ButtonLink>
          </div>
        </div>
        {/* Each profile by its name beside its mark, and the address to write to (the spec's mailto link),
            marked apart from Get In Touch's envelope, which goes to the Contact section. */}
        <ul className="hero-links" aria-label={t.hero.profiles}>
          {profile.social.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url} className="hero-link">
                <SocialIcon icon={socialIconOf(link)} className="hero-link-icon size-4 shrink-0" />
                <span>{link.label}</span>
              </ExternalLink>
            </li>
          ))}
          <li>
            <a href={`mailto:${profile.email}`} className="hero-link">
              <AtSign className="hero-link-icon size-4 shrink-0" aria-hidden="true" />
              <span>{t.common.email}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  )
}
