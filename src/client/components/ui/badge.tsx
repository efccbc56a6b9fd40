import type { ReactNode } from 'react'
import { cn } from '@/client/lib/cn'

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'look-tag inline-flex items-center rounded-control px-2.5 py-0.5 text-[0.8125rem] font-medium',
        className ?? 'bg-subtle text-muted-foreground',
      )}
    >
      {children}
    </span>
  )
}

/**
 * The Current badge: accent text straight on the card, which every accent is checked against
 * (src/content/look.ts), ringed by the accent. A tint of the accent behind the text would cost contrast
 * (cyan read 4.17:1 on a 15 % tint).
 */
export const CURRENT_BADGE = 'border border-accent/50 text-accent'
