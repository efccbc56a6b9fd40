import { describe, expect, it } from 'vitest'
import { fixtureInput, fixtureOwner } from '../../tests/fixtures/owner'
import { parseProfile, type Profile } from '@/content/schema'
import { defaultSuggestedQuestions, suggestedQuestions } from './chat-suggestions'

const owner: Profile = fixtureOwner
const first = owner.name.split(' ')[0] as string

describe('suggestedQuestions', () => {
  it('derives four from the content when the owner writes none', () => {
    const questions = suggestedQuestions({ ...owner, suggestedQuestions: undefined })
    expect(questions).toHaveLength(4)
    const current = owner.experience.find((entry) => entry.current)
    expect(questions[0]).toBe(`What is ${first} working on at ${current?.company}?`)
    const expert = owner.skills.flatMap((g) => g.skills).find((s) => s.expertise === 'Expert')
    expect(questions[1]).toContain(expert?.name)
    expect(questions[3]).toBe(`How can I get in touch with ${first}?`)
    for (const question of questions) expect(question).toMatch(/\?$/)
  })

  it('follows the content when nothing is current and no skill is Expert', () => {
    const other: Profile = {
      ...owner,
      name: 'Sam Lee',
      experience: owner.experience.map((entry) => ({ ...entry, current: false })),
      skills: owner.skills.map((group) => ({
        ...group,
        skills: group.skills.map((skill) => ({ ...skill, expertise: 'Advanced' as const })),
      })),
    }
    expect(defaultSuggestedQuestions(other).slice(0, 2)).toEqual([
      'What is Sam working on now?',
      "What are Sam's strongest skills?",
    ])
  })

  it("uses the owner's own questions when the content has them", () => {
    const own = ['Is she open to relocation?', 'What is her thesis about?']
    expect(suggestedQuestions({ ...owner, suggestedQuestions: own })).toEqual(own)
  })

  it('the content may hold one to four, each a short line', () => {
    const bad = (suggestedQuestions: unknown) => () =>
      parseProfile({ ...fixtureInput, suggestedQuestions })
    expect(bad([])).toThrow(/suggestedQuestions \(suggestedQuestions\)/)
    expect(bad(['a', 'b', 'c', 'd', 'e'])).toThrow(/suggestedQuestions \(suggestedQuestions\)/)
    expect(bad(['x'.repeat(121)])).toThrow(/suggestedQuestions › #1 \(suggestedQuestions\[0\]\)/)
    expect(
      parseProfile({ ...fixtureInput, suggestedQuestions: ['Why hire her?'] }).suggestedQuestions,
    ).toEqual(['Why hire her?'])
  })
})
