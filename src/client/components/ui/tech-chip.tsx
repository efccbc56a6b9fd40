/** How strongly a chip's colour tints the surface behind its text (a fill opacity). */
export const CHIP_TINT = 0.12

/**
 * A technology chip: its colour (core/chip-colors.ts) as a dot and a faint tint, its text in the theme's
 * colour, so the text reads the same on any hue. The colour travels in SVG `fill` attributes (the site's
 * CSP allows no inline styles): one SVG behind the text draws both. Without a colour the chip is neutral,
 * its dot an outline in the text colour.
 */
export function TechChip({ name, color }: { name: string; color: string | undefined }) {
  return (
    <span
      className="look-tag relative inline-flex items-center overflow-hidden rounded-control border border-border py-px pe-2 ps-5 text-xs font-medium text-muted-foreground"
      data-chip-color={color ?? ''}
    >
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 size-full rtl:-scale-x-100"
      >
        {color ? <rect width="100%" height="100%" fill={color} fillOpacity={CHIP_TINT} /> : null}
        <circle
          cx="11"
          cy="50%"
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
