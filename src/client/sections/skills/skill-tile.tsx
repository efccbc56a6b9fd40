import { cn } from '@/client/lib/cn'
import type { Skill } from '@/content/schema'
import { proficiencyOf, skillIconOf, skillInitial } from '@/core/skills'
import { sitePath } from '@/client/lib/site-path'
import { usePageLocale } from '@/client/lib/page-locale'
import { fill } from '@/i18n/format'

// Static class names, so Tailwind generates them and the HTML carries no inline style: one width per proficiency.
const BAR_WIDTH: Readonly<Record<number, string>> = {
  95: 'w-[95%]',
  85: 'w-[85%]',
  75: 'w-[75%]',
  65: 'w-[65%]',
}

/**
 * One skill, in one compact row: icon (or its first letter when the icon is missing or fails), name and
 * proficiency bar, and the expertise label, shown on hover and on keyboard focus in the tile's corner
 * (always, below the bar, on touch screens). Icon failures are handled by lib/skill-icons.
 */
export function SkillTile({ skill }: { skill: Skill }) {
  const { t, intl } = usePageLocale()
  const proficiency = proficiencyOf(skill.expertise)
  const icon = skillIconOf(skill)
  const expertise = t.skills.expertise[skill.expertise]
  const percent = new Intl.NumberFormat(intl, { style: 'percent' }).format(proficiency / 100)
  return (
    <li
      tabIndex={0}
      className="group relative flex items-center gap-2.5 rounded-xl border border-border bg-card px-3 py-2.5 transition-colors hover:border-accent focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent"
    >
      {/* Brand icons are drawn for light backgrounds (several are black), so they sit on a light chip in
          both themes; in dark mode the chip is slightly dimmed so it does not glare. */}
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white ring-1 ring-slate-900/5 dark:bg-slate-100 dark:ring-white/10">
        {icon ? (
          <img
            src={sitePath(icon)}
            alt=""
            width={20}
            height={20}
            loading="lazy"
            decoding="async"
            data-skill-icon=""
            className="size-5"
          />
        ) : null}
        <span
          data-skill-initial=""
          hidden={Boolean(icon)}
          aria-hidden="true"
          className="text-base font-bold text-accent"
        >
          {skillInitial(skill.name)}
        </span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="truncate text-sm font-semibold">{skill.name}</span>
        <span
          role="progressbar"
          aria-label={fill(t.skills.proficiency, { skill: skill.name })}
          aria-valuenow={proficiency}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={fill(t.skills.level, { expertise, percent })}
          className="block h-1.5 w-full overflow-hidden rounded-full bg-subtle"
        >
          <span className={cn('block h-full rounded-full bg-accent', BAR_WIDTH[proficiency])} />
        </span>
        {/* Over the name's end on hover and focus; in the flow, always shown, on touch screens, which
            have no hover. */}
        <span className="absolute top-1.5 end-2 rounded-sm bg-card px-1 text-[0.6875rem] font-medium text-accent opacity-0 transition-opacity group-hover:opacity-100 group-focus:opacity-100 group-focus-visible:opacity-100 [@media(hover:none)]:static [@media(hover:none)]:p-0 [@media(hover:none)]:opacity-100">
          {expertise}
        </span>
      </span>
    </li>
  )
}
