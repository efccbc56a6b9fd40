// The questions an empty conversation suggests, so a visitor does not face a blank box. The owner may
// write them in the content; otherwise they come from the content itself: what the owner works on now,
// their strongest skills, what they have built lately, and how to get in touch.
import type { Profile } from '@/content/schema'
import { fill } from '@/i18n/format'
import { localizedOf } from '@/i18n/locales'

/** An empty conversation shows this many suggestions at most. */
const CHAT_SUGGESTIONS_MAX = 4

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** The suggestions made from the content, in the content's language. */
export function defaultSuggestedQuestions(profile: Profile): string[] {
  const asks = localizedOf(profile.locale).t.chat.suggestions
  const name = firstName(profile.name)
  const current = profile.experience.find((entry) => entry.current)
  const expert = profile.skills.flatMap((group) =>
    group.skills.filter((skill) => skill.expertise === 'Expert'),
  )
  return [
    current
      ? fill(asks.workingAt, { name, company: current.company })
      : fill(asks.workingNow, { name }),
    expert[0]
      ? fill(asks.usedSkill, { name, skill: expert[0].name })
      : fill(asks.strongest, { name }),
    fill(asks.built, { name }),
    fill(asks.reach, { name }),
  ]
}

export function suggestedQuestions(profile: Profile): string[] {
  return (profile.suggestedQuestions ?? defaultSuggestedQuestions(profile)).slice(
    0,
    CHAT_SUGGESTIONS_MAX,
  )
}
