import { ArrowDown, AtSign, FileText, Mail } from 'lucide-react'
import { SocialIcon } from '@/client/components/social-icon'
import { ButtonLink } from '@/client/components/ui/button-link'
import { ExternalLink } from '@/client/components/ui/external-link'
import type { Profile } from '@/content/schema'
import { socialIconOf } from '@/core/links'
import { usePageLocale } from '@/client/lib/page-locale'
import { HeroPortrait } from './hero-portrait'

/**
 * `Software Developer | Applied AI Engineer`: the roles, each kept whole with the bar after it, so that a
 * line may end on a bar and never start with one. The bars are quiet marks, not accents.
 */
function Roles({ tagline }: { tagline: string }) {
  const roles = tagline.split('|').map((role) => role.trim())
  return roles.map((role, index) => (
    <span key={`${role}-${index}`}>
      <span className="hero-role">
        {role}
        {index < roles.length - 1 ? <span className="hero-role-separator">{'\u00a0|'}</span> : null}
      </span>
      {index < roles.length - 1 ? ' ' : null}
    </span>
  ))
}

/**
 * The first screen: who (the status and the name), what they build (the headline, or the roles, as the
 * one middle level, and the intro), where to go next (one filled action and two outlined ones) and the
 * profiles, each a labelled link. One markup for every preset: the grid's areas (hero-aside, hero-text,
 * hero-links) are arranged by the preset in styles.css, so switching presets changes the composition,
 * not only the colours. The assistant's one way in is the floating button (chat/chat-launcher.tsx), on
 * every page.
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
      className="relative overflow-hidden pt-24 pb-4 md:pt-32"
    >
      <div className="hero-glow" aria-hidden="true" />
      <div
        className="hero-grid page-column relative mx-auto w-full px-4 sm:px-6 lg:px-8"
        data-portrait={profile.photo ? 'photo' : 'monogram'}
      >
        <div className="hero-aside">
          <HeroPortrait profile={profile} inlined={photo} />
        </div>
        <div className="hero-text">
          {profile.status ? (
            <p className="hero-status">
              <span className="hero-status-dot" aria-hidden="true" />
              <span>{profile.status}</span>
            </p>
          ) : null}
          {/* The name and its line, as HTML groups a heading with its subtitle. */}
          <hgroup className="contents">
            <h1 id="home-heading" className="hero-name text-balance break-words text-foreground">
              {profile.name}
            </h1>
            {/* The middle level: lighter than the name, stronger than the intro. */}
            <p className="hero-headline text-pretty">
              {profile.headline ?? <Roles tagline={profile.tagline} />}
            </p>
          </hgroup>
          {profile.intro ? <p className="hero-intro">{profile.intro}</p> : null}
          <div className="hero-actions">
            <ButtonLink href="#projects" size="hero" className="hero-primary">
              {t.hero.viewWork} <ArrowDown className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={href('/resume')} external variant="outline" size="hero">
              <FileText className="size-4" aria-hidden="true" /> {t.hero.resume}
            </ButtonLink>
            <ButtonLink href="#contact" variant="outline" size="hero">
              <Mail className="size-4" aria-hidden="true" /> {t.hero.getInTouch}
            </ButtonLink>
          </div>
        </div>
        {/* Each profile by its name beside its mark, and the address to write to (the spec's mailto link),
            marked apart from Get In Touch's envelope, which goes to the Contact section. */}
        <ul className="hero-links" aria-label={t.hero.profiles}>
          {profile.social.map((link) => (
            <li key={link.url} className="flex">
              <ExternalLink href={link.url} className="hero-link">
                <SocialIcon icon={socialIconOf(link)} className="hero-link-icon size-4 shrink-0" />
                <span>{link.label}</span>
              </ExternalLink>
            </li>
          ))}
          <li className="flex">
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
