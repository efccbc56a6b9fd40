// The questions an empty conversation suggests, so a visitor does not face a blank box. The owner may
// write them in the content; otherwise they come from the content itself: what the owner works on now,
// their strongest skills, what they have built lately, and how to get in touch.
import type { Profile } from '@/content/schema'

/** An empty conversation shows this many suggestions at most. */
const CHAT_SUGGESTIONS_MAX = 4

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

export function defaultSuggestedQuestions(profile: Profile): string[] {
  const name = firstName(profile.name)
  const current = profile.experience.find((entry) => entry.current)
  const expert = profile.skills.flatMap((group) =>
    group.skills.filter((skill) => skill.expertise === 'Expert'),
  )
  return [
    current
      ? `What is ${name} working on at ${current.company}?`
      : `What is ${name} working on now?`,
    expert.length
      ? `How has ${name} used ${expert[0]?.name} in practice?`
      : `What are ${name}'s strongest skills?`,
    `What has ${name} built recently?`,
    `How can I get in touch with ${name}?`,
  ]
}

export function suggestedQuestions(profile: Profile): string[] {
  return (profile.suggestedQuestions ?? defaultSuggestedQuestions(profile)).slice(
    0,
    CHAT_SUGGESTIONS_MAX,
  )
}
