import { CHIP_TINT } from '@/core/chip-colors'

/**
 * A technology chip: its colour (core/chip-colors.ts) as a dot and a faint tint, its text in the theme's
 * colour, so the text reads the same on any hue. The colour travels in SVG `fill` attributes: the site's
 * CSP allows no inline styles. Without a colour the chip is neutral, its dot drawn in the text colour.
 */
export function TechChip({ name, color }: { name: string; color: string | undefined }) {
  return (
    <span
      className="relative inline-flex items-center gap-1.5 overflow-hidden rounded-full border border-border px-2 py-px text-xs font-medium text-muted-foreground"
      data-chip-color={color ?? ''}
    >
      {color ? (
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 size-full"
          preserveAspectRatio="none"
        >
          <rect width="100%" height="100%" fill={color} fillOpacity={CHIP_TINT} />
        </svg>
      ) : null}
      <svg aria-hidden="true" viewBox="0 0 8 8" className="relative size-2 shrink-0">
        <circle
          cx="4"
          cy="4"
          r="3.25"
          fill={color ?? 'none'}
          stroke="currentColor"
          strokeOpacity={color ? 0.3 : 0.7}
          strokeWidth="1.5"
        />
      </svg>
      <span className="relative">{name}</span>
    </span>
  )
}
