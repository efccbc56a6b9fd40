import { ArrowDown, ChevronDown, FileText, Mail, Sparkles } from 'lucide-react'
import { SocialIcon } from '@/client/components/social-icon'
import { ButtonLink } from '@/client/components/ui/button-link'
import { ExternalLink } from '@/client/components/ui/external-link'
import type { Profile } from '@/content/schema'
import { CHAT_MESSAGE_MAX_LENGTH } from '@/core/chat'
import { suggestedQuestions } from '@/core/chat-suggestions'
import { socialIconOf } from '@/core/links'
import { cn } from '@/client/lib/cn'
import { sitePath } from '@/client/lib/site-path'
import { HeroPortrait } from './hero-portrait'

// Quiet icons: the one filled button is the primary action.
const socialClass =
  'inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:text-accent focus-visible:outline-2 focus-visible:outline-accent'

// Names longer than this (in characters) take the smaller display size on wide screens.
const LONG_NAME = 18

// How many suggested questions the hero offers beside its field: the panel offers them all.
const HERO_QUESTIONS = 2

/** `Software Developer | Applied AI Engineer`: each role on its own, the bars drawn as separators. */
function Roles({ tagline }: { tagline: string }) {
  const roles = tagline.split('|').map((role) => role.trim())
  return (
    <p className="hero-roles mt-4 flex flex-col font-mono text-base font-medium text-muted-foreground sm:block sm:text-lg">
      {roles.map((role, index) => (
        <span key={`${role}-${index}`}>
          {/* On a phone each role takes a line of its own, and the bar would be left hanging. */}
          {index > 0 ? <span className="hidden text-accent sm:inline"> | </span> : null}
          <span className="whitespace-nowrap">{role}</span>
        </span>
      ))}
    </p>
  )
}

/**
 * The question field and two suggested questions: they ask the assistant in the chat panel
 * (lib/hero-ask.ts). The site has no forms, so this is a field and buttons that only a script can send;
 * without scripts the field is hidden (styles.css), and each suggested question is a link to the contact
 * section, so nothing here is a dead end.
 */
function AskAssistant({ profile }: { profile: Profile }) {
  const firstName = profile.name.split(/\s+/)[0] ?? profile.name
  const questions = suggestedQuestions(profile).slice(0, HERO_QUESTIONS)
  return (
    <div data-hero-ask="" className="mt-8 w-full max-w-xl">
      <div data-hero-ask-field="">
        <label
          htmlFor="hero-ask"
          className="flex items-center justify-center gap-2 font-mono text-xs font-medium tracking-wide text-muted-foreground uppercase md:justify-start"
        >
          <Sparkles className="size-3.5 text-accent" aria-hidden="true" /> Ask my AI assistant
        </label>
        <div className="mt-2 flex items-center gap-2 rounded-xl border border-border bg-card p-1.5 shadow-sm transition-colors focus-within:border-accent">
          <input
            id="hero-ask"
            type="text"
            enterKeyHint="send"
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            autoComplete="off"
            placeholder={`What has ${firstName} built?`}
            className="min-w-0 flex-1 bg-transparent px-2.5 py-1.5 text-base text-foreground placeholder:text-muted-foreground focus:outline-none"
          />
          <button
            type="button"
            data-hero-ask-send=""
            className="rounded-lg border border-border bg-subtle px-4 py-1.5 text-sm font-medium text-foreground transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            Ask
          </button>
        </div>
      </div>
      {questions.length ? (
        <ul
          className="mt-3 flex flex-wrap justify-center gap-2 md:justify-start"
          aria-label="Suggested questions"
        >
          {questions.map((question) => (
            <li key={question}>
              <a
                href="#contact"
                data-ask={question}
                className="inline-block rounded-full border border-border px-3 py-1 text-left text-xs text-muted-foreground transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                {question}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** `askable`: the assistant is on the page (a static build without a chat API leaves it out). */
export function Hero({
  profile,
  askable = true,
  photo,
}: {
  profile: Profile
  askable?: boolean
  /** The photo written into the page (see HeroPortrait's `inlined`). */
  photo?: string | undefined
}) {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative flex items-center overflow-hidden pt-24 pb-14 md:min-h-svh md:pt-24 md:pb-16"
    >
      <div className="hero-glow" aria-hidden="true" />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-8 px-4 text-center sm:px-6 md:grid-cols-[minmax(0,1fr)_auto] md:gap-14 md:text-left lg:px-8">
        <div className="flex justify-center md:order-last">
          <HeroPortrait profile={profile} inlined={photo} />
        </div>
        <div className="flex min-w-0 flex-col items-center md:items-start">
          {profile.status ? (
            <p className="hero-status mb-5 inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-foreground">
              <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
              {profile.status}
            </p>
          ) : null}
          <p className="font-mono text-sm font-semibold tracking-widest text-accent uppercase">
            Hello, I’m
          </p>
          <h1
            id="home-heading"
            data-gradient-text=""
            className={cn(
              'hero-name mt-3 text-5xl leading-[1.05] font-black tracking-tight text-balance break-words sm:text-6xl',
              // A long name steps down a size on wide screens, so it keeps to a line or two.
              Array.from(profile.name).length > LONG_NAME ? 'lg:text-6xl' : 'lg:text-7xl',
            )}
          >
            {profile.name}
          </h1>
          {profile.headline ? (
            <p className="hero-headline mt-3 text-2xl font-bold tracking-tight text-balance text-muted-foreground sm:text-3xl lg:text-4xl">
              {profile.headline}
            </p>
          ) : null}
          <Roles tagline={profile.tagline} />
          <p className="hero-intro mt-5 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">
            {profile.intro}
          </p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-x-2 gap-y-3 md:justify-start">
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
          {askable ? <AskAssistant profile={profile} /> : null}
        </div>
      </div>
      {/* A cue that there is more below, where the screen is tall enough to have room for it. */}
      <a
        href="#about"
        aria-label="Scroll to About"
        className="absolute bottom-3 left-1/2 hidden -translate-x-1/2 rounded-full p-2 text-muted-foreground transition-colors hover:text-accent focus-visible:outline-2 focus-visible:outline-accent md:[@media(min-height:56rem)]:block"
      >
        <ChevronDown className="size-6 motion-safe:animate-bounce" aria-hidden="true" />
      </a>
    </section>
  )
}
