import { cn } from '@/client/lib/cn'

/** Highlights as a resume lists them: one point each, with a bullet in the accent colour. */
export function HighlightList({
  items,
  className,
}: {
  items: readonly string[]
  className?: string
}) {
  return (
    <ul className={cn('space-y-1.5 leading-relaxed', className)}>
      {items.map((item) => (
        <li key={item} className="relative ps-4">
          <span
            aria-hidden="true"
            className="absolute start-0 top-[0.8em] size-1.5 -translate-y-1/2 rounded-full bg-accent"
          />
          {item}
        </li>
      ))}
    </ul>
  )
}
