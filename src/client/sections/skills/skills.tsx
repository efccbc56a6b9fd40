import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { SkillTile } from './skill-tile'

export function Skills({ profile }: { profile: Profile }) {
  return (
    <Section id="skills" title="Skills & Expertise" subtitle={profile.sections.skills.subtitle}>
      <div className="space-y-12">
        {profile.skills.map((group) => {
          const headingId = `skills-${group.group.toLowerCase().replace(/[^a-z]+/g, '-')}`
          return (
            <div key={group.group}>
              <h3 id={headingId} className="mb-5 text-xl font-semibold">
                {group.group}
              </h3>
              <ul
                aria-labelledby={headingId}
                className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-5"
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
