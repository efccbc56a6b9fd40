import { ArrowDown, ChevronDown, FileText, Mail } from 'lucide-react'
import { SocialIcon } from '@/client/components/social-icon'
import { ButtonLink } from '@/client/components/ui/button-link'
import { ExternalLink } from '@/client/components/ui/external-link'
import type { Profile } from '@/content/schema'
import { socialIconOf } from '@/core/links'
import { sitePath } from '@/client/lib/site-path'

const socialClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-muted-foreground transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-accent'

export function Hero({ profile }: { profile: Profile }) {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative flex min-h-svh items-center overflow-hidden pt-24 pb-16"
    >
      <div className="hero-glow" aria-hidden="true" />
      <div className="relative mx-auto w-full max-w-4xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">Hello, I’m</p>
        <h1
          id="home-heading"
          className="mt-4 text-4xl font-extrabold tracking-tight break-words sm:text-6xl"
        >
          {profile.name}
        </h1>
        <p className="mt-4 text-xl font-medium text-muted-foreground sm:text-2xl">
          {profile.tagline}
        </p>
        <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">
          {profile.intro}
        </p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <ButtonLink href="#projects" size="lg">
            View My Work <ArrowDown className="size-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href={sitePath('/resume')} external variant="outline" size="lg">
            <FileText className="size-4" aria-hidden="true" /> Resume
          </ButtonLink>
          <ButtonLink href="#contact" variant="outline" size="lg">
            <Mail className="size-4" aria-hidden="true" /> Get In Touch
          </ButtonLink>
        </div>
        <ul
          className="mt-10 flex flex-wrap items-center justify-center gap-4"
          aria-label="Profiles"
        >
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
      {/* The hero fills the first screen; this cue says there is more below (hidden where space is short). */}
      <a
        href="#about"
        aria-label="Scroll to About"
        className="absolute bottom-6 left-1/2 hidden -translate-x-1/2 rounded-full p-2 text-muted-foreground transition-colors hover:text-accent focus-visible:outline-2 focus-visible:outline-accent sm:[@media(min-height:44rem)]:block"
      >
        <ChevronDown className="size-6 motion-safe:animate-bounce" aria-hidden="true" />
      </a>
    </section>
  )
}
