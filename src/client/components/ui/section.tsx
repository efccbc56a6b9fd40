import type { ReactNode } from 'react'
import { cn } from '@/client/lib/cn'
import type { SectionId } from '@/core/sections'

type SectionProps = {
  id: SectionId
  title: string
  subtitle?: string
  children: ReactNode
  className?: string
}

/** A page section with its anchor and heading. `data-fade` opts it into the fade-in enhancement. */
export function Section({ id, title, subtitle, children, className }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-fade=""
      className={cn('py-20 sm:py-24', className)}
    >
      <div className="page-column mx-auto px-4 sm:px-6 lg:px-8">
        {/* The class names are the presets' hooks (styles.css): plain, ruled or quiet headings. */}
        <header className="section-header mb-10">
          {/* Its size and weight are the preset's type scale (styles.css). */}
          <h2 id={headingId} className="section-heading">
            {title}
          </h2>
          {subtitle ? <p className="mt-4 max-w-2xl text-muted-foreground">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}
