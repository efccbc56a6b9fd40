import type { AnchorHTMLAttributes } from 'react'
import { cn } from '@/client/lib/cn'

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

const variants = {
  primary: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90',
  outline: 'border border-border bg-card text-foreground hover:bg-subtle',
  ghost: 'text-foreground hover:bg-subtle',
} as const

const sizes = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
  // The hero's actions: one fixed height whether the button is filled or outlined.
  hero: 'h-11 px-5 text-[0.9375rem]',
} as const

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes }

export function buttonClasses(
  { variant = 'primary', size = 'md' }: ButtonStyle = {},
  extra?: string,
) {
  return cn(base, variants[variant], sizes[size], extra)
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonStyle & {
    /** Opens in a new tab with rel="noopener noreferrer". */
    external?: boolean
  }

/** A link that looks like a button: every action on this site navigates somewhere. */
export function ButtonLink({ variant, size, external, className, ...props }: ButtonLinkProps) {
  return (
    <a
      {...props}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={buttonClasses({ variant, size }, className)}
    />
  )
}
