// Skills (anchor #skills): the groups of tiles. Its JSON Resume part is `skills`: a group whose skills
// differ in expertise becomes one entry per run of equal expertise, so each skill keeps its own, and the
// import joins them again. Skill names are left out of the leak check: "Go" or "Docker" says nothing of
// who built the site.
import type { Expertise, ProfileInput } from '@/content/schema'
import { count, expertiseOf, nonEmpty, type JsonResume } from '../json-resume-format.ts'
import { SKILL_GROUP_OF_AREA, areaOfWord, languageOfWord } from '../tech-areas.ts'
import { copyFields, type SectionDefinition } from './definition.ts'

type Skill = { name: string; expertise: Expertise }

/**
 * Single skills in groups by what each is: Languages (Python, Go), then Machine Learning, Data, Cloud &
 * DevOps, Web, Mobile and Tools (tech-areas.ts), then the rest, as "Other" beside other groups or
 * "Skills" alone.
 */
function groupedSkills(single: readonly Skill[], besideOthers: boolean) {
  const LANGUAGES = 'Languages'
  const order = [LANGUAGES, ...Object.values(SKILL_GROUP_OF_AREA)]
  const rest = besideOthers || single.some(groupOf) ? 'Other' : 'Skills'
  function groupOf(skill: Skill): string | undefined {
    if (languageOfWord(skill.name)) return LANGUAGES
    const area = areaOfWord(skill.name)
    return area ? SKILL_GROUP_OF_AREA[area] : undefined
  }
  const byGroup = new Map<string, Skill[]>()
  for (const skill of single) {
    const group = groupOf(skill) ?? rest
    byGroup.set(group, [...(byGroup.get(group) ?? []), skill])
  }
  const rank = (group: string) => (order.includes(group) ? order.indexOf(group) : order.length)
  return [...byGroup]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([group, list]) => ({ group, skills: list }))
}

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
      // Entries of one name in a row are one group (the export writes a group so). An entry without
      // keywords is a single skill (LinkedIn's export writes each skill so): those are grouped by what
      // they are, the languages first, rather than each made a group of one.
      const groups: NonNullable<ProfileInput['skills']> = []
      const single: Skill[] = []
      // Skills whose entry gives no level: their expertise is a stand-in, for the owner to set.
      const unlevelled = new Set<Skill>()
      for (const entry of resume.skills ?? []) {
        const names = entry.keywords?.filter(nonEmpty).map((k) => k.trim()) ?? []
        const expertise = expertiseOf(entry.level)
        const skillOf = (name: string) => {
          const skill = { name, expertise }
          if (!nonEmpty(entry.level)) unlevelled.add(skill)
          return skill
        }
        if (!names.length) {
          if (nonEmpty(entry.name)) single.push(skillOf(entry.name.trim()))
          continue
        }
        const group = entry.name?.trim() || 'Skills'
        const list = names.map(skillOf)
        const last = groups.at(-1)
        if (last?.group === group) last.skills.push(...list)
        else groups.push({ group, skills: list })
      }
      groups.push(...groupedSkills(single, groups.length > 0))
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
      groups.forEach((group, i) => {
        if (group.skills.some((skill) => unlevelled.has(skill)))
          todo(
            ['skills', i],
            group,
            'expertise: the resume gives no level for some of these skills, so they show as Intermediate; set each to Expert, Advanced or Intermediate',
            ['skills'],
          )
      })
      mapped.push(
        `skills: ${count(groups.length, 'group')} (keywords as skills, single skills grouped by kind; level: master or expert is Expert, advanced, senior or proficient is Advanced, anything else Intermediate)`,
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
