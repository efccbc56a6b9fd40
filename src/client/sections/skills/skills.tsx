import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { usePageLocale } from '@/client/lib/page-locale'
import { SkillTile } from './skill-tile'

export function Skills({ profile }: { profile: Profile }) {
  const { t } = usePageLocale()
  return (
    <Section
      id="skills"
      title={t.sections.skills.title}
      subtitle={profile.sections.skills.subtitle}
    >
      {/* Compact: on wide screens each group's name sits beside its tiles, not above them. */}
      <div className="space-y-8 lg:space-y-6">
        {profile.skills.map((group) => {
          const headingId = `skills-${group.group.toLowerCase().replace(/[^a-z]+/g, '-')}`
          return (
            <div
              key={group.group}
              className="lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:items-start lg:gap-6"
            >
              <h3 id={headingId} className="mb-3 text-base font-semibold lg:mb-0 lg:pt-3">
                {group.group}
              </h3>
              <ul
                aria-labelledby={headingId}
                className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5"
              >
                {group.skills.map((skill) => (
                  <SkillTile key={skill.name} skill={skill} />
                ))}
              </ul>
            </div>
          )
        })}
      </div>
    </Section>
  )
}
