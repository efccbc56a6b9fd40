// Brand marks that lucide no longer ships, drawn as lucide draws every other icon on the site: outlines on
// a 24 px grid, 2 px strokes, round caps and joins, so a GitHub mark beside a document icon is one family.
// Paths: lucide's former `github` and `linkedin` icons (ISC); LeetCode's drawn here after its mark.
import type { ReactNode } from 'react'

type BrandIconProps = { className?: string }

function Outline({ className, children }: BrandIconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

export function GitHubIcon({ className }: BrandIconProps) {
  return (
    <Outline className={className}>
      <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.403 5.403 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4" />
      <path d="M9 18c-4.51 2-5-2-7-2" />
    </Outline>
  )
}

export function LinkedInIcon({ className }: BrandIconProps) {
  return (
    <Outline className={className}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </Outline>
  )
}

/** LeetCode's mark (its bracket and bar), drawn for this site in the same outline. */
export function LeetCodeIcon({ className }: BrandIconProps) {
  return (
    <Outline className={className}>
      <path d="M13.5 2 5.8 10.2a4 4 0 0 0 0 5.6l3.4 3.4a4 4 0 0 0 5.6 0l2.2-2.2" />
      <path d="m8.7 8.5.4-.4a4 4 0 0 1 5.3-.3l2.6 2.1" />
      <path d="M11 14h9" />
    </Outline>
  )
}
