// Skills (anchor #skills): the groups of tiles. Its JSON Resume part is `skills`: a group whose skills
// differ in expertise becomes one entry per run of equal expertise, so each skill keeps its own, and the
// import joins them again. Skill names are left out of the leak check: "Go" or "Docker" says nothing of
// who built the site.
import type { ProfileInput } from '@/content/schema'
import { count, expertiseOf, nonEmpty, type JsonResume } from '../json-resume-format.ts'
import { copyFields, type SectionDefinition } from './definition.ts'

export const skills = {
  nav: 'skills',
  optional: false,
  reads: ['skills'],
  shows: () => true,
  title: (_, t) => t.sections.skills.title,
  prompt: ({ profile }) => [
    '## Skills',
    ...profile.skills.map(
      (group) =>
        `- ${group.group}: ${group.skills.map((skill) => `${skill.name} (${skill.expertise})`).join(', ')}`,
    ),
  ],
  llms: (profile) => [
    `Skills: ${profile.skills.map((group) => `${group.group} (${group.skills.map((s) => s.name).join(', ')})`).join('; ')}.`,
  ],
  jsonResume: {
    out: (profile) => {
      const list: NonNullable<JsonResume['skills']> = []
      for (const group of profile.skills) {
        for (const skill of group.skills) {
          const last = list.at(-1)
          if (last?.name === group.group && last.level === skill.expertise) {
            last.keywords?.push(skill.name)
          } else {
            list.push({ name: group.group, level: skill.expertise, keywords: [skill.name] })
          }
        }
      }
      return { skills: list }
    },
    in: (resume, { todo, mapped }) => {
      // Entries of one name in a row are one group (the export writes a group so).
      const groups: NonNullable<ProfileInput['skills']> = []
      for (const entry of resume.skills ?? []) {
        const group = entry.name?.trim() || 'Skills'
        const names = entry.keywords?.filter(nonEmpty).map((k) => k.trim()) ?? []
        const list = (names.length ? names : [group]).map((skill) => ({
          name: skill,
          expertise: expertiseOf(entry.level),
        }))
        const last = groups.at(-1)
        if (last?.group === group) last.skills.push(...list)
        else groups.push({ group, skills: list })
      }
      if (!groups.length) {
        return {
          skills: [
            todo(
              ['skills', 0],
              {
                group: 'Skills',
                skills: [{ name: 'Your skill', expertise: 'Intermediate' as const }],
              },
              'the resume has no skills; the site needs at least one group',
              ['skills', 'about'],
            ),
          ],
        }
      }
      mapped.push(
        `skills: ${count(groups.length, 'group')} (keywords as skills; level: master or expert is Expert, advanced, senior or proficient is Advanced, anything else Intermediate)`,
      )
      return { skills: groups }
    },
  },
  ownerFields: (profile) => copyFields('skills', profile.sections.skills),
  resume: (profile, { t }) => ({
    heading: t.resumeDocument.skills,
    items: profile.skills.map((group) => ({
      label: group.group,
      detail: group.skills.map((skill) => skill.name).join(', '),
    })),
  }),
} as const satisfies SectionDefinition
