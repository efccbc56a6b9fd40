import { ArrowDown, AtSign, FileText, Mail } from 'lucide-react'
import { SocialIcon } from '@/client/components/social-icon'
import { ButtonLink } from '@/client/components/ui/button-link'
import { ExternalLink } from '@/client/components/ui/external-link'
import type { Profile } from '@/content/schema'
import { socialIconOf } from '@/core/links'
import { usePageLocale } from '@/client/lib/page-locale'
import { HeroPortrait } from './hero-portrait'
import { OwnerName, nameLength } from '@/client/components/owner-name'

/**
 * A line of parts with a quiet mark between each two (`Software Developer | Applied AI Engineer`, or a
 * status's `Graduating May 2026 · open to applied AI roles`): each part kept whole, the mark drawn before
 * every part but the first, in a margin that a line's first part pushes outside the line's box, where it
 * is cut off (styles.css, `.hero-parts`). So a wrapped line neither ends nor starts on a mark. A screen
 * reader reads the mark from the visually hidden text after each part.
 */
function Parts({ text, mark }: { text: string; mark: '|' | '·' }) {
  const parts = text
    .split(mark)
    .map((part) => part.trim())
    .filter(Boolean)
  return (
    // The owner's words may not be in the page's language yet: the row runs in its own text's direction.
    <span className="hero-parts" data-mark={mark} dir="auto">
      <span>
        {parts.map((part, index) => (
          <span key={`${part}-${index}`} className="hero-part">
            {part}
            {index < parts.length - 1 ? <span className="sr-only"> {mark} </span> : null}
          </span>
        ))}
      </span>
    </span>
  )
}

/**
 * The first screen: who (the status and the name), what they build (the headline, or the roles, as the
 * one middle level, and the intro), where to go next (one primary action and two quieter ones: buttons,
 * or words, as the preset draws them) and the profiles, each a labelled link. One markup for every
 * preset: the grid's areas (hero-aside, hero-text, hero-links) and the actions are arranged by the preset
 * in styles.css, so switching presets changes the composition, not only the colours. The assistant's one
 * way in is the floating button (chat/chat-launcher.tsx), on every page.
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
              <Parts text={profile.status} mark="·" />
            </p>
          ) : null}
          {/* The name and its line, as HTML groups a heading with its subtitle. */}
          <hgroup className="contents">
            <h1
              id="home-heading"
              className="hero-name text-balance break-words text-foreground"
              data-length={nameLength(profile.name)}
            >
              <OwnerName name={profile.name} />
            </h1>
            {/* The middle level: lighter than the name, stronger than the intro. */}
            <p className="hero-headline text-pretty">
              {profile.headline ?? <Parts text={profile.tagline} mark="|" />}
            </p>
          </hgroup>
          {profile.intro ? <p className="hero-intro">{profile.intro}</p> : null}
          <div className="hero-actions">
            <ButtonLink href="#projects" size="hero" className="hero-primary">
              {t.hero.viewWork} <ArrowDown className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink
              href={href('/resume')}
              external
              variant="outline"
              size="hero"
              className="hero-secondary"
            >
              <FileText className="size-4" aria-hidden="true" /> {t.hero.resume}
            </ButtonLink>
            <ButtonLink href="#contact" variant="outline" size="hero" className="hero-secondary">
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
